import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAppServer } from '../harness/appServer.ts';
import type { Served } from './capture.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** One version of the product, built for production and served `lanes` times, each beside its own sandbox. */
export interface RunningVersion {
  lanes: Served[];
  close(): Promise<void>;
}

type BuildApp = (outDir: string) => Promise<string>;
type StartSandbox = (options: { port: number; quiet: boolean }) => Promise<{ url: string; close(): Promise<void> }>;

/**
 * Builds and serves the tree at `root` with that tree's own build helper and sandbox, so a version from the past is
 * pictured with the seed and the code it had.
 */
export async function startVersion(root: string, outDir: string, lanes: number): Promise<RunningVersion> {
  const load = async <T>(file: string, name: string) => ((await import(pathToFileURL(join(root, file)).href)) as Record<string, T>)[name]!;
  // A version older than tools/harness/ kept its build helper beside the browser tests.
  const helper = existsSync(join(root, 'tools/harness/buildApp.ts')) ? 'tools/harness/buildApp.ts' : 'tests/browser/buildApp.ts';
  const buildApp = await load<BuildApp>(helper, 'buildApp');
  const startSandbox = await load<StartSandbox>('sandbox/server.ts', 'startSandbox');
  await buildApp(outDir);
  // A sandbox per lane: each picture resets the seed, so lanes working at once must not share state.
  const running = await Promise.all(
    Array.from({ length: lanes }, async () => {
      const sandbox = await startSandbox({ port: 0, quiet: true });
      const server = await startAppServer(outDir, sandbox.url);
      return {
        url: server.url,
        sandbox: sandbox.url,
        close: async () => {
          await server.close();
          await sandbox.close();
        },
      };
    }),
  );
  return {
    lanes: running.map(({ url, sandbox }) => ({ url, sandbox })),
    async close() {
      for (const lane of running) await lane.close();
    },
  };
}

/**
 * The tree of `ref` in `.tmp/atlas/<name>` (git archive: no new worktree to clean up), with this checkout's node_modules
 * and its generated files made.
 */
export function checkoutRef(ref: string, name = 'before'): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(ROOT, '.tmp', 'atlas', `${name}-${commit.slice(0, 12)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // git keeps no generated file: make that version's validator as its own `npm ci` would.
  if (!existsSync(join(dir, 'tools/check/generated/validatePages.js'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/scripts/emit-schema.ts'], { cwd: dir, stdio: 'ignore' });
  }
  return dir;
}

export { ROOT };
