import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { discover } from '../../tools/atlas/discover.ts';
import { languagesIn } from '../../tools/atlas/languagesIn.ts';
import type { Shot } from '../../tools/atlas/types.ts';
import { ROOT } from '../../tools/bench/build.ts';
import { buildApp, variantOfPages } from '../../tools/harness/buildApp.ts';
import { type ServedApp, serveApp } from '../browser/fixture.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { PAGES_FILE } from '../support/pages.ts';
import { PERSONAL } from './personalData.ts';

/** One item the sandbox's collector kept. */
export interface ReceivedItem {
  type: 'event' | 'transaction';
  payload: Record<string, unknown> & { tags: Record<string, string>; measurements?: Record<string, { value: number }> };
}

/** How long a call, or the page's or a screen's code, may take in the field tests' build before it has hung. */
export const HUNG_AFTER_MS = 8000;

/**
 * pages.yaml as the field tests build it: every page view reports its timings (the share is pages.yaml's to say); a
 * call or code hangs after HUNG_AFTER_MS, so a test of a hang waits seconds, not a minute; and reports go to the
 * collector of the sandbox at `sandbox` by a DSN of its own origin, as they go to GlitchTip or Sentry on a host of
 * their own: over HTTP/1.1 a collector on the site's own host shares the six connections a browser keeps to it,
 * which one that hangs uses up in WebKit (docs/deployment.md).
 */
function fieldPages(sandbox: string): string {
  const collector = new URL(sandbox);
  return variantOfPages('field-reports', (text) =>
    text
      .replace(/^( {2}timingShare:) [\d.]+$/m, '$1 1')
      .replace(/^( {2}(?:requestTimeoutMs|appRequestTimeoutMs|screenCodeTimeoutMs):) \d+$/gm, `$1 ${HUNG_AFTER_MS}`)
      .replace(/^( {4}sandbox:) \/evolved\/field\/1$/m, `$1 ${collector.protocol}//field@${collector.host}/evolved/field/1`),
  );
}

/** The field tests' app beside a sandbox of its own, whose collector's reports it reads. */
export interface FieldApp extends ServedApp {
  /** The build, and the pages.yaml it was made from. */
  dist: string;
  pages: string;
  /** What the collector kept since the last reset. */
  received(): Promise<ReceivedItem[]>;
}

/**
 * Serves the app as the browser tests serve it (`headScript` first in every document) beside a sandbox, built from
 * that pages.yaml for this sandbox's collector into a folder of its own; reset also forgets the reports received.
 */
