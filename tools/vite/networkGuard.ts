import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isLoopback } from '../isLoopback.ts';

/** What the network gets for a request: the app's page, the request as it is, or a refusal. */
export type NetworkAnswer = 'page' | 'pass' | 'refuse';

/** A path as the app's own URLs spell it: segments of plain characters, none starting with a dot, no % escapes. */
const PLAIN_PATH = /^(\/[\w\-:@~+,=][\w.\-:@~+,=]*)*\/?$/;
/** The product API the app calls (the sandbox behind the dev server's proxy). */
const API = /^\/evolved\//;
/** What the dev server hands the app's pages besides their own code: Vite's client and React's refresh. */
const TOOLING = new Set(['/@vite/client', '/@react-refresh', '/node_modules/vite/dist/client/env.mjs']);
/** The packages the app imports, bundled by Vite into one folder. */
const DEPENDENCIES = /^\/node_modules\/\.vite\/deps\/[\w-]+\.js$/;
/** The compiled pages.yaml, as tools/vite/pagesPlugin.ts names its modules. */
const COMPILED = /^\/@id\/__x00__virtual:pages(\/screens|\/(screen|document)\/[\w-]+\/[\w-]+)?$/;
/** The app's own code: the product and the engine (tools, tests, the sandbox and schemas are not loaded by pages). */
const CODE = /^\/(src|renderer)\/.+\.(tsx?|css)$/;

/**
 * What a request from another machine gets under `npm start -- --host`: only what the app's pages load, as found
 * by loading every page in the dev server (the page itself, their modules and pictures, Vite's client) and the
 * product API under /evolved, any method. Anything else is refused, whatever its spelling: a path with a dot
 * segment, a % escape or a backslash is never one the app wrote. A page is any other path without a file
 * extension (none under /@, /__ or node_modules), and is always answered with index.html: Vite would otherwise
 * resolve /package or /tools/studio/studioApi to the file of that name with an extension.
 */
export function networkAnswer(method: string, url: string, isPublicFile: (path: string) => boolean): NetworkAnswer {
  const path = url.split('?', 1)[0]!;
  if (!PLAIN_PATH.test(path) && !DEPENDENCIES.test(path)) return 'refuse';
  if (API.test(path)) return 'pass';
  if (method !== 'GET' && method !== 'HEAD') return 'refuse';
  if (TOOLING.has(path) || DEPENDENCIES.test(path) || COMPILED.test(path) || CODE.test(path) || isPublicFile(path)) return 'pass';
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
 * keeps everything, the studio and the tests included.
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
      server.middlewares.use(guard((req) => networkAnswer(req.method ?? 'GET', req.url ?? '/', isPublicFile)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(guard((req) => previewAnswer(req.url ?? '/')));
    },
  };
}
