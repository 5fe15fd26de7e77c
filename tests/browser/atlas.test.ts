import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { capture } from '../../tools/atlas/capture.ts';
import { comparePictures } from '../../tools/atlas/compare.ts';
import { languagesIn } from '../../tools/atlas/languagesIn.ts';
import { discover } from '../../tools/atlas/discover.ts';
import { startAppServer } from '../../tools/harness/appServer.ts';
import { launchBrowser } from '../../tools/harness/browser.ts';
import { builtApp } from './fixture.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { PAGES_FILE } from '../support/pages.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the screen atlas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pictures an unchanged page identically twice: clocks, countdowns, toasts and captchas are frozen', async () => {
    const compiled = compiledPages();
    const wanted = ['loanConfirm.P-POP.base.en', 'promoRegister.t1.sms0.es', 'complaintDetails.modal-thanks.es'];
    const shots = discover(compiled, languagesIn(PAGES_FILE), ['loanConfirm', 'promoRegister', 'complaintDetails']).shots.filter((s) =>
      wanted.includes(s.id),
    );
    expect(shots.map((s) => s.id).sort()).toEqual([...wanted].sort());
    const sandbox = await startSandbox({ port: 0, quiet: true });
    const server = await startAppServer(builtApp(), sandbox.url);
    const browser = await launchBrowser();
    try {
      for (const round of ['a', 'b']) {
        const memory = new Map<string, string>();
        for (const shot of shots) {
          const taken = await capture(
            browser,
            { url: server.url, sandbox: sandbox.url },
            shot,
            (id) => join(dir, `${round}.${id}.png`),
            memory,
          );
          expect(taken.failed, shot.id).toBeUndefined();
        }
      }
    } finally {
      await browser.close();
      await server.close();
      await sandbox.close();
    }
    const files = readdirSync(dir).filter((f) => f.startsWith('a.'));
    // The pop-up's confirmation also got its picture after the countdown (the amount re-quoted).
    expect(files).toContain('a.loanConfirm.P-POP.base.en.after.png');
    for (const file of files) {
      const result = comparePictures(readFileSync(join(dir, file)), readFileSync(join(dir, `b.${file.slice(2)}`)));
      expect(result.verdict, file).toBe('unchanged');
    }
  }, 90_000);

  it('npm run atlas -- --only writes a page with every picture labelled and linked', () => {
    const out = relative(ROOT, join(dir, 'page'));
    const run = spawnSync('npx', ['tsx', 'tools/scripts/atlas.ts', '--only', 'complaintList', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/atlas [1-6]\/6 complaintList · en · tab 2/);
    const html = readFileSync(join(ROOT, out, 'index.html'), 'utf8');
    const images = [...html.matchAll(/<img src="(img\/[^"]+)" alt="([^"]+)" loading="lazy"/g)];
    expect(images.map((m) => m[1])).toEqual(
      expect.arrayContaining([
        'img/complaintList.page.base.es.png',
        'img/complaintList.page.tab2.en.png',
        'img/complaintList.page.failed.es.png',
      ]),
    );
    for (const [, src] of images)
      expect(
        readFileSync(join(ROOT, out, src!))
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    expect(html).toContain('href="http://127.0.0.1:5173/complaintList?is-need-pop=1"');
    expect(html).toContain('<a href="#screen-complaintList">complaintList</a>');
    expect(html).not.toContain('Not pictured');
  }, 110_000);
});
