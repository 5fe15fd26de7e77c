import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The emitted schema as the YAML language server (VS Code's Red Hat extension) reads it: every probe of
 * tools/scripts/lsp-probes.ts must get the hover text or completions it expects on the real pages.yaml. Times are not
 * asserted here (see `npm run lsp-timing` and docs/measurements.md); what is asserted is that a faster shape
 * did not cost the editor its answers.
 */
describe('pages.schema.json in the YAML language server', () => {
  it('answers every hover and completion probe with what it should say', { timeout: 600_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/lsp-timing.ts', '--samples', '1'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 590_000,
    });
    expect(
      run.stdout.split('\n').filter((line) => line.includes('MISSING')),
      run.stderr,
    ).toEqual([]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });
});
