import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { type Connect, defaultAllowedOrigins, type Plugin } from 'vite';
import { isLoopback } from '../isLoopback.ts';

/** What the network gets for a request: the app's page, the request as it is, or a refusal. */
export type NetworkAnswer = 'page' | 'pass' | 'refuse';

/** A path as the app's own URLs spell it: segments of plain characters, none starting with a dot, no % escapes. */
const PLAIN_PATH = /^(\/[\w\-:@~+,=][\w.\-:@~+,=]*)*\/?$/;
/** The product API the app calls (the sandbox behind the dev server's proxy). */
const API = /^\/evolved\//;
/** What the dev server hands the app's pages besides their own code: Vite's client and React's refresh. */
const TOOLING = new Set(['/@vite/client', '/@react-refresh', '/node_modules/vite/dist/client/env.mjs']);
/** The packages the app imports, bundled by Vite into one folder: its cache's `deps/` (by default, as here). */
const DEPENDENCIES = dependenciesIn('node_modules/.vite');

/** The URLs of the bundled packages when Vite's cache is the folder `cacheDir` (relative to the project root). */
export function dependenciesIn(cacheDir: string): RegExp {
  return new RegExp(`^/${cacheDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/deps/[\\w-]+\\.js$`);
}
/** The compiled pages.yaml, as tools/vite/pagesPlugin.ts names its modules. */
const COMPILED = /^\/@id\/__x00__virtual:pages(\/screens|\/field-reports|\/theme\.css|\/(screen|document)\/[\w-]+\/[\w-]+)?$/;
/** The app's own code: the product and the engine (tools, tests, the sandbox and schemas are not loaded by pages). */
const CODE = /^\/(src|renderer)\/.+\.(tsx?|css)$/;
/** What the dev server adds to the URLs the pages load: cache stamps, and how an asset or a style sheet is imported. */
const PAGE_QUERY = new Set(['t', 'v', 'import', 'direct']);

/**
 * Whether the app's pages load `url` in the dev server: Vite's client, the packages, the compiled pages.yaml, the
 * product's and the engine's code, and `isPageFile`'s (the pictures, and a module the app's code imports from
 * elsewhere, such as a list of the schema's). Only the queries the dev server itself adds: `?raw`, `?url` or
 * `?inline` would hand out a source as text.
 */
export function loadedByPages(url: string, isPageFile: (path: string) => boolean, dependencies = DEPENDENCIES): boolean {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (dependencies.test(path)) return true;
  if (!PLAIN_PATH.test(path)) return false;
  if ([...new URLSearchParams(at < 0 ? '' : url.slice(at + 1)).keys()].some((key) => !PAGE_QUERY.has(key))) return false;
  return TOOLING.has(path) || COMPILED.test(path) || CODE.test(path) || isPageFile(path);
}

/**
 * What a request from another machine gets under `npm start -- --host`: only what the app's pages load
 * (loadedByPages: the page itself, their modules and pictures, Vite's client) and the
 * product API under /evolved, any method. Anything else is refused, whatever its spelling: a path with a dot
 * segment, a % escape or a backslash is never one the app wrote. A page is any other path without a file
 * extension (none under /@, /__ or node_modules), and is always answered with index.html: Vite would otherwise
 * resolve /package or /tools/studio/studioApi to the file of that name with an extension.
 */
export function networkAnswer(
  method: string,
  url: string,
  isPageFile: (path: string) => boolean,
  dependencies = DEPENDENCIES,
): NetworkAnswer {
  const path = url.split('?', 1)[0]!;
  if (!PLAIN_PATH.test(path) && !dependencies.test(path)) return 'refuse';
  if (API.test(path)) return 'pass';
  if (method !== 'GET' && method !== 'HEAD') return 'refuse';
  if (loadedByPages(url, isPageFile, dependencies)) return 'pass';
  // A path naming the studio, the sandbox's control API or the API in another case is no page either.
  if (/\/__|^\/(@|node_modules\b|evolved)/i.test(path)) return 'refuse';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return path === '/index.html' || !last.includes('.') ? 'page' : 'refuse';
}

