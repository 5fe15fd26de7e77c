import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_SHOTS } from '../../tools/atlas/enginePictures.ts';
import type { ServedApp } from '../browser/fixture.ts';
import { LANG_PARAM, LANG_VALUE, type Lang } from '../support/language.ts';
import type { ActionSource, EngineSession } from './EngineSession.ts';

type Point = { x: number; y: number };

/**
 * What the engine tests do on a page, written once for every engine: open a path, wait for a condition, tap and
 * drag with a finger, type, and read what the page recorded. Conditions run in the page, so they are plain
 * functions of their JSON arguments.
 */
export class EnginePage {
  constructor(
    readonly session: EngineSession,
    readonly app: ServedApp,
  ) {}

  /** Opens `path` of the served app, in `lang` when given (its language parameter, as the Chromium tests do). */
  async open(path: string, lang?: Lang): Promise<void> {
    const url = new URL(path, this.app.url);
    if (lang) url.searchParams.set(LANG_PARAM, LANG_VALUE[lang]);
    await this.session.goto(url.href);
  }

  /**
   * Opens `path` as open does, without waiting for the page to load: WebDriver's navigation waits for the load
   * event, which a file that never arrives holds back for ever.
   */
  async openUnloaded(path: string, lang?: Lang): Promise<void> {
    const url = new URL(path, this.app.url);
    if (lang) url.searchParams.set(LANG_PARAM, LANG_VALUE[lang]);
    await this.run((href: string) => window.location.assign(href), url.href);
    await this.waitFor('the page to be opened', (href: string) => window.location.href === href, url.href);
  }

  /** Runs `fn` in the page with `args` and gives back its (JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.session.run<T>(fn.toString(), args);
  }

  /**
   * Waits until `fn` answers something truthy in the page, and gives it back. Fails saying `what` was awaited after
   * 15 s, or at once when the page has thrown an uncaught error: what follows one is not worth waiting for.
   */
  waitFor<T, A extends unknown[]>(what: string, fn: (...args: A) => T, ...args: A): Promise<NonNullable<T>> {
    return this.waitWithin(15_000, what, fn, ...args);
  }

  /** waitFor, for a condition the page itself reaches only after a timeout of its own: waits up to `ms`. */
  async waitWithin<T, A extends unknown[]>(ms: number, what: string, fn: (...args: A) => T, ...args: A): Promise<NonNullable<T>> {
    const check = `async (...args) => ({
      value: await (${fn.toString()})(...args),
      thrown: (window.__errors ?? []).filter((e) => !e.startsWith('console.error')),
    })`;
    const deadline = Date.now() + ms;
    let last: unknown;
    while (Date.now() < deadline) {
      try {
        const { value, thrown } = await this.session.run<{ value: T; thrown: string[] }>(check, args);
        if (value) return value as NonNullable<T>;
        if (thrown.length > 0) throw new PageError(`${this.session.id}: ${what} never came; the page threw: ${thrown.join(' | ')}`);
      } catch (error) {
        if (error instanceof PageError) throw error;
        // A navigation in flight destroys the page the check ran in; the next round reads the new one.
        last = error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const errors = await this.errors().catch(() => []);
    throw new Error(
      `${this.session.id}: waited ${ms / 1000} s for ${what}${last ? ` (last: ${(last as Error).message})` : ''}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`,
    );
  }

  /** Waits for the screen to have drawn its content. */
  ready(screen: string): Promise<boolean> {
    return this.waitFor(
      `screen ${screen} to be ready`,
      (id: string) => Boolean(document.querySelector(`[data-screen="${id}"][data-phase=ready]`)),
      screen,
    );
  }

  /**
   * Where the centre of the first visible element matching `selector` is, scrolled into view: one containing
   * `text` when given, and inside the list item (a card) that contains `card` when given.
   */
  async centreOf(selector: string, text?: string, card?: string): Promise<Point> {
    return this.waitFor(
      `${selector}${text ? ` with "${text}"` : ''}${card ? ` in the card of "${card}"` : ''} on screen`,
      (sel: string, txt: string | null, within: string | null) => {
        const element = [...document.querySelectorAll<HTMLElement>(sel)].find(
          (el) =>
            el.getClientRects().length > 0 &&
            (txt === null || (el.textContent ?? '').includes(txt)) &&
            (within === null || (el.closest('.r-list-item')?.textContent ?? '').includes(within)),
        );
        if (!element) return null;
        element.scrollIntoView({ block: 'center', inline: 'center' });
        const rect = element.getBoundingClientRect();
        return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
      },
      selector,
      text ?? null,
      card ?? null,
    );
  }

  /** A finger's tap on the element (WebKitGTK's driver delivers it as a mouse click, its only pointer). */
  async tap(selector: string, text?: string, card?: string): Promise<void> {
    const { x, y } = await this.centreOf(selector, text, card);
    await this.touch([{ x, y }]);
  }

  /** A finger down at the first point, moved through the others, and lifted. */
  async touch(points: Point[]): Promise<void> {
    const [first, ...rest] = points;
    await this.session.perform([
      {
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', x: first!.x, y: first!.y, origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          ...rest.map((p) => ({ type: 'pointerMove' as const, x: p.x, y: p.y, duration: 30, origin: 'viewport' as const })),
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** Types `text` into whatever has focus, one key per character as a person sees it (an emoji is one key). */
  async type(text: string): Promise<void> {
    const keys = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
    const source: ActionSource = {
      type: 'key',
      id: 'keyboard',
      actions: keys.flatMap((value) => [
        { type: 'keyDown' as const, value },
        { type: 'keyUp' as const, value },
      ]),
    };
    await this.session.perform([source]);
  }

  /** What the page recorded as uncaught errors, unhandled rejections and console errors since it loaded. */
  errors(): Promise<string[]> {
    return this.run(() => window.__errors ?? ['the error recorder did not run']);
  }

  /** Waits for images and fonts, then keeps a screenshot as `<id>.png` for the atlas. */
  async picture(id: string): Promise<void> {
    await this.waitFor('images and fonts', async () => {
      await document.fonts.ready;
      if (![...document.images].every((img) => img.complete)) return false;
      // Loaded is not yet painted: WebKit decodes (decoding=async) and draws a frame or two later.
      await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      return true;
    });
    const dir = join(ENGINE_SHOTS, this.session.id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${id}.png`), await this.session.screenshot());
  }
}

/** The page threw while a test waited on it. */
class PageError extends Error {}