export async function startFieldApp(options: { headScript?: string } = {}): Promise<FieldApp> {
  const dist = join(ROOT, '.tmp', `dist-field-${process.pid}`);
  // Files are read as they are asked for: the build can follow the server, once the sandbox's address is known.
  const served = await serveApp(dist, options);
  const pages = fieldPages(served.sandbox);
  try {
    await buildApp(dist, pages);
  } catch (error) {
    await served.close();
    throw error;
  }
  return {
    ...served,
    dist,
    pages,
    received: async () => ((await sandboxControl(served.sandbox, '/field')) as { items: ReceivedItem[] }).items,
    async reset() {
      await served.reset();
      await sandboxControl(served.sandbox, '/field/clear', {});
    },
    async close() {
      await served.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

const plan = discover(compiledPages(), languagesIn(PAGES_FILE));

/** The first state of every screen (the atlas's base picture at phone width), in Spanish and English by turns. */
export function firstStates(): Shot[] {
  return plan.screens.map(({ id }, i) => {
    const lang = i % 2 === 0 ? 'es' : 'en';
    return plan.shots.find((s) => s.screen === id && s.lang === lang && s.width === 390 && s.id.includes('.base.'))!;
  });
}

/** Every screen whose entry data can fail, with its first call failing (the atlas's failed picture), in Spanish. */
export function failedStates(): Shot[] {
  return plan.shots.filter((s) => s.lang === 'es' && s.sandbox && s.id.includes('.failed.'));
}

/** Personal strings a borrower's address may carry, under names no call sends on, so the screens stay as they are. */
const PERSONAL_QUERY = {
  ref: PERSONAL.orderIds[4],
  contact: PERSONAL.phones[1],
  mail: PERSONAL.emails[0],
  card: PERSONAL.cards[0],
  who: PERSONAL.userIds[2],
  note: PERSONAL.typed[1],
};

/** `path` (a hash route's too) with the personal strings above added to its query. */
export function withPersonalQuery(path: string): string {
  const url = new URL(path, 'http://pages.test');
  for (const [key, value] of Object.entries(PERSONAL_QUERY)) url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

/** The text a field gets in the tests, by turns: what a borrower types. */
export function typedText(i: number): string {
  const typed = [...PERSONAL.typed, PERSONAL.phones[0], PERSONAL.emails[1]];
  return typed[i % typed.length]!;
}

/**
 * Runs in the page before its scripts: adds a character to the first text the page's document drew, so the code
 * finds a drawing that is not the one it would draw (a hydration mismatch). Plain JS, for an init or head script.
 */
export function changeDrawnText(): void {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, (node) =>
      (node.textContent ?? '').trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    if (!text) return;
    text.textContent = `${text.textContent}·`;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Runs in the page: shows an image from a site its Content-Security-Policy does not list, the phone number in its
 * path and query, and resolves once the policy has blocked it.
 */
export function blockedImage(phone: string): Promise<void> {
  return new Promise((blocked) => {
    addEventListener('securitypolicyviolation', () => blocked(), { once: true });
    const image = new Image();
    image.src = `https://pictures.example.net/${encodeURIComponent(phone)}/p.png?phone=${encodeURIComponent(phone)}`;
    document.body.append(image);
  });
}

/**
 * Runs in the page: throws an error carrying an order id, the text typed in the first text area, a phone and the
 * page's address, and leaves a promise rejected with an e-mail; resolves once the page has met both.
 */
export function throwPersonal([order, phone, email]: readonly [string, string, string]): Promise<void> {
  return new Promise((met) => {
    let seen = 0;
    const one = () => {
      seen += 1;
      if (seen === 2) met();
    };
    addEventListener('error', one, { once: true });
    addEventListener('unhandledrejection', one, { once: true });
    const typed = document.querySelector('textarea')?.value ?? '';
    setTimeout(() => {
      throw new TypeError(`no order ${order} for ${typed} (${phone}) at ${location.href}`);
    });
    void Promise.reject(new Error(`${email} could not be reached`));
  });
}

/** The personal words throwPersonal is given: an order id, a phone and an e-mail. */
export const THROWN_WORDS = [PERSONAL.orderIds[0], PERSONAL.phones[1], PERSONAL.emails[1]] as const;

/** The failures a report of throwPersonal on complaint next holds, by kind, screen and words: each word scrubbed. */
export function expectThrownReported(items: ReceivedItem[]): void {
  expect(
    failuresIn(items)
      .map((f) => [f.tags.kind, f.tags.screen, saysOf(f)])
      .sort(),
  ).toEqual([
    [
      'error',
      'complaintNext',
      expect.stringMatching(/^TypeError: no order \[id\] for \[value\] \(\[value\]\) at http:\/\/[\w.:]+\/complainPageNext$/),
    ],
    ['rejection', 'complaintNext', 'Error: [email] could not be reached'],
  ]);
}

/** What a failure says: its message, or its exception's type and first line. */
export function saysOf(failure: ReceivedItem['payload']): string {
  const { message, exception } = failure as { message?: { formatted: string }; exception?: { values: { type: string; value: string }[] } };
  return message?.formatted ?? exception?.values.map(({ type, value }) => `${type}: ${value}`).join(' | ') ?? '';
}

/** The reports of each kind, by type: the timings and the failures. */
export const timingsIn = (items: ReceivedItem[]) => items.filter((item) => item.type === 'transaction').map((item) => item.payload);
export const failuresIn = (items: ReceivedItem[]) => items.filter((item) => item.type === 'event').map((item) => item.payload);
