import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { buildProject, ROOT } from '../tools/bench/build.ts';
import { buildFieldModules, fieldReportBytes } from '../tools/bench/fieldReportBytes.ts';
import { screenFiles, screenFirstLoad } from '../tools/bench/firstLoad.ts';
import { compiledPages } from './support/compiledPages.ts';

interface Budget {
  default: number;
  withFields: number;
  screens: Record<string, number>;
  fieldReports: { afterReady: number; total: number };
}

const budget = JSON.parse(readFileSync(join(ROOT, 'tools', 'bench', 'budget.json'), 'utf8')) as Budget;
// The screens with fields, as the build decides which screens import the form (tools/check/compile.ts).
const withFields = new Set(
  Object.entries(compiledPages().screens)
    .filter(([, byLanguage]) => Object.values(byLanguage)[0]!.parts.form)
    .map(([screen]) => screen),
);
const allowance = (screen: string) => budget.screens[screen] ?? (withFields.has(screen) ? budget.withFields : budget.default);
const outDir = join(ROOT, '.tmp', `dist-budget-${process.pid}`);
const fieldDir = join(ROOT, '.tmp', `dist-budget-field-${process.pid}`);
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(fieldDir, { recursive: true, force: true });
});

let built: Promise<string> | undefined;
const build = () => {
  built ??= buildProject(outDir);
  return built;
};

// Bytes are deterministic: the same sources build the same chunks, so this cannot flake.
test('no screen downloads more JS on first load than tools/bench/budget.json allows', async () => {
  const sizes = screenFirstLoad(await build());
  expect(Object.keys(sizes).length).toBeGreaterThan(10);
  const over = Object.entries(sizes)
    .map(([screen, bytes]) => ({ screen, kib: Math.round((bytes / 1024) * 100) / 100, budget: allowance(screen) }))
    .filter((s) => s.kib > s.budget);
  expect(over).toEqual([]);
}, 120_000);

// Measured in the app's build once the boot starts field reports, else in a build of the field modules alone.
test('field reports cost a page at most 3 KiB gzip once its screen is ready and 8 KiB in all, as budget.json allows', async () => {
  const bytes = fieldReportBytes(await buildFieldModules(fieldDir), await build());
  const kib = (n: number) => Math.round((n / 1024) * 100) / 100;
  expect(bytes.afterReady).toBeGreaterThan(1000);
  expect(bytes.timings).toBeGreaterThan(1000);
  const measured = `${JSON.stringify(bytes)} bytes`;
  expect(kib(bytes.afterReady), measured).toBeLessThanOrEqual(budget.fieldReports.afterReady);
  expect(kib(bytes.boot + bytes.afterReady + bytes.timings), measured).toBeLessThanOrEqual(budget.fieldReports.total);
}, 120_000);

test('the screens named in the budget exist, so an allowance cannot outlive its screen', async () => {
  const pages = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
  for (const screen of Object.keys(budget.screens)) expect(pages).toMatch(new RegExp(`^  ${screen}:`, 'm'));
});

test('react-hook-form loads on the screens with fields and on no other', async () => {
  const dir = await build();
  // react-hook-form names its contexts for React's developer tools; the names survive minification.
  const hasForm = (file: string) => readFileSync(join(dir, file), 'utf8').includes('HookFormControlContext');
  const loading = Object.entries(screenFiles(dir))
    .filter(([, files]) => [...files].some(hasForm))
    .map(([screen]) => screen)
    .sort();
  expect(withFields.size).toBeGreaterThan(3);
  expect(loading).toEqual([...withFields].sort());
}, 120_000);

// About ten TCP segments: what a server sends in its first round trip, before the phone's first acknowledgement.
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

test("every route's document, drawn in each language, arrives in the first round trip (compressed as nginx sends it)", async () => {
  const dir = await build();
  const documents = compiledPages()
    .shared.routes.filter(({ route }) => route.startsWith('/'))
    .flatMap(({ screen, route }) =>
      Object.keys(compiledPages().screens[screen]!).map((language) => join(dir, route, `index.${language}.html`)),
    );
  expect(documents.length).toBeGreaterThan(30);
  const over = documents
    .map((file) => ({ file, bytes: gzipSync(readFileSync(file), { level: 9 }).length }))
    .filter(({ bytes }) => bytes > FIRST_ROUND_TRIP_BYTES);
  expect(over).toEqual([]);
}, 120_000);

test('a screen downloads the code of the kinds it uses, and the field form only when it has fields', async () => {
  const files = screenFiles(await build());
  const has = (screen: string, chunk: string) => [...files[screen]!].some((file) => file.startsWith(`assets/${chunk}-`));
  // Loan details has buttons, modals and the rating but no field; complaint next has a text area and the photo
  // upload but no widget.
  expect(has('loanDetails', 'form')).toBe(false);
  expect(has('loanDetails', 'Rating')).toBe(true);
  expect(has('complaintNext', 'form')).toBe(true);
  expect(has('complaintNext', 'Rating')).toBe(false);
  expect(has('complaintNext', 'Countdown')).toBe(false);
  // Field kinds few screens with fields use travel on their own: confirm's one checkbox does not bring the upload.
  expect(has('loanConfirm', 'form')).toBe(true);
  expect(has('loanConfirm', 'Upload')).toBe(false);
  expect(has('complaintNext', 'Upload')).toBe(true);
  // A kind three screens with actions use travels in the common chunk with the actions (the modal, the link, the
  // rows, the countdown of confirm's pop-up): a request less for each of them, so loan confirmation loads no chunk
  // of a kind of its own. The rating, which two use, does not.
  const chunkNames = (screen: string) => [...files[screen]!].map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).sort();
  expect(chunkNames('loanConfirm')).toEqual(['draw', 'form', 'index', 'loanConfirm', 'parts', 'react', 'rolldown-runtime']);
  expect([...files.complaintNext!].some((file) => /\/(Modal|Link|Rows|Countdown)-/.test(file))).toBe(false);
  expect(chunkNames('aboutUs')).toEqual(['aboutUs', 'draw', 'index', 'parts', 'react', 'rolldown-runtime']);
  // A screen without actions loads no common chunk for others' kinds.
  expect(chunkNames('aboutBlank')).toEqual(['aboutBlank', 'draw', 'index', 'react', 'rolldown-runtime']);
}, 120_000);
