import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { t as sandboxText } from '../../sandbox/seed/texts.ts';
import { discover, pathFor } from '../../tools/atlas/discover.ts';
import { variantsOf } from '../../tools/atlas/variants.ts';
import type { Languages } from '../../schemas/types.ts';
import { ENGINE_SHOTS } from '../../tools/atlas/enginePictures.ts';
import { languagesIn } from '../../tools/atlas/languagesIn.ts';
import type { Shot } from '../../tools/atlas/types.ts';
import { constant, copy, fill } from '../support/copy.ts';
import { builtApp, serveApp, type ServedApp } from '../browser/fixture.ts';
import { drawCameraPhoto } from '../browser/images.ts';
import { keepToasts } from '../browser/toasts.ts';
import { wrapped } from '../browser/wrapped.ts';
import { EnginePage } from './EnginePage.ts';
import { inFreshBrowser as inBrowserOfItsOwn } from './freshBrowser.ts';
import type { EngineSession, StartEngine, StartOptions } from './EngineSession.ts';
import { recordErrors } from './recordErrors.ts';
import { LANGS, type Lang } from '../support/language.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { PAGES_FILE } from '../support/pages.ts';

/** The atlas's plan: the same states and picture ids as Chromium's atlas, so the pictures stand side by side. */
function atlasPlan() {
  return discover(compiledPages(), languagesIn(PAGES_FILE));
}

/**
 * The engine tests, written once and run by one test file per engine: one browser session for the file, over
 * the production build and sandbox the Chromium tests use. The served pages record errors and toasts themselves
 * (recordErrors, keepToasts), since WebDriver classic has no init scripts.
 */
