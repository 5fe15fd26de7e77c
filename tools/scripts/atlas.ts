// The screen atlas: every screen x language x sandbox state in one page, atlas/index.html.
// Usage: npm run atlas [-- --since <git ref> [--reached]] [--only screenA,screenB] [--out atlas]
// --reached pictures only the screens the change since <git ref> reaches; with --since the folder also gets
// changes.json, which npm run atlas:summary turns into the Markdown CI shows.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../harness/browser.ts';
import { checkFile } from '../check/runCheck.ts';
import { languagesIn } from '../atlas/languagesIn.ts';
import { capture, type Taken } from '../atlas/capture.ts';
import { comparePictures, pngSize } from '../atlas/compare.ts';
import { discover } from '../atlas/discover.ts';
import { enginePictures } from '../atlas/enginePictures.ts';
import { fieldStates, visitForFieldReports } from '../atlas/fieldVisits.ts';
import { renderAtlas, type Picture } from '../atlas/page.ts';
import type { Shot } from '../atlas/types.ts';
import { changedFiles } from '../atlas/changedFiles.ts';
import { reachedScreens } from '../atlas/reachedScreens.ts';
import type { AtlasChanges } from '../atlas/summary.ts';
import { checkoutRef, ROOT, startVersion } from '../atlas/version.ts';
import { mergedFieldReports, saveFieldReports } from '../field/fieldReportsFrom.ts';

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string', default: 'atlas' },
    lanes: { type: 'string', default: '2' },
    reached: { type: 'boolean', default: false },
  },
});
if (values.reached && !values.since) {
  console.error('--reached needs --since <git ref>: the screens are those the change since that version reaches.');
  process.exit(2);
}
const lanes = Math.max(1, Number(values.lanes));
const out = join(ROOT, values.out!);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const FIELD_REPORTS = 'field-reports.json';

const { lines, compiled, usage } = checkFile(join(ROOT, 'pages.yaml'));
if (!compiled) {
  console.error(`${lines.join('\n')}\npages.yaml has problems: fix them (npm run check) before taking the atlas.`);
  process.exit(1);
}
const beforeRoot = values.since ? checkoutRef(values.since) : undefined;
const reach = values.reached && beforeRoot ? reachedScreens(beforeRoot, ROOT, changedFiles(ROOT, values.since!)) : undefined;
if (reach) {
  const why = reach.every
    ? `every screen, ${reach.every.what}`
    : reach.screens.map((s) => `${s.id} (${s.why.map((r) => r.what).join(', ')})`).join(', ');
  console.log(`atlas: the change since ${values.since} reaches ${reach.screens.length ? why : 'no screen'}`);
}
const only = reach && !reach.every ? reach.screens.map((s) => s.id) : values.only?.split(',');
const plan = discover(compiled, languagesIn(join(ROOT, 'pages.yaml')), only);
console.log(
  `atlas: ${plan.shots.length} states of ${plan.screens.length} screens${values.since ? `, before (${values.since}) and after` : ''}`,
);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const writeChanges = (changes: AtlasChanges) => writeFileSync(join(out, 'changes.json'), `${JSON.stringify(changes, null, 2)}\n`);
if (reach && reach.screens.length === 0) {
  writeChanges({ since: values.since!, reach, screens: [], pictures: [] });
  if (beforeRoot) rmSync(beforeRoot, { recursive: true, force: true });
  process.exit(0);
}

/** Builds one version, pictures every state into `dir`, and stops it. */
async function pictureAll(label: string, root: string, dir: string, shots: Shot[]): Promise<Map<string, Taken>> {
  mkdirSync(join(out, dir), { recursive: true });
  console.log(`[${elapsed()}] ${label}: building for production…`);
  const dist = join(ROOT, '.tmp', 'atlas', `dist-${dir}-${process.pid}`);
  const version = await startVersion(root, dist, lanes);
  const browser = await launchBrowser();
  const memory = new Map<string, string>();
  const taken = new Map<string, Taken>();
  // Lanes take a screen in one language at a time, so its modal pictures come after its variants' (see capture);
  // biggest first, so no lane is left alone with a long screen at the end.
  const groups = new Map<string, Shot[]>();
  for (const shot of shots) groups.set(`${shot.screen}|${shot.lang}`, [...(groups.get(`${shot.screen}|${shot.lang}`) ?? []), shot]);
  const queue = [...groups.values()].sort((a, b) => b.length - a.length);
  let done = 0;
  const lane = async (served: (typeof version.lanes)[number]) => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const shot of group) {
        const t0 = Date.now();
        const result = await capture(browser, served, shot, (id) => join(out, dir, `${id}.png`), memory);
        taken.set(shot.id, result);
        const note = result.failed ? `  NOT REACHED: ${result.failed}` : result.extra.length ? `  (+${result.extra.length})` : '';
        console.log(
          `[${elapsed()}] ${label} ${++done}/${shots.length} ${shot.screen} · ${shot.lang} · ${shot.state} (${Date.now() - t0} ms)${note}`,
        );
      }
    }
  };
  try {
    await Promise.all(version.lanes.map(lane));
    if (dir === 'img') {
      // The pictured states opened again as borrowers open them, reporting as theirs do: kept for
      // `npm run field -- --from atlas/field-reports.json`.
      const states = fieldStates(shots);
      console.log(`[${elapsed()}] ${label}: ${states.length} states opened for their field reports…`);
      const missed = await Promise.all(
        version.lanes.map((served, i) =>
          visitForFieldReports(
            browser,
            served,
            states.filter((_, n) => n % lanes === i),
          ),
        ),
      );
      for (const line of missed.flat()) console.log(`  no field report: ${line}`);
      saveFieldReports(await mergedFieldReports(version.lanes.map((l) => l.sandbox)), join(out, FIELD_REPORTS));
    }
  } finally {
    await browser.close();
    await version.close();
    rmSync(dist, { recursive: true, force: true });
  }
  return taken;
}

