import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { appConfig } from '../../vite.config.ts';
import { productionBuild } from '../../tools/harness/buildApp.ts';

// The studio is development only: `npm run build` (vite build with vite.config.ts) must give what it gave
// without it, byte for byte, and carry nothing of it.
const ROOT = resolve(import.meta.dirname, '../..');
const out = (name: string) => join(ROOT, '.tmp', `studio-build-${name}-${process.pid}`);
afterAll(() => {
  for (const name of ['with', 'without']) rmSync(out(name), { recursive: true, force: true });
});

const named = (plugins: PluginOption[] | undefined): { name: string }[] =>
  (plugins ?? []).flat(Infinity as 1).filter((p): p is { name: string } => typeof p === 'object' && p !== null && 'name' in p);

/** vite.config.ts's config (fresh plugins each time: they keep state between builds), optionally without the studio. */
function projectConfig(studio: boolean): UserConfig {
  const config = appConfig();
  return studio ? config : { ...config, plugins: named(config.plugins).filter((p) => p.name !== 'loan-pages-studio') as PluginOption[] };
}

async function buildInto(dir: string, config: UserConfig): Promise<Map<string, string>> {
  await productionBuild({ ...config, configFile: false, build: { ...config.build, outDir: dir, emptyOutDir: true } });
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, name);
    if (statSync(full).isFile()) files.set(relative(dir, full), readFileSync(full).toString('base64'));
  }
  return files;
}

it('npm run build gives the same files with the studio as without it, and none of the studio', { timeout: 180_000 }, async () => {
  const withStudio = projectConfig(true);
  expect(named(withStudio.plugins).map((p) => p.name)).toContain('loan-pages-studio');
  const built = await buildInto(out('with'), withStudio);
  const plain = await buildInto(out('without'), projectConfig(false));
  expect([...built.keys()].sort()).toEqual([...plain.keys()].sort());
  for (const [file, content] of built) expect(content === plain.get(file), file).toBe(true);

  expect([...built.keys()].filter((f) => /studio|codemirror/i.test(f))).toEqual([]);
  const text = [...built.values()].map((b) => Buffer.from(b, 'base64').toString('latin1')).join('\n');
  // The last is dom-accessibility-api's own words, which the studio's step runner loads.
  const markers = [
    '__studio',
    'cm-editor',
    'codemirror',
    '@codemirror',
    'Studio · pages.yaml',
    'schemaCompletion',
    'copy/edit',
    'needs to have an associated window',
  ];
  expect(markers.filter((m) => text.includes(m))).toEqual([]);
});