export function engineSuite(start: StartEngine): void {
  const plan = atlasPlan();
  let app: ServedApp;
  let session: EngineSession | undefined;
  let page: EnginePage;

  beforeAll(async () => {
    app = await serveApp(builtApp(), { headScript: `(${recordErrors})();(${keepToasts})();` });
    session = await start();
    await session.resize(390, 844);
    page = new EnginePage(session, app);
    const dir = join(ENGINE_SHOTS, session.id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'about.json'), JSON.stringify({ engine: session.name, takenAt: new Date().toISOString() }));
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    await app?.close();
  });
  beforeEach(async () => {
    await app.reset();
  });

  /** Opens a shot's state: its sandbox rule first, then its address. */
  async function openShot(shot: Shot): Promise<void> {
    if (shot.sandbox) await app.scenario(shot.sandbox);
    await page.open(shot.path);
  }

  /**
   * Opens each shot's state on a fresh sandbox and runs `visit`, which answers what is wrong there; gives back every
   * problem with its address, the page's errors included, so one run lists all screens that fail.
   */
  async function visitEach(shots: Shot[], visit: (shot: Shot) => Promise<string[]>): Promise<string[]> {
    const problems: string[] = [];
    for (const shot of shots) {
      await app.reset();
      await openShot(shot);
      try {
        problems.push(...(await visit(shot)).map((p) => `${shot.path}: ${p}`));
      } catch (error) {
        problems.push(`${shot.path}: ${(error as Error).message}`);
      }
      problems.push(...(await page.errors()).map((e) => `${shot.path}: ${e}`));
    }
    return problems;
  }

  /** Every language's first state of each screen (the atlas's base picture), at one width. */
  const firstStates = (lang: string, width: number) =>
    plan.screens.flatMap(({ id }) => {
      const shot = plan.shots.find((s) => s.screen === id && s.lang === lang && s.width === width && s.id.includes('.base.'));
      return shot ? [shot] : [];
    });

  describe.each(LANGS)('every screen in %s', (lang) => {
    test('reaches its content in the language asked for, with no uncaught error', async () => {
      const shots = firstStates(lang, 390);
      expect(shots.length).toBe(plan.screens.length);
      const problems = await visitEach(shots, async (shot) => {
        const refused = await contentOrRefusal(page, shot.screen, lang);
        const shown = await page.run(() => document.documentElement.lang);
        await page.picture(shot.id);
        return [...(refused ? [refused] : []), ...(shown === lang ? [] : [`in ${shown}, not ${lang}`])];
      });
      expect(problems).toEqual([]);
    }, 240_000);

    test('whose data fails to load says so, with Retry that loads it', async () => {
      const t = copy(lang);
      const shots = plan.shots.filter((s) => s.lang === lang && s.sandbox && s.id.includes('.failed.'));
      expect(shots.length).toBeGreaterThan(5);
      const problems = await visitEach(shots, async (shot) => {
        const message = await page.waitFor(
          'the failure message',
          (id: string) => document.querySelector(`[data-screen="${id}"][data-phase=failed] [role=alert]`)?.textContent,
          shot.screen,
        );
        await page.picture(shot.id);
        await page.tap('[role=alert] button', t.ui!.retry!);
        const refused = await contentOrRefusal(page, shot.screen, lang);
        return [
          ...(message.includes(t.errors!.network!) ? [] : [`the message reads "${message}"`]),
          ...(refused ? [`after Retry: ${refused}`] : []),
        ];
      });
      expect(problems).toEqual([]);
    }, 240_000);
  });

  const inFreshBrowser = (visit: (fresh: EnginePage) => Promise<void>, options?: StartOptions) =>
    inBrowserOfItsOwn(start, app, visit, options);

  describe.each([
    ["the screen's code", /\/assets\/complaintNext-[\w-]+\.js$/],
    ['the drawing code', /\/assets\/draw-[\w-]+\.js$/],
  ])('%s', (_, file) => {
    const t = copy('es');
    const address = '/complainPageNext?problemType=2&orderNo=ORD180';
    const message = () => document.querySelector('[role=alert]')?.textContent ?? '';

    test('that fails ends in the message, and Retry loads the page', async () => {
      await inFreshBrowser(async (fresh) => {
        app.faults.set(file, 'fail');
        await fresh.open(address, 'es');
        expect(await fresh.waitFor('the failure message', message)).toContain(t.ui!.loadFailed);
        app.faults.clear();
        await fresh.tap('[role=alert] button', t.ui!.retry!);
        await fresh.ready('complaintNext');
        expect(await fresh.errors()).toEqual([]);
      });
    }, 90_000);

    // No controllable clock in WebDriver: the page's own timeout runs on the real one.
    test('that hangs ends in the message once the wait is over, and draws over it when it comes', async () => {
      await inFreshBrowser(
        async (fresh) => {
          app.faults.set(file, 'hang');
          await fresh.openUnloaded(address, 'es');
          const wait = Number(constant('screenCodeTimeoutMs'));
          expect(await fresh.waitWithin(wait + 15_000, 'the failure message', message)).toContain(t.ui!.loadFailed);
          app.faults.clear();
          await fresh.ready('complaintNext');
          expect(await fresh.run(message)).toBe('');
          expect(await fresh.errors()).toEqual([]);
        },
        { waitForLoad: false },
      );
    }, 120_000);
  });

  describe('the page drawn by its document, before its code is here', () => {
    const t = copy('es');
    const compiled = compiledPages();
    const languages = compiled.shared.languages as Languages;
    const DRAWING_CODE = /\/assets\/draw-[\w-]+\.js$/;

    test('every route in every language is taken over as drawn: no mismatch, in its language', async () => {
      const documents = compiled.shared.routes
        .filter(({ route }) => route.startsWith('/'))
        .flatMap(({ screen, route }) => Object.keys(languages.packs).map((language) => ({ screen, route, language })));
      const problems: string[] = [];
      for (const { screen, route, language } of documents) {
        await app.reset();
        const query = variantsOf(compiled.screens[screen]![language]!.screen)[0]!.query;
        const path = pathFor(route, query, language, languages);
        await page.session.goto(new URL(path, app.url).href);
        try {
          await page.waitFor(
            `${screen} taken over`,
            (id: string) => Boolean(document.querySelector(`[data-screen="${id}"]:is([data-phase=ready], [data-phase=failed])`)),
            screen,
          );
          const shown = await page.run(() => document.documentElement.lang);
          if (shown !== language) problems.push(`${path}: in ${shown}, not ${language}`);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message}`);
        }
        // React says a mismatch on the console as an error (src/drawApp.tsx): recorded here.
        problems.push(...(await page.errors()).map((e) => `${path}: ${e}`));
      }
      expect(problems).toEqual([]);
    }, 600_000);

    test('what the borrower types stays and counts, and a tap on Submit sends it once the code is in', async () => {
      await inFreshBrowser(
        async (fresh) => {
          app.faults.set(DRAWING_CODE, 'hang');
          await fresh.openUnloaded('/complainPageNext?problemType=2&orderNo=ORD180', 'es');
          await fresh.tap('#field-problemDetail');
          await fresh.waitFor('the text area focused', () => document.activeElement?.id === 'field-problemDetail');
          const typed = 'Café 😀 niño';
          await fresh.type(typed);
          await fresh.tap('button', t.complaint!.submit!);
          // Kept for later, never a native submit: the address stays and nothing is sent.
          expect(await fresh.run(() => location.pathname)).toBe('/complainPageNext');
          expect(await app.requests('/user-problem/problem-save')).toHaveLength(0);
          app.faults.clear();
          await fresh.ready('complaintNext');
          expect(await fresh.run(() => (document.getElementById('field-problemDetail') as HTMLTextAreaElement).value)).toBe(typed);
          await fresh.waitFor(
            'the counter at 11',
            (text: string) => document.querySelector('.r-counter')?.textContent === text,
            `11/${constant('complaintTextMax')}`,
          );
          await fresh.waitFor('the saved modal', () => Boolean(document.querySelector('dialog[data-modal=saved][open]')));
          const saves = await app.requests('/user-problem/problem-save');
          expect(saves.map((save) => save.body.problemDetail)).toEqual([typed]);
          expect(await fresh.errors()).toEqual([]);
        },
        { waitForLoad: false },
      );
    }, 120_000);

    test('a tick taken off before the code counts once it is in: Submit goes inactive', async () => {
      await inFreshBrowser(
        async (fresh) => {
          app.faults.set(DRAWING_CODE, 'hang');
          await fresh.openUnloaded('/confirm?productId=P-PRESTO', 'es');
          await fresh.tap('.r-checkbox', t.confirm!.agree!);
          const ticked = () => (document.querySelector('.r-checkbox input') as HTMLInputElement | null)?.checked;
          expect(await fresh.run(ticked)).toBe(true);
          app.faults.clear();
          await fresh.ready('loanConfirm');
          await fresh.waitFor(
            'the tick taken off',
            () => (document.querySelector('.r-checkbox input') as HTMLInputElement).checked === false,
          );
          await fresh.waitFor(
            'Submit inactive',
            (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)?.disabled === true,
            t.confirm!.submit!,
          );
          expect(await fresh.errors()).toEqual([]);
        },
        { waitForLoad: false },
      );
    }, 120_000);

    test('a kind that throws as it draws ends in the message with Retry, not a blank page', async () => {
      await inFreshBrowser(async (fresh) => {
        app.faults.set(/\/assets\/FloatingButton-[\w-]+\.js$/, 'throw');
        await fresh.open('/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002', 'es');
        const message = await fresh.waitFor('the failure message', () => document.querySelector('#root [role=alert]')?.textContent);
        expect(message).toContain(t.ui!.loadFailed);
        expect(await fresh.run(() => Boolean(document.querySelector('#root [role=alert] button')))).toBe(true);
        // Reported, not swallowed: the page said what threw.
        expect((await fresh.errors()).join(' ')).toContain('a kind that throws as it draws');
        app.faults.clear();
      });
    }, 120_000);
  });

  test('the official site at 1280 px, a desktop window', async () => {
    const shots = firstStates('es', 1280);
    expect(shots.map((s) => s.screen)).toEqual(['site']);
    await session!.resize(1280, 800);
    try {
      for (const shot of shots) {
        await openShot(shot);
        await page.ready(shot.screen);
        const width = await page.run(() => document.querySelector('.r-screen-body')?.getBoundingClientRect().width ?? 0);
        // The wide layout's column, not the phone column of 520 px.
        expect(width).toBeGreaterThan(900);
        await page.picture(shot.id);
        expect(await page.errors()).toEqual([]);
      }
    } finally {
      await session!.resize(390, 844);
    }
  }, 60_000);

  describe.each(LANGS)('flows with engine-specific code, in %s', (lang) => {
    const t = copy(lang);
    const c = t as Record<string, Record<string, string>>;

    test('typing a complaint with emoji and accents: the counter counts what people see, and the limit holds', async () => {
      const max = Number(constant('complaintTextMax'));
      await page.open('/complainPageNext?problemType=2&orderNo=ORD180', lang);
      await page.ready('complaintNext');
      await page.tap('#field-problemDetail');
      await page.waitFor('the text area focused', () => document.activeElement?.id === 'field-problemDetail');
      await page.type('Café 😀 niño');
      const counterReads = (text: string) => document.querySelector('.r-counter')?.textContent === text;
      await page.waitFor('the counter at 11', counterReads, `11/${max}`);
      // A long paste, as the keyboard's clipboard would insert it: what fits is kept, the rest is dropped.
      await page.run((text: string) => document.execCommand('insertText', false, text), '😀'.repeat(max));
      await page.waitFor('the counter at the limit', counterReads, `${max}/${max}`);
      await page.type('x');
      const value = await page.run(() => (document.getElementById('field-problemDetail') as HTMLTextAreaElement).value);
      expect(value).toBe(`Café 😀 niño${'😀'.repeat(max - 11)}`);
      expect(await page.run(counterReads, `${max}/${max}`)).toBe(true);

      await page.tap('button', t.complaint!.submit!);
      await page.waitFor('the saved modal', () => Boolean(document.querySelector('dialog[data-modal=saved][open]')));
      const [save] = await app.requests('/user-problem/problem-save');
      expect(save!.body.problemDetail).toBe(value);
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test('a dialog opened by a tap closes with back, and a second back leaves the screen', async () => {
      await page.open('/testPreview', lang);
      await page.ready('testPreview');
      await page.open('/loan/details?productId=P-LANA&orderId=ORD174D', lang);
      await page.ready('loanDetails');
      await page.tap('button', t.details!.extend!);
      const reminder = () => Boolean(document.querySelector('dialog[data-modal=reminder][open]'));
      await page.waitFor('the reminder dialog', reminder);
      expect(await page.run(() => document.activeElement?.closest('dialog')?.dataset.modal ?? null)).toBe('reminder');
      await page.session.back();
      await page.waitFor('the dialog closed', () => !document.querySelector('dialog[data-modal=reminder][open]'));
      expect(await page.run(() => location.pathname)).toBe('/loan/details');
      await page.session.back();
      await page.waitFor('the preview page again', () => location.pathname === '/testPreview');
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test('unticking the agreement disables Submit, and ticking it enables it again', async () => {
      await page.open('/confirm?productId=P-PRESTO', lang);
      await page.ready('loanConfirm');
      const submitIs = (label: string, disabled: boolean) =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)?.disabled === disabled;
      expect(await page.run(submitIs, c.confirm!.submit!, false)).toBe(true);
      await page.tap('.r-checkbox', c.confirm!.agree!);
      await page.waitFor('Submit disabled', submitIs, c.confirm!.submit!, true);
      expect(await page.run(() => (document.querySelector('.r-checkbox input') as HTMLInputElement).checked)).toBe(false);
      await page.tap('.r-checkbox', c.confirm!.agree!);
      await page.waitFor('Submit enabled', submitIs, c.confirm!.submit!, false);
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test("the register page's send-code button counts down and refuses to resend while it does", async () => {
      const countdown = Number(constant('smsCountdownSeconds'));
      await page.open('/register?id=1&app_from=fb&user_from=ad7&utm_tag=summer', lang);
      await page.ready('promoRegister');
      await page.tap('#field-phone');
      await page.type('13512345678');
      const sid = await page.waitFor('the captcha image', () => {
        const img = document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');
        return img?.complete && img.naturalWidth > 0 ? new URL(img.src).searchParams.get('sid') : null;
      });
      const captcha = (await sandboxControl(app.sandbox, `/captcha?sid=${sid}`)) as { code: string };
      await page.tap('#field-imgValidate');
      await page.type(captcha.code);
      await page.tap('.w-countdown-button');
      await page.waitFor('the code sent', (text: string) => window.__toasts?.includes(text), c.promo!.codeSent!);
      // The real clock runs, and a busy machine may first read the button a second or two in: the count starts
      // near the full time, then goes down. `readings[k]` is the button with k seconds gone.
      const readings = Array.from({ length: countdown }, (_, gone) => fill(c.promo!.resendIn!, countdown - gone));
      const gone = (texts: string[]) => texts.indexOf(document.querySelector('.w-countdown-button')?.textContent ?? '') + 1;
      const first = await page.waitFor('the count at its start', gone, readings);
      expect(first).toBeLessThanOrEqual(5);
      await page.waitFor(
        'the count going down',
        (texts: string[], after: number) => texts.indexOf(document.querySelector('.w-countdown-button')?.textContent ?? '') + 1 > after,
        readings,
        first,
      );
      await page.tap('.w-countdown-button');
      await page.waitFor('please wait', (text: string) => window.__toasts?.includes(text), c.promo!.doNotResend!);
      expect(await app.requests('/api/v2/youmi/promotion/get-sms')).toHaveLength(1);
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test('a channel on the extension page: copy its code, paste it, and open its drawn barcode', async () => {
      const order = { productId: 'P-LANA', orderId: 'ORD174D' };
      const delay = await wrapped<{ repayList: { list: { payCode: string; vCode: string; BARcodeImg: string }[] }[] }>(
        app.url,
        '/v3/installment/loan-play-delay-detail',
        order,
        lang,
      );
      // A channel with a code and no barcode picture from the server: the page draws its barcode itself.
      const channel = delay.repayList.flatMap((g) => g.list).find((ch) => ch.payCode && !ch.BARcodeImg)!;
      await page.open(`/repayDelay?productId=${order.productId}&orderId=${order.orderId}&userId=U2002`, lang);
      await page.ready('extension');
      await page.tap('button', c.channel!.copy!, channel.vCode);
      await page.waitFor('the copied toast', (text: string) => window.__toasts?.at(-1) === text, c.channel!.copied!);
      // What the borrower gets when pasting it elsewhere.
      expect(await pasteHere(page)).toBe(channel.payCode);

      // An old webview without the Clipboard API: the hidden text area is copied instead, with the same toast.
      await keyboard(page, 'c', 'something else');
      expect(await pasteHere(page)).toBe('something else');
      await page.run(() => {
        window.__toasts?.splice(0);
        Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      });
      await page.tap('button', c.channel!.copy!, channel.vCode);
      await page.waitFor('the copied toast again', (text: string) => window.__toasts?.at(-1) === text, c.channel!.copied!);
      expect(await pasteHere(page)).toBe(channel.payCode);

      await page.tap(`img[alt="${c.channel!.showBarcode!}"]`, undefined, channel.vCode);
      const drawn = await page.waitFor('the drawn barcode', () => {
        const svg = document.querySelector('dialog[data-modal=barcode][open] svg.w-barcode-svg');
        const width = svg?.getBoundingClientRect().width ?? 0;
        if (!svg || width < 100) return null;
        return { code: svg.getAttribute('aria-label'), bars: svg.querySelector('path')?.getAttribute('d')?.split('M').length };
      });
      expect(drawn.code).toBe(channel.payCode);
      expect(drawn.bars).toBeGreaterThan(20);
      expect(await page.run(() => location.pathname)).toBe('/repayDelay');
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test('the customer service button is dragged by a finger without opening, and a tap opens it', async () => {
      await page.open('/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002', lang);
      await page.ready('extension');
      const box = () => {
        const r = document.querySelector('button.r-floating')?.getBoundingClientRect();
        return r ? { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) } : null;
      };
      const before = await page.waitFor('the service button', box);
      const path = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((step) => ({ x: before.x - step * 20, y: before.y - step * 30 }));
      await page.touch(path);
      const after = (await page.run(box))!;
      expect(before.x - after.x).toBeCloseTo(160, -1);
      expect(before.y - after.y).toBeCloseTo(240, -1);
      expect(await page.run(() => location.pathname)).toBe('/repayDelay');
      await page.touch([after]);
      await page.waitFor('customer service', () => location.pathname === '/Dag');
      await page.ready('customerServiceFromExtension');
      expect(await page.errors()).toEqual([]);
    }, 60_000);

    test('a camera photo is scaled down in the browser before it is uploaded', async () => {
      const maxSide = Number(constant('uploadMaxSide'));
      await page.open('/complainPageNext?problemType=2&orderNo=ORD180', lang);
      await page.ready('complaintNext');
      const photo = Buffer.from(await page.run(drawCameraPhoto), 'base64');
      const file = join(tmpdir(), `engine-photo-${process.pid}-${lang}.jpg`);
      writeFileSync(file, photo);
      try {
        await page.session.pickFile('input[type=file]', file);
        const src = await page.waitFor('the uploaded thumbnail', () => {
          const img = document.querySelector<HTMLImageElement>('.r-upload-thumb img');
          return img?.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null;
        });
        const size = await page.run(() => {
          const img = document.querySelector<HTMLImageElement>('.r-upload-thumb img')!;
          return [img.naturalWidth, img.naturalHeight];
        });
        expect(size).toEqual([maxSide, (maxSide * 3) / 4]);
        const sent = Buffer.from(await (await fetch(new URL(src, app.url))).arrayBuffer());
        expect(sent.length).toBeLessThan(photo.length / 4);
        expect(await page.errors()).toEqual([]);
      } finally {
        rmSync(file, { force: true });
      }
    }, 60_000);
  });
}

/**
 * Waits for the screen to show its content, or the one refusal the sandbox's seed holds (a rejected order has no
 * contract) with Retry, and gives back what is wrong, if anything. The network message is not an answer: here it
 * means the page could not take in what the sandbox sent (or, just after Retry, that the new load has not begun).
 */
async function contentOrRefusal(page: EnginePage, screen: string, lang: Lang): Promise<string | null> {
  const shown = await page.waitFor(
    `screen ${screen} to show its content or the server's message`,
    (id: string, network: string) => {
      const root = document.querySelector(`[data-screen="${id}"]:is([data-phase=ready], [data-phase=failed])`);
      const alert = root?.querySelector('[role=alert]');
      if (!root || (alert && (alert.textContent ?? '').includes(network))) return null;
      return {
        ready: root.getAttribute('data-phase') === 'ready',
        message: alert?.textContent ?? '',
        retry: Boolean(alert?.querySelector('button')),
      };
    },
    screen,
    copy(lang).errors!.network!,
  );
  if (shown.ready) return null;
  if (!shown.message.includes(sandboxText(lang, 'contract.rejected'))) return `a message instead of its content: "${shown.message}"`;
  return shown.retry ? null : `a message without Retry: "${shown.message}"`;
}

/** Pastes the clipboard into a text area of its own, with the keyboard, and gives back what arrived. */
function pasteHere(page: EnginePage): Promise<string> {
  return keyboard(page, 'v', '');
}

/**
 * Presses Ctrl (Cmd on a Mac) and `key` in a text area of its own holding `text`, all of it selected, as a person
 * copies (c) or pastes (v), and gives back what the text area holds then.
 */
async function keyboard(page: EnginePage, key: 'c' | 'v', text: string): Promise<string> {
  await page.run((value: string) => {
    const area = document.createElement('textarea');
    area.id = 'clipboard-here';
    area.value = value;
    area.style.cssText = 'position:fixed;top:0;left:0;width:200px;height:40px;z-index:9999';
    document.body.append(area);
    area.focus();
    area.select();
  }, text);
  const modifier = process.platform === 'darwin' ? '\uE03D' : '\uE009';
  await page.session.perform([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        { type: 'keyDown', value: modifier },
        { type: 'keyDown', value: key },
        { type: 'keyUp', value: key },
        { type: 'keyUp', value: modifier },
      ],
    },
  ]);
  return page.run(() => {
    const area = document.getElementById('clipboard-here') as HTMLTextAreaElement;
    area.remove();
    return area.value;
  });
}
