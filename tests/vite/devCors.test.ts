import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/harness/browser.ts';
import { type RunningStudio, startStudio } from '../../tools/harness/studioServer.ts';

// The dev server lets a page of another origin read only what the app's pages load: the sandboxed privacy frame
// (origin "null") needs the app's modules, and nothing else of the project may be read by another localhost page
// or a file opened from disk.
let dev: RunningStudio;
beforeAll(async () => {
  dev = await startStudio(resolve(import.meta.dirname, '../../pages.yaml'));
}, 120_000);
afterAll(() => dev?.close());

/** The CORS permission the dev server gives `origin` for `path`, if any. */
function permission(path: string, origin: string): Promise<string | undefined> {
  const { port } = new URL(dev.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { origin } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['access-control-allow-origin'] as string | undefined));
    });
    req.on('error', reject);
    req.end();
  });
}

it('gives another origin (another localhost port, a file from disk) nothing the pages do not load', async () => {
  for (const origin of ['null', 'http://localhost:3000', 'http://127.0.0.1:4173'])
    for (const path of [
      '/pages.yaml',
      '/package.json',
      '/src/main.ts?raw',
      '/renderer/index.ts?url',
      '/tools/check/check.ts',
      '/schemas/index.ts',
    ])
      expect(await permission(path, origin), `${origin} ${path}`).toBeUndefined();
});

it("gives this machine's pages and the privacy frame the modules the pages load, and no other site anything", async () => {
  for (const origin of ['null', 'http://localhost:3000'])
    for (const path of ['/src/main.ts', '/renderer/index.ts?t=1', '/@vite/client'])
      expect(await permission(path, origin), `${origin} ${path}`).toBe(origin);
  expect(await permission('/src/main.ts', 'https://evil.example')).toBeUndefined();
});

it('the official site draws the privacy notice in its sandboxed frame', { timeout: 60_000 }, async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(dev.url);
    // The frame loads lazily, once it comes near the screen.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-phase=ready]').waitFor();
    expect(await page.locator('iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await frame.locator('.r-document').count()).toBeGreaterThan(0);
  } finally {
    await browser.close();
  }
});
