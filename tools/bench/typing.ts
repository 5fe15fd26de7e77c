import type { CDPSession } from 'playwright-core';
import { median } from './median.ts';
import type { OpenedScreen } from './openFirstScreen.ts';
import type { ProbeRecord } from './probe.ts';

/** What the bench types into a screen's field: 200 characters of a complaint. */
export const TEXT = 'La app me cobró dos veces el mismo pago. '.repeat(5).slice(0, 200);

/** What typing left in the page, and the main thread's time it cost after ready. */
export interface Typed {
  /** The field's value once the keys were handled. */
  value: string;
  /** The main thread's busy time (ms) from ready until the keys were handled. */
  busyFromReady: number;
  /** The keys handled when that time was first read. */
  keysByReady: number;
}

/** Typing's figures: characters lost over all the keys; the per-keystroke ones over the keys typed after ready. */
export interface Typing {
  /** Keys whose keydown came before ready's frame. */
  beforeReady: number;
  /**
   * The median handling of a key (keydown until a task queued after its input event runs), ms. Keys come back to
   * back, so it also holds whatever frame or task of the keys before runs first.
   */
  perKey?: number;
  /** The main thread's busy time per key, ms: what typing costs however the keys and frames line up, the steadier. */
  busyPerKey?: number;
  components?: number;
  lost: number;
}

/** The time the page's main thread has spent running tasks (ms), as DevTools' Performance metrics count it. */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

const keysHandled = () => (window as unknown as { __bench: ProbeRecord }).__bench.keys.length;

/**
 * Types TEXT into `selector` from the first draw on, before ready if ready comes later, as a borrower who starts at
 * once would. The main thread's busy time is read from ready on. Nothing of Playwright's own scripts enters the page
 * until ready: the field is focused and the keys sent through DevTools.
 */
export async function typeInto({ page, cdp, readied }: OpenedScreen, selector: string): Promise<Typed> {
  await cdp.send('Performance.enable');
  await page.evaluate((field) => {
    (window as unknown as { __bench: { typing: boolean } }).__bench.typing = true;
    document.querySelector<HTMLElement>(field)?.focus();
  }, selector);
  const atReady = readied.then(() => Promise.all([mainThreadMs(cdp), page.evaluate(keysHandled)]));
  atReady.catch(() => {});
  await page.keyboard.type(TEXT);
  const [busyAtReady, keysByReady] = await atReady;
  // The last keystroke's task may still be queued.
  await page
    .waitForFunction((n) => (window as unknown as { __bench: ProbeRecord }).__bench.keys.length >= n, TEXT.length, { timeout: 10_000 })
    .catch(() => {});
  const busyFromReady = (await mainThreadMs(cdp)) - busyAtReady;
  return { value: await page.locator(selector).first().inputValue(), busyFromReady, keysByReady };
}

/** Characters of TEXT missing from `value`, in order. */
export function charactersLost(value: string): number {
  let lost = 0;
  for (let i = 0; i < TEXT.length; i += 1) if (value[i - lost] !== TEXT[i]) lost += 1;
  return Math.max(lost, TEXT.length - value.length);
}

/**
 * Typing's figures from what was typed and what the probe noted. Keys before ready are left out of the
 * per-keystroke ones: they met a page that was not yet the screen's (hydration's commit is never counted as a
 * keystroke's renders). Characters lost count every key.
 */
export function typingFigures(typed: Typed, { ready, keys, commits }: Pick<ProbeRecord, 'ready' | 'keys' | 'commits'>): Typing {
  const readyAt = ready?.at ?? Number.POSITIVE_INFINITY;
  const after = keys.filter(([start]) => start >= readyAt);
  const lost = charactersLost(typed.value);
  const figures: Typing = { beforeReady: keys.length - after.length, lost };
  if (after.length === 0) return figures;
  const firstAfter = Math.min(...after.map(([start]) => start));
  const rendered = commits.filter(([at]) => at >= firstAfter).reduce((sum, [, count]) => sum + count, 0);
  const busyKeys = TEXT.length - typed.keysByReady;
  return {
    ...figures,
    perKey: median(after.map(([, handling]) => handling)),
    components: rendered / after.length,
    ...(busyKeys > 0 ? { busyPerKey: typed.busyFromReady / busyKeys } : {}),
  };
}
