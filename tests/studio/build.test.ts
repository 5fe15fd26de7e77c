import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type PluginOption, type UserConfig } from 'vite';
import { afterAll, expect, it, vi } from 'vitest';

// The studio is development only: `npm run build` (vite build with vite.config.ts) must give what it gave
// without it, byte for byte, and carry nothing of it.
const ROOT = resolve(import.meta.dirname, '../..');
const out = (name: string) => join(ROOT, '.tmp', `studio-build-${name}-${process.pid}`);
afterAll(() => {
  for (const name of ['with', 'without']) rmSync(out(name), { recursive: true, force: true });
});

const named = (plugins: PluginOption[] | undefined): { name: string }[] =>
  (plugins ?? []).flat(Infinity as 1).filter((p): p is { name: string } => typeof p === 'object' && p !== null && 'name' in p);

/** A fresh copy of vite.config.ts (its plugins keep state between builds), optionally without the studio. */
async function projectConfig(studio: boolean): Promise<UserConfig> {
  vi.resetModules();
  const config = (await import('../../vite.config.ts')).default as UserConfig;
  return studio ? config : { ...config, plugins: named(config.plugins).filter((p) => p.name !== 'loan-pages-studio') as PluginOption[] };
}

async function buildInto(dir: string, config: UserConfig): Promise<Map<string, string>> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      ...config,
      root: ROOT,
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      build: { ...config.build, outDir: dir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full).toString('base64'));
    }
  };
  walk(dir);
  return files;
}

it('npm run build gives the same files with the studio as without it, and none of the studio', { timeout: 180_000 }, async () => {
  const withStudio = await projectConfig(true);
  expect(named(withStudio.plugins).map((p) => p.name)).toContain('loan-pages-studio');
  const built = await buildInto(out('with'), withStudio);
  const plain = await buildInto(out('without'), await projectConfig(false));
  expect([...built.keys()].sort()).toEqual([...plain.keys()].sort());
  for (const [file, content] of built) expect(content === plain.get(file), file).toBe(true);

  expect([...built.keys()].filter((f) => /studio|codemirror/i.test(f))).toEqual([]);
  const text = [...built.values()].map((b) => Buffer.from(b, 'base64').toString('latin1')).join('\n');
  const markers = ['__studio', 'cm-editor', 'codemirror', '@codemirror', 'Studio · pages.yaml', 'schemaCompletion', 'copy/edit'];
  expect(markers.filter((m) => text.includes(m))).toEqual([]);
});
