import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from '../../tools/harness/browser.ts';
import { variantOfPages } from '../../tools/harness/buildApp.ts';
import { type RunningStudio, startStudio } from '../../tools/harness/studioServer.ts';

export interface StudioUnderTest {
  studio: RunningStudio;
  browser: Browser;
  /** The copy of pages.yaml the studio edits, and its text before each test. */
  file: string;
  original: string;
  /** A new 1400x900 page on the studio, once it has read and checked the file. */
  open(): Promise<Page>;
}

/**
 * For a test file: a studio on its own copy of pages.yaml (named `name`) and a browser for all its tests, the copy
 * put back before each test.
 */
export function studioUnderTest(name: string): StudioUnderTest {
  const under = {} as StudioUnderTest;
  beforeAll(async () => {
    under.file = variantOfPages(name, (text) =>
      text.replace('# The loan pages, declared', `# The loan pages (a copy for ${name}), declared`),
    );
    under.original = readFileSync(under.file, 'utf8');
    under.studio = await startStudio(under.file);
    under.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await under.browser?.close();
    await under.studio?.close();
  });
  beforeEach(async () => {
    if (readFileSync(under.file, 'utf8') === under.original) return;
    // The dev server checks the file put back, then sends a reload; a page the test opens before then may get the last
    // test's version. Vite keeps that reload for the first page to connect (the phone's first screen), and the preview
    // opens a picked state again if that reload takes its place.
    const ws = under.studio.server.ws as unknown as { send: (...args: unknown[]) => void };
    const send = ws.send;
    const reloaded = new Promise<void>((resolve) => {
      ws.send = (...args: unknown[]) => {
        if ((args[0] as { type?: string } | undefined)?.type === 'full-reload') {
          ws.send = send;
          resolve();
        }
        send.apply(ws, args);
      };
    });
    writeFileSync(under.file, under.original);
    await reloaded;
  }, 60_000);
  under.open = async () => {
    const page = await under.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${under.studio.url}__studio`);
    await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor({ timeout: 60_000 });
    return page;
  };
  return under;
}
