import { type ValidationError, validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOWS = join(ROOT, '.github/workflows');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** What GitHub's workflow schema says is wrong with a workflow, one line each: where, and what. */
function problemsOf(text: string): string[] {
  const lines = (errors: ValidationError[]): string[] =>
    errors.flatMap((e) =>
      'states' in e && e.states?.length
        ? e.states.flatMap((s) => lines(s.errors))
        : [`${'location' in e && e.location ? `line ${e.location.line}` : 'path' in e ? e.path || '/' : '/'}: ${e.detail ?? e.title}`],
    );
  // The validator prints that it leaves path globs unchecked: a note about itself, not about the workflow.
  const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    return [...new Set(lines(validateWorkflow(text).errors))];
  } finally {
    quiet.mockRestore();
  }
}

interface Job {
  'runs-on': string;
  'timeout-minutes'?: number;
  container?: { image: string; options?: string };
  steps: { uses?: string; run?: string; with?: Record<string, string> }[];
}
interface Workflow {
  on: Record<string, { paths?: string[] } | null>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const ciRun = read('.ci/run');
const testScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const node = read('.nvmrc').trim().split('.')[0];

describe('the GitHub Actions workflows', () => {
  const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

  it('validate against GitHub’s workflow schema', () => {
    expect(files.sort()).toEqual(['atlas.yml', 'ci.yml']);
    for (const file of files) expect(problemsOf(read(`.github/workflows/${file}`)), file).toEqual([]);
  });

  it('fail the check on a mistake, naming where it is', () => {
    const ci = read('.github/workflows/ci.yml');
    const mistakes: [string, string, string][] = [
      [
        'runs-on: ubuntu-latest\n    timeout-minutes: 10',
        'run-on: ubuntu-latest\n    timeout-minutes: 10',
        "/jobs/check: Additional property 'run-on' is not allowed",
      ],
      ['timeout-minutes: 10', 'timeout-minutes: ten', '/jobs/check/timeout-minutes: The value must be number'],
      ['  pull_request:\n', '  pull-request:\n', "/on: Additional property 'pull-request' is not allowed"],
      ['      - run: npm run typecheck\n', '      - run: npm run typecheck\n        uses: actions/checkout@v7\n', '/jobs/check/steps/'],
      ['jobs:\n', 'jobs: [\n', 'line '],
    ];
    for (const [from, to, said] of mistakes) {
      const broken = ci.replace(from, to);
      expect(broken, from).not.toBe(ci);
      const problems = problemsOf(broken);
      expect(
        problems.some((p) => p.startsWith(said)),
        `${to}\n${problems.join('\n')}`,
      ).toBe(true);
    }
  });

  it('run the README’s tests as .ci/run does: in Debian 12 with Node 20, by .ci/run itself', () => {
    const test = workflow('ci.yml').jobs.test!;
    expect(test.container?.image).toBe(`node:${node}-bookworm`);
    expect(runs(test)).toEqual(['git config --global --add safe.directory "$GITHUB_WORKSPACE"', 'bash .ci/run']);
    expect(ciRun).toMatch(/^npm test\b/m);
    expect(test['timeout-minutes']).toBeLessThanOrEqual(90);
  });

  it('install as .ci/run installs, with npm’s cache keyed on the lock file', () => {
    for (const file of files) {
      for (const job of Object.values(workflow(file).jobs)) {
        for (const command of runs(job).filter((r) => /^npm (ci|install)\b/.test(r)))
          expect(ciRun, `${file}: ${command}`).toContain(command);
        const cache = job.steps.find((s) => s.uses?.startsWith('actions/cache@'));
        const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
        if (cache) expect(cache.with?.key).toContain("hashFiles('package-lock.json')");
        else
          expect(setup?.with).toMatchObject({ cache: 'npm', 'cache-dependency-path': 'package-lock.json', 'node-version-file': '.nvmrc' });
        if (job.container) expect(job.container.image).toBe(`node:${node}-bookworm`);
      }
    }
  });

  it('check fast on every push and pull request: part of npm test, problems marked at their lines', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toBeNull();
    expect(ci.on.pull_request).toBeNull();
    const commands = runs(ci.jobs.check!).filter((r) => r.startsWith('npm run '));
    expect(commands).toEqual(['npm run check -- --format github', 'npm run lint -- --reporter=github', 'npm run typecheck']);
    for (const command of commands) expect(testScript.test).toContain(command.split(' -- ')[0]);
  });

  it('picture the screens a pull request reaches when it changes pages.yaml or a document', () => {
    const atlas = workflow('atlas.yml');
    expect(atlas.on).toEqual({ pull_request: { paths: ['pages.yaml', 'content/**'] } });
    const commands = runs(atlas.jobs.atlas!);
    expect(commands).toContain('npm run atlas -- --since "$(git merge-base HEAD "$BASE")" --reached');
    expect(commands.find((c) => c.includes('atlas:summary'))).toMatch(/^npm run --silent atlas:summary -- .*>> "\$GITHUB_STEP_SUMMARY"$/);
    expect(Object.keys(testScript)).toEqual(expect.arrayContaining(['atlas', 'atlas:summary']));
    // Debian's Chromium, which the atlas drives, as .ci/run installs it.
    expect(commands.find((c) => c.includes('apt-get install'))).toMatch(/\bchromium\b/);
    expect(ciRun).toMatch(/missing\+=\(chromium\)/);
    const upload = atlas.jobs.atlas!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'atlas', path: 'atlas/' });
  });
});
