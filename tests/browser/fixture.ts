import type { Browser, Page } from 'playwright-core';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { type FileFaults, startAppServer } from '../../tools/harness/appServer.ts';
import { launchBrowser, phonePage } from '../../tools/harness/browser.ts';
import { LANG_PARAM, LANG_VALUE, type Lang } from '../support/language.ts';
import { recordToasts } from './toasts.ts';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/** One request the sandbox received, as its control API lists it. */
export interface SeenRequest {
  method: string;
  path: string;
  route?: string;
  decodedPath?: string;
  query: Record<string, string>;
  body: Record<string, string>;
  headers: Record<string, string>;
}

/** The built app served next to its own sandbox API, with the sandbox's control API. */
export interface ServedApp {
  url: string;
  /** The sandbox API itself, for its control API (`${sandbox}/__sandbox/sms`). */
  sandbox: string;
  requests(path?: string): Promise<SeenRequest[]>;
  scenario(body: unknown): Promise<void>;
  /** Faults on the app's own files (its chunks), for browsers that cannot intercept requests. */
  faults: FileFaults;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The served app and a Chromium to use it with. */
export interface App extends ServedApp {
  browser: Browser;
  /** Opens `path` on a fresh phone-sized page; `lang` sets the language parameter (tests/support/language.ts). */
  open(path: string, options?: OpenOptions): Promise<{ page: Page; errors: string[] }>;
}

export interface OpenOptions {
  lang?: Lang;
  width?: number;
  height?: number;
  /** Install Playwright's clock, paused at the start, so timers run only when the test advances time. */
  pausedClock?: boolean;
  /** Runs on the new page before it loads the app, e.g. to add an init script that plays the native shell. */
  beforeLoad?: (page: Page) => Promise<unknown>;
  /** Returns as soon as the document starts to arrive, not once it has loaded (a test that holds the page's code). */
  waitUntil?: 'commit' | 'load';
}

const START = new Date('2026-11-20T10:00:00Z').getTime();

/** The production build the vitest globalSetup made for this run. */
export function builtApp(): string {
  return inject('buildDir');
}

/** Serves `distDir` beside a sandbox of its own, both on free ports; `headScript` as startAppServer takes it. */
export async function serveApp(distDir = builtApp(), options: { headScript?: string } = {}): Promise<ServedApp> {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const server = await startAppServer(distDir, sandbox.url, options);
  const control = (path: string, body?: unknown) => sandboxControl(sandbox.url, path, body);
  return {
    url: server.url,
    sandbox: sandbox.url,
    faults: server.faults,
    async requests(path) {
      const list = (await control(`/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)) as
        | SeenRequest[]
        | { requests: SeenRequest[] };
      return Array.isArray(list) ? list : list.requests;
    },
    async scenario(body) {
      await control('/scenario', body);
    },
    async reset() {
      server.faults.clear();
      await control('/reset', {});
    },
    async close() {
      await server.close();
      await sandbox.close();
    },
  };
}

export async function startApp(distDir = builtApp()): Promise<App> {
  const served = await serveApp(distDir);
  const browser = await launchBrowser();
  const pages: { close(): Promise<void> }[] = [];
  return {
    ...served,
    browser,
    async open(path, options = {}) {
      const { context, page, errors } = await phonePage(browser, options);
      pages.push(context);
      if (options.pausedClock) {
        // The installed clock runs until paused, and pausing behind it throws: install a minute early, so a busy
        // machine's delay between the two calls cannot overtake the pause and the page still sees the same time.
        await page.clock.install({ time: START - 60_000 });
        await page.clock.pauseAt(START + 1000);
      }
      await recordToasts(page);
      if (options.beforeLoad) await options.beforeLoad(page);
      const url = new URL(path, served.url);
      if (options.lang) url.searchParams.set(LANG_PARAM, LANG_VALUE[options.lang]);
      await page.goto(url.href, { waitUntil: options.waitUntil ?? 'load' });
      return { page, errors };
    },
    async close() {
      for (const context of pages) await context.close().catch(() => undefined);
      await browser.close();
      await served.close();
    },
  };
}

/**
 * The app for one test file: started before its tests, closed after them and, unless `reset` is false, the sandbox
 * reset before each test. The handle is filled in when the app has started, so use it inside tests and hooks.
 */
export function startAppForFile(options: { reset?: boolean } = {}): App {
  const app = {} as App;
  beforeAll(async () => {
    Object.assign(app, await startApp());
  });
  afterAll(async () => {
    await app.close?.();
  });
  if (options.reset !== false)
    beforeEach(async () => {
      await app.reset();
    });
  return app;
}
