import type { Browser } from 'playwright-core';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { openModals, playwrightStepPage, runClockUntil, settle } from './playwrightStepPage.ts';
import { CAPTCHA_IMAGE, openerVisible, runSteps, type SandboxCodes } from './runSteps.ts';
import type { Shot } from './types.ts';

/** The moment every picture's page believes it is: fixed, so dates, countdowns and toasts look the same each run. */
const FROZEN_AT = new Date('2026-11-20T10:00:00Z').getTime();

/** No animation, transition or caret, so a page that did not change gives the same pixels. */
const STILL_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';

export interface Served {
  url: string;
  sandbox: string;
}

export interface Taken {
  id: string;
  /** Extra pictures of the same shot (a modal that opened by itself): id and what it shows. */
  extra: { id: string; state: string }[];
  /** The path the picture was taken from (for a modal, the candidate whose opener was visible). */
  path: string;
  errors: string[];
  /** Set when the state could not be reached; no picture then. */
  failed?: string;
}

const control = (served: Served, path: string, body?: unknown) => sandboxControl(served.sandbox, path, body);

/** The sandbox's codes of the lane that serves the page. */
function sandboxCodes(served: Served): SandboxCodes {
  return {
    captcha: async (sid) => ((await control(served, `/captcha?sid=${encodeURIComponent(sid)}`)) as { code?: string }).code ?? '',
    sms: async () => (await control(served, '/sms')) as Awaited<ReturnType<SandboxCodes['sms']>>,
  };
}

/**
 * Takes one shot: a fresh browser context at the shot's width, the sandbox back to its seed (plus the shot's rule),
 * the page's clock frozen, the steps replayed, then a full-page picture into `file(id)`. `memory` remembers on
 * which variant each modal was seen open, for the modal pictures that come after the variants'.
 */
export async function capture(
  browser: Browser,
  served: Served,
  shot: Shot,
  file: (id: string) => string,
  memory: Map<string, string>,
): Promise<Taken> {
  const taken: Taken = { id: shot.id, extra: [], path: shot.path, errors: [] };
  // A modal that opens by itself was seen on some variant's picture: start there instead of trying each.
  const wait = shot.steps[0]?.do === 'waitModal' ? shot.steps[0] : undefined;
  const seen = wait && memory.get(`${shot.screen}|${shot.lang}|${wait.modal}`);
  const candidates = seen ? [seen] : (shot.candidates ?? [shot.path]);
  for (const [index, path] of candidates.entries()) {
    await control(served, '/reset', {});
    if (shot.sandbox) await control(served, '/scenario', shot.sandbox);
    const context = await browser.newContext({
      viewport: { width: shot.width, height: 844 },
      deviceScaleFactor: 1,
      isMobile: shot.width < 600,
      hasTouch: true,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
      geolocation: { latitude: 19.43261, longitude: -99.13321, accuracy: 20 },
      permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
    });
    try {
      const page = await context.newPage();
      const inflight = { count: 0 };
      page.on('request', () => {
        inflight.count++;
      });
      const done = () => {
        inflight.count = Math.max(0, inflight.count - 1);
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      page.on('pageerror', (e) => taken.errors.push(e.message));
      // Pausing behind the running installed clock throws: install a minute early so a busy machine cannot race it.
      await page.clock.install({ time: FROZEN_AT - 60_000 });
      await page.clock.pauseAt(FROZEN_AT + 1000);
      await page.addInitScript((css) => {
        addEventListener('DOMContentLoaded', () => {
          const s = document.createElement('style');
          s.textContent = css;
          document.head.append(s);
        });
      }, STILL_CSS);
      await page.goto(new URL(path, served.url).href);
      await settle(page, inflight);
      const steps = playwrightStepPage(page, inflight);
      // A modal whose opener this variant does not show: try the next variant.
      if (index < candidates.length - 1 && !wait && !(await openerVisible(steps, shot.steps))) continue;
      try {
        await runSteps(steps, sandboxCodes(served), shot.steps);
      } catch (error) {
        taken.failed = (error as Error).message.split('\n')[0];
        if (index < candidates.length - 1) continue;
        return taken;
      }
      taken.path = path;
      taken.failed = undefined;
      const secretFields = shot.steps.flatMap((s) => (s.do === 'fillCaptcha' || s.do === 'fillSms' ? [s.field] : []));
      const shoot = (id: string) =>
        page.screenshot({
          path: file(id),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // The captcha and the codes typed from the sandbox are new random ones on every run: masked, never a change.
          mask: [page.locator(CAPTCHA_IMAGE), ...secretFields.map((f) => page.locator(`[name="${f}"]`))],
          maskColor: '#9AA3AE',
        });
      await shoot(shot.id);
      const before = await openModals(page);
      for (const modal of before) memory.set(`${shot.screen}|${shot.lang}|${modal}`, path);
      if (shot.timedModals?.length) {
        // Modals that open (or close) by themselves: let the clock run until the open modals change, picture that.
        const changed = await runClockUntil(page, (now) => now.length !== before.length || now.some((m) => !before.includes(m)));
        if (changed) {
          await settle(page, inflight);
          const now = await openModals(page);
          for (const modal of now) memory.set(`${shot.screen}|${shot.lang}|${modal}`, path);
          const opened = now.filter((m) => !before.includes(m));
          const closed = before.filter((m) => !now.includes(m));
          const id = `${shot.id}.after`;
          await shoot(id);
          taken.extra.push({
            id,
            state: [
              opened.length ? `modal ${opened.join(', ')} opened by itself` : '',
              closed.length ? `modal ${closed.join(', ')} closed by itself` : '',
            ]
              .filter(Boolean)
              .join('; '),
          });
        }
      }
      return taken;
    } finally {
      await context.close();
    }
  }
  taken.failed ??= 'no variant shows what opens it';
  return taken;
}
