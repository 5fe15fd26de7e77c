import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildProject, ROOT } from '../tools/bench/build.ts';
import { screenFiles, screenFirstLoad } from '../tools/bench/firstLoad.ts';
import { compiledPages } from './support/compiledPages.ts';

interface Budget {
  default: number;
  withFields: number;
  screens: Record<string, number>;
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
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

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

test('a screen downloads the code of the kinds it uses, and the field form only when it has fields', async () => {
  const files = screenFiles(await build());
  const has = (screen: string, chunk: string) => [...files[screen]!].some((file) => file.startsWith(`assets/${chunk}-`));
  // Loan details has buttons, modals and the rating but no field; complaint next has a text area and the photo
  // upload but no widget; confirm counts down in its pop-up.
  expect(has('loanDetails', 'form')).toBe(false);
  expect(has('loanDetails', 'Rating')).toBe(true);
  expect(has('complaintNext', 'form')).toBe(true);
  expect(has('complaintNext', 'Rating')).toBe(false);
  expect(has('complaintNext', 'Countdown')).toBe(false);
  expect(has('loanConfirm', 'Countdown')).toBe(true);
  // Field kinds few screens with fields use travel on their own: confirm's one checkbox does not bring the upload.
  expect(has('loanConfirm', 'form')).toBe(true);
  expect(has('loanConfirm', 'Upload')).toBe(false);
  expect(has('complaintNext', 'Upload')).toBe(true);
  // The common chunk shares helpers with rarer kinds (the link check): they travel in it, so a screen without those
  // kinds loads neither their code nor a chunk of its own for each helper. A kind a quarter of the screens use (the
  // modal) travels in it too: a request less for those screens.
  expect(has('complaintEntry', 'Link')).toBe(true);
  expect(has('contact', 'Link')).toBe(false);
  expect([...files.complaintNext!].some((file) => /\/Modal-/.test(file))).toBe(false);
  const chunkNames = (screen: string) => [...files[screen]!].map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).sort();
  expect(chunkNames('aboutUs')).toEqual(['aboutUs', 'draw', 'index', 'parts', 'react', 'rolldown-runtime']);
}, 120_000);
