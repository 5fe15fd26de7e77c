// The screen atlas: every screen x language x sandbox state in one page, atlas/index.html.
// Usage: npm run atlas [-- --since <git ref>] [--only screenA,screenB] [--out atlas]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../tests/browser/browser.ts';
import { checkFile } from '../tools/check/runCheck.ts';
import { capture, type Taken } from '../tools/atlas/capture.ts';
import { comparePictures, pngSize } from '../tools/atlas/compare.ts';
import { discover } from '../tools/atlas/discover.ts';
import { renderAtlas, type Picture } from '../tools/atlas/page.ts';
import type { Shot } from '../tools/atlas/types.ts';
import { checkoutRef, ROOT, startVersion } from '../tools/atlas/version.ts';

const { values } = parseArgs({ options: {
  since: { type: 'string' }, only: { type: 'string' }, out: { type: 'string', default: 'atlas' }, lanes: { type: 'string', default: '2' },
} });
const lanes = Math.max(1, Number(values.lanes));
const out = join(ROOT, values.out!);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const { lines, compiled } = checkFile(join(ROOT, 'pages.yaml'));
if (!compiled) {
  console.error(`${lines.join('\n')}\npages.yaml has problems: fix them (npm run check) before taking the atlas.`);
  process.exit(1);
}
const plan = discover(compiled, values.only?.split(','));
console.log(`atlas: ${plan.shots.length} states of ${plan.screens.length} screens${values.since ? `, before (${values.since}) and after` : ''}`);
rmSync(out, { recursive: true, force: true });

/** Builds one version, pictures every state into `dir`, and stops it. */
async function pictureAll(label: string, root: string, dir: string): Promise<Map<string, Taken>> {
  mkdirSync(join(out, dir), { recursive: true });
  console.log(`[${elapsed()}] ${label}: building for production…`);
  const version = await startVersion(root, join(ROOT, '.tmp', 'atlas', `dist-${dir}`), lanes);
  const browser = await launchBrowser();
  const memory = new Map<string, string>();
  const taken = new Map<string, Taken>();
  // Lanes take whole screens from one queue, so a screen's modal pictures come after its variants' (see capture).
  const queue = plan.screens.map((s) => plan.shots.filter((shot) => shot.screen === s.id));
  let done = 0;
  const lane = async (served: (typeof version.lanes)[number]) => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const shot of group) {
        const t0 = Date.now();
        const result = await capture(browser, served, shot, (id) => join(out, dir, `${id}.png`), memory);
        taken.set(shot.id, result);
        const note = result.failed ? `  NOT REACHED: ${result.failed}` : result.extra.length ? `  (+${result.extra.length})` : '';
        console.log(`[${elapsed()}] ${label} ${++done}/${plan.shots.length} ${shot.screen} · ${shot.lang} · ${shot.state} (${Date.now() - t0} ms)${note}`);
      }
    }
  };
  try {
    await Promise.all(version.lanes.map(lane));
  } finally {
    await browser.close();
    await version.close();
  }
  return taken;
}

const after = await pictureAll(values.since ? 'after' : 'atlas', ROOT, 'img');
const before = values.since ? await pictureAll('before', checkoutRef(values.since), 'before') : undefined;

const read = (dir: string, id: string) => { try { return readFileSync(join(out, dir, `${id}.png`)); } catch { return undefined; } };
const pictures: Picture[] = [];
const add = (shot: Shot, id: string, state: string, taken: Taken | undefined, beforeTaken: Taken | undefined) => {
  const now = taken && !taken.failed ? read('img', id) : undefined;
  const then = before && beforeTaken && !beforeTaken.failed ? read('before', id) : undefined;
  const picture: Picture = {
    id, screen: shot.screen, lang: shot.lang, state, path: taken?.path ?? shot.path, how: shot.how, width: shot.width,
    errors: taken?.errors ?? [], ...(taken?.failed ? { failed: taken.failed } : {}),
    ...(now ? { file: `img/${id}.png`, size: pngSize(now) } : {}),
  };
  if (before) {
    const result = comparePictures(then, now);
    if (result.diff) {
      mkdirSync(join(out, 'diff'), { recursive: true });
      writeFileSync(join(out, 'diff', `${id}.png`), result.diff);
    }
    picture.compared = { verdict: result.verdict, pixels: result.pixels, ...(then ? { before: `before/${id}.png` } : {}), ...(result.diff ? { diff: `diff/${id}.png` } : {}) };
  }
  pictures.push(picture);
};
for (const shot of plan.shots) {
  const taken = after.get(shot.id);
  const then = before?.get(shot.id);
  add(shot, shot.id, shot.state, taken, then);
  const extras = new Map([...(taken?.extra ?? []), ...(then?.extra ?? [])].map((e) => [e.id, e.state]));
  for (const [id, state] of extras) add(shot, id, `${shot.state}: ${state}`, taken, then);
}

const seconds = Math.round((Date.now() - started) / 1000);
const page = join(out, 'index.html');
writeFileSync(page, renderAtlas({
  pictures, screens: plan.screens, unreached: plan.unreached, liveBase: 'http://127.0.0.1:5173/',
  ...(values.since ? { since: values.since } : {}), generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', seconds,
}));
const count = (v: string) => pictures.filter((p) => p.compared?.verdict === v).length;
const failed = pictures.filter((p) => p.failed).length;
console.log(`atlas: ${pictures.filter((p) => p.file).length} pictures in ${seconds} s${failed ? `, ${failed} states not reached` : ''}${before ? `; ${count('changed')} changed, ${count('unchanged')} unchanged, ${count('new')} new, ${count('gone')} gone` : ''}`);
console.log(`open ${relative(process.cwd(), page) || page}`);
