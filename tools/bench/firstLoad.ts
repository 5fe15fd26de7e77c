import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk as Vite's build manifest (`build.manifest: true`) lists it. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SCREEN_PREFIX = 'virtual:pages/screen/';

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and what it imports statically, transitively. */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

const gzipSize = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const totalGzip = (distDir: string, files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(distDir, file), 0);

/**
 * Bytes gzip (level 9) of an entry's JS and its static imports: the entry `entry` names (its manifest key, the
 * floor's `confirm/index.html`), else every entry.
 */
export function entryBytes(distDir: string, entry?: string): number {
  const manifest = readManifest(distDir);
  if (entry !== undefined && !manifest[entry]) throw new Error(`${distDir}: no entry ${entry} in the build manifest`);
  const entries = entry === undefined ? Object.keys(manifest).filter((k) => manifest[k]!.isEntry) : [entry];
  return totalGzip(distDir, closure(manifest, entries));
}

/**
 * The JS files each screen needs before it shows: the entry and its static imports, plus the screen's chunk and
 * what it imports (one chunk per language; the heaviest language counts).
 */
export function screenFiles(distDir: string): Record<string, Set<string>> {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const shared = closure(manifest, entries);
  const byScreen: Record<string, { files: Set<string>; bytes: number }> = {};
  for (const key of Object.keys(manifest)) {
    const src = manifest[key]!.src ?? key;
    if (!src.startsWith(SCREEN_PREFIX)) continue;
    const screen = src.slice(SCREEN_PREFIX.length).split('/').at(-1)!;
    const files = closure(manifest, [key], new Set(shared));
    const bytes = totalGzip(distDir, files);
    if (bytes > (byScreen[screen]?.bytes ?? -1)) byScreen[screen] = { files, bytes };
  }
  return Object.fromEntries(Object.entries(byScreen).map(([screen, { files }]) => [screen, files]));
}

/** First-load JS (gzip, level 9) of every screen: the bytes of its screenFiles. */
export function screenFirstLoad(distDir: string): Record<string, number> {
  return Object.fromEntries(Object.entries(screenFiles(distDir)).map(([screen, files]) => [screen, totalGzip(distDir, files)]));
}