const after = await pictureAll(values.since ? 'after' : 'atlas', ROOT, 'img', plan.shots);
/** The version `--since` names, planned from its own pages.yaml, checked by its own checker (its buttons may say something else). */
async function planBefore(root: string) {
  const own = (await import(pathToFileURL(join(root, 'tools/check/runCheck.ts')).href).catch(() => undefined)) as
    | { checkFile?: typeof checkFile }
    | undefined;
  const then = (own?.checkFile ?? checkFile)(join(root, 'pages.yaml')).compiled;
  if (!then) console.log(`atlas: pages.yaml of ${values.since} does not check; using today's states`);
  return then ? discover(then, languagesIn(join(root, 'pages.yaml')), only) : plan;
}
const beforePlan = beforeRoot ? await planBefore(beforeRoot) : undefined;
const before = beforeRoot && beforePlan ? await pictureAll('before', beforeRoot, 'before', beforePlan.shots) : undefined;
const read = (dir: string, id: string) => {
  try {
    return readFileSync(join(out, dir, `${id}.png`));
  } catch {
    return undefined;
  }
};
const pictures: Picture[] = [];
const add = (shot: Shot, id: string, state: string, taken: Taken | undefined, beforeTaken: Taken | undefined) => {
  const now = taken && !taken.failed ? read('img', id) : undefined;
  const then = before && beforeTaken && !beforeTaken.failed ? read('before', id) : undefined;
  const picture: Picture = {
    id,
    screen: shot.screen,
    lang: shot.lang,
    state,
    path: taken?.path ?? shot.path,
    how: shot.how,
    width: shot.width,
    errors: taken?.errors ?? [],
    ...(taken?.failed ? { failed: taken.failed } : {}),
    ...(now ? { file: `img/${id}.png`, size: pngSize(now) } : {}),
  };
  if (before) {
    const result = comparePictures(then, now);
    if (result.diff) {
      mkdirSync(join(out, 'diff'), { recursive: true });
      writeFileSync(join(out, 'diff', `${id}.png`), result.diff);
    }
    picture.compared = {
      verdict: result.verdict,
      pixels: result.pixels,
      ...(then ? { before: `before/${id}.png` } : {}),
      ...(result.diff ? { diff: `diff/${id}.png` } : {}),
    };
  }
  pictures.push(picture);
};
const known = new Set(plan.shots.map((s) => s.id));
const goneShots = (beforePlan?.shots ?? []).filter((s) => !known.has(s.id));
for (const shot of [...plan.shots, ...goneShots]) {
  const taken = after.get(shot.id);
  const then = before?.get(shot.id);
  add(shot, shot.id, shot.state, taken, then);
  const extras = new Map([...(taken?.extra ?? []), ...(then?.extra ?? [])].map((e) => [e.id, e.state]));
  for (const [id, state] of extras) add(shot, id, `${shot.state}: ${state}`, taken, then);
}
const screens = [...plan.screens, ...(beforePlan?.screens ?? []).filter((s) => !plan.screens.some((x) => x.id === s.id))];
// Beside Chromium's picture, the same state in WebKit and Firefox as the engine tests last took it.
const engines = enginePictures(out, known);
for (const picture of pictures) {
  const others = engines.get(picture.id);
  if (others) picture.engines = others;
}

if (beforeRoot) rmSync(beforeRoot, { recursive: true, force: true });
const seconds = Math.round((Date.now() - started) / 1000);
const page = join(out, 'index.html');
writeFileSync(
  page,
  renderAtlas({
    pictures,
    screens,
    unreached: plan.unreached,
    liveBase: 'http://127.0.0.1:5173/',
    // Where-used from the checker: every constant, copy text and document with the screens that use it.
    usage: usage.map(({ key, kind, line, screens: on, readBy }) => ({ key, kind, line, screens: on, readBy })),
    ...(values.since ? { since: values.since } : {}),
    generatedAt: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    seconds,
  }),
);
if (values.since) writeChanges({ since: values.since, ...(reach ? { reach } : {}), screens, pictures });
const count = (v: string) => pictures.filter((p) => p.compared?.verdict === v).length;
const failed = pictures.filter((p) => p.failed).length;
console.log(
  `atlas: ${pictures.filter((p) => p.file).length} pictures in ${seconds} s${failed ? `, ${failed} states not reached` : ''}${before ? `; ${count('changed')} changed, ${count('unchanged')} unchanged, ${count('new')} new, ${count('gone')} gone` : ''}`,
);
console.log(`open ${relative(process.cwd(), page) || page}`);
console.log(`field reports of the pictured pages: npm run field -- --from ${relative(process.cwd(), join(out, FIELD_REPORTS))}`);
