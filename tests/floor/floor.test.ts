import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { buildTarget, floorBrowsers } from '../../tools/floor/browserFloor.ts';
import { checkBuild } from '../../tools/floor/checkBuild.ts';
import { formatFloorProblem } from '../../tools/floor/FloorProblem.ts';

test('the floor covers Chrome 93 webviews and iOS 15.4, and the build targets its oldest versions', () => {
  const browsers = floorBrowsers();
  expect(browsers).toEqual(expect.arrayContaining(['chrome 93', 'ios_saf 15.4', 'safari 15.4']));
  expect(browsers.some((b) => b.startsWith('firefox '))).toBe(true);
  expect(buildTarget()).toEqual(expect.arrayContaining(['chrome93', 'ios15.4', 'safari15.4']));
});

test('the production build uses no syntax, API or CSS that a browser of the floor lacks', async () => {
  // The vitest globalSetup built this from the real pages.yaml.
  const problems = await checkBuild(inject('buildDir'));
  expect(problems.map(formatFloorProblem)).toEqual([]);
}, 120_000);

describe('the floor check finds what the floor lacks', () => {
  const dir = join(import.meta.dirname, '../../.tmp', `floor-probe-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The problems of a build made of these asset files. */
  async function problemsOf(files: Record<string, string>): Promise<string[]> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'entry.js'), 'export const ok = 1;\n');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
    return (await checkBuild(dir)).map(formatFloorProblem);
  }

  test('syntax and built-ins: a class static block, findLast on any list', async () => {
    const problems = await problemsOf({
      'a.js': 'export class A { static { this.n = 1; } }\nexport const last = (list) => list.findLast(Boolean);\n',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^assets\/a\.js: ClassStaticBlocks needs chrome 94 \(floor 93\), safari_ios 16\.4 \(floor 15\.4\)/),
      expect.stringMatching(/^assets\/a\.js: ArrayFindLast needs chrome 97 \(floor 93\)/),
    ]);
  }, 60_000);

  test('web APIs: structuredClone and scheduler.postTask, with their line', async () => {
    const problems = await problemsOf({ 'b.js': 'export const copy = structuredClone({});\nscheduler.postTask(() => {});\n' });
    expect(problems).toEqual([
      expect.stringMatching(/^assets\/b\.js:1:\d+: structuredClone is not supported in .*Chrome 93/),
      expect.stringMatching(/^assets\/b\.js:2:\d+: Scheduler\.postTask\(\) is not supported in Safari 15\.4, iOS Safari 15\.4, .*/),
    ]);
  }, 60_000);

  test('CSS: :has() in a rule phones read, but not the cursor a phone has no use for', async () => {
    const problems = await problemsOf({ 'c.css': '.tag:has(>*){color:red}.tap{cursor:grab}\n' });
    expect(problems).toEqual([expect.stringMatching(/^assets\/c\.css:1:1: .*\(css-has\) is not supported by chrome 93,.*104/)]);
  }, 60_000);

  test('an API read only where it exists is allowed', async () => {
    expect(await problemsOf({ 'd.js': 'export const speed = navigator.connection && navigator.connection.downlink;\n' })).toEqual([]);
  }, 60_000);
});