function refuse(res: ServerResponse): void {
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end('npm start --host serves other machines the app (its pages and what they load) and /evolved, nothing else.\n');
}

/** Only the product API's spelling matters for a build, which serves dist/ and nothing else of the project. */
export function previewAnswer(url: string): NetworkAnswer {
  const path = url.split('?', 1)[0]!;
  return /^\/evolved/i.test(path) && !(PLAIN_PATH.test(path) && API.test(path)) ? 'refuse' : 'pass';
}

/** This machine's pages on any port (Vite's default), and the opaque origin of the sandboxed privacy frame. */
const CORS_ORIGINS = [defaultAllowedOrigins, /^null$/];

/**
 * Whether a page of another origin may read what it asked for: only a page of this machine or the privacy frame,
 * which the official site frames in a sandbox without allow-same-origin and which loads the app's modules through
 * CORS, and only what the app's pages load. Vite's own `cors` grants every path (pages.yaml, package.json, a
 * source as `?raw`) to any localhost page and to a file opened from disk.
 */
export function corsAllowed(
  origin: string,
  method: string,
  url: string,
  isPageFile: (path: string) => boolean,
  dependencies = DEPENDENCIES,
): boolean {
  const read = method === 'GET' || method === 'HEAD';
  return read && CORS_ORIGINS.some((allowed) => allowed.test(origin)) && loadedByPages(url, isPageFile, dependencies);
}

function corsHeaders(isPageFile: (path: string) => boolean, dependencies: RegExp): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const origin = req.headers.origin;
    res.setHeader('vary', 'Origin');
    if (origin && corsAllowed(origin, req.method ?? 'GET', req.url ?? '/', isPageFile, dependencies))
      res.setHeader('access-control-allow-origin', origin);
    next();
  };
}

/** The guard as a middleware: requests from this machine go on untouched; the network gets `answer`'s. */
function guard(answer: (req: IncomingMessage) => NetworkAnswer): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (isLoopback(req.socket.remoteAddress)) return next();
    const answered = answer(req);
    if (answered === 'refuse') return refuse(res);
    // Every page is the same index.html; the app routes in the browser.
    if (answered === 'page') req.url = '/index.html';
    next();
  };
}

/**
 * `npm start -- --host` shows a phone on the Wi-Fi the app, not the project: the dev server answers another
 * machine only with what the app's pages load and /evolved, never the sandbox's control API, pages.yaml, the
 * studio or any other file (and `vite preview --host` passes /evolved only as the app spells it). This machine
 * keeps everything, the studio and the tests included. A page of another origin may read, through CORS, only what
 * the app's pages load (corsAllowed); the server's own `cors` is off.
 */
export function networkGuard(): Plugin {
  return {
    name: 'loan-pages-network-guard',
    configureServer(server) {
      const publicDir = server.config.publicDir;
      const isPublicFile = (path: string) => {
        if (!publicDir) return false;
        try {
          return statSync(join(publicDir, path)).isFile();
        } catch {
          return false;
        }
      };
      // A module outside src/ and renderer/ that their code imports (the schema's list of block settings): the pages
      // load it, and the module graph knows it once its importer has been served.
      const importedByPageCode = (path: string) => {
        const module = server.environments.client.moduleGraph.urlToModuleMap.get(path);
        return [...(module?.importers ?? [])].some((importer) => CODE.test(importer.url.split('?', 1)[0]!));
      };
      const isPageFile = (path: string) => isPublicFile(path) || importedByPageCode(path);
      const dependencies = dependenciesIn(relative(server.config.root, server.config.cacheDir).split(sep).join('/'));
      server.middlewares.use(guard((req) => networkAnswer(req.method ?? 'GET', req.url ?? '/', isPageFile, dependencies)));
      server.middlewares.use(corsHeaders(isPageFile, dependencies));
    },
    configurePreviewServer(server) {
      server.middlewares.use(guard((req) => previewAnswer(req.url ?? '/')));
    },
  };
}
