import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkFile } from '../check/runCheck.ts';
import { documentFile, FALLBACK_DOCUMENT } from '../vite/screenDocuments.ts';

/** One chunk as Vite's build manifest (`build.manifest: true`) lists it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const SCREEN_PREFIX = 'virtual:pages/screen/';

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and what it imports statically, transitively. */
export function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export const gzipSize = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const totalGzip = (distDir: string, files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(distDir, file), 0);

/** The scripts a document loads at once: its module script and its module preloads. */
export function documentScripts(distDir: string, file = FALLBACK_DOCUMENT): Set<string> {
  const html = readFileSync(join(distDir, file), 'utf8');
  const found = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)];
  return new Set(found.map((match) => match[1]!));
}

/** Each screen's route in the checked pages.yaml. */
export function pageRoutes(file = join(import.meta.dirname, '..', '..', 'pages.yaml')): Record<string, string> {
  const { compiled } = checkFile(file);
  if (!compiled) throw new Error(`${file} does not check`);
  return Object.fromEntries(compiled.shared.routes.map(({ screen, route }) => [screen, route]));
}

/**
 * Bytes gzip (level 9) of the JS a document loads at once (its module script and module preloads): by default the
 * generic one, which loads the entry and the drawing code every screen needs.
 */
export function documentBytes(distDir: string, document = FALLBACK_DOCUMENT): number {
  return totalGzip(distDir, documentScripts(distDir, document));
}

/**
 * The JS files each screen needs before it shows: what its document loads (the entry, the drawing code and the
 * kinds it preloads; a hash route's page has the generic document's), plus the screen's chunk and what it imports
 * (one chunk per language; the heaviest language counts).
 */
export function screenFiles(distDir: string, routes: Readonly<Record<string, string>> = pageRoutes()): Record<string, Set<string>> {
  const manifest = readManifest(distDir);
  const byScreen: Record<string, { files: Set<string>; bytes: number }> = {};
  for (const key of Object.keys(manifest)) {
    const src = manifest[key]!.src ?? key;
    if (!src.startsWith(SCREEN_PREFIX)) continue;
    const screen = src.slice(SCREEN_PREFIX.length).split('/').at(-1)!;
    const route = routes[screen];
    const own = route?.startsWith('/') ? documentFile(route) : FALLBACK_DOCUMENT;
    const document = existsSync(join(distDir, own)) ? own : FALLBACK_DOCUMENT;
    const files = closure(manifest, [key], documentScripts(distDir, document));
    const bytes = totalGzip(distDir, files);
    if (bytes > (byScreen[screen]?.bytes ?? -1)) byScreen[screen] = { files, bytes };
  }
  return Object.fromEntries(Object.entries(byScreen).map(([screen, { files }]) => [screen, files]));
}

/** First-load JS (gzip, level 9) of every screen: the bytes of its screenFiles. */
export function screenFirstLoad(distDir: string, routes: Readonly<Record<string, string>> = pageRoutes()): Record<string, number> {
  return Object.fromEntries(Object.entries(screenFiles(distDir, routes)).map(([screen, files]) => [screen, totalGzip(distDir, files)]));
}
