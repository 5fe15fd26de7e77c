import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parse } from 'yaml';
import { languageFor } from '../../renderer/entry/languageFor.ts';
import type { Languages } from '../../schemas/types.ts';
import { compress } from '../deploy/precompress.ts';
import { FALLBACK_DOCUMENT } from '../vite/screenDocuments.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

/**
 * As deploy/'s nginx finds a path: the route's document drawn in the address's language, else the file, else the
 * route's own document, else the generic one with a 404. `language` is undefined for a host that cannot pick.
 */
function fileFor(distDir: string, path: string, language: string | undefined): { target: string; status: number } {
  const isFile = (file: string) => file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
  const file = normalize(join(distDir, path));
  const drawn = language === undefined ? undefined : join(file, `index.${language}.html`);
  if (drawn && isFile(drawn)) return { target: drawn, status: 200 };
  if (isFile(file)) return { target: file, status: 200 };
  const document = join(file, 'index.html');
  if (isFile(document)) return { target: document, status: 200 };
  const fallback = join(distDir, FALLBACK_DOCUMENT);
  return { target: isFile(fallback) ? fallback : join(distDir, 'index.html'), status: 404 };
}

/** pages.yaml's language settings, read as they are: the server picks documents as nginx does, from the same. */
function pagesLanguages(): Languages {
  const text = readFileSync(resolve(import.meta.dirname, '../../pages.yaml'), 'utf8');
  return (parse(text) as { languages: Languages }).languages;
}

/**
 * Faults a test puts on the app's own files, for browsers without request interception (the engine tests): a
 * matching request fails, its connection dropped, or hangs until the faults are cleared; or, for a chunk of a kind's
 * code, it answers a module whose every export throws when called (a kind that throws as it draws).
 */
export interface FileFaults {
  set(file: RegExp, mode: FileFault): void;
  /** Clears every fault; the requests held so far are answered now. */
  clear(): void;
}

type FileFault = 'fail' | 'hang' | 'throw';

/** A module with the exports of the built chunk `source`, each a function that throws: the chunk's kind, broken. */
function throwingModule(source: string): string {
  const exported = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) =>
    names!.split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
    ),
  );
  const names = exported.filter(Boolean).map((name) => `broken as ${name}`);
  return `function broken() { throw new Error('a kind that throws as it draws'); }\nexport { ${names.join(', ')} };\n`;
}

/**
 * Serves a production build the way deploy/'s nginx does (each route's document drawn in the address's language, or
 * with `pickLanguage: false` as any static host: its own document; files; the generic one with a 404 elsewhere) and passes
 * /evolved to the sandbox API, so browser tests see exactly what borrowers get. With `compressed`, text files go
 * out as deploy/'s nginx sends them (brotli, else gzip, at the levels of tools/deploy/precompress.ts). `headScript`
 * goes first in every page's <head>, for a browser without init scripts to record what happens in the page before
 * the app starts.
 */
export async function startAppServer(
  distDir: string,
  apiUrl: string,
  options: { compressed?: boolean; headScript?: string; pickLanguage?: boolean } = {},
): Promise<{ url: string; faults: FileFaults; close(): Promise<void> }> {
  const languages = options.pickLanguage === false ? undefined : pagesLanguages();
  const api = new URL(apiUrl);
  const compressed = new Map<string, Buffer>();
  const faults = new Map<RegExp, FileFault>();
  let held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const fault = [...faults].find(([file]) => file.test(url.pathname))?.[1];
    if (fault === 'fail') {
      res.socket?.destroy();
      return;
    }
    if (fault === 'hang') {
      held.push(() => serve(req, res));
      return;
    }
    if (fault === 'throw') {
      const { target } = fileFor(distDir, decodeURIComponent(url.pathname), undefined);
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end(throwingModule(readFileSync(target, 'utf8')));
      return;
    }
    serve(req, res);
  });
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/evolved')) {
      const upstream = request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    const language = languages && languageFor(languages, url.searchParams);
    const { target, status } = fileFor(distDir, decodeURIComponent(url.pathname), language);
    // As deploy/nginx does: the sandboxed privacy frame has an opaque origin, so its module scripts are CORS requests.
    const cors = url.pathname.startsWith('/assets/') ? { 'access-control-allow-origin': '*' } : {};
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (options.headScript && extname(target) === '.html') {
      res.writeHead(status, { 'content-type': type, ...cors });
      res.end(readFileSync(target, 'utf8').replace('<head>', `<head><script>${options.headScript}</script>`));
      return;
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (options.compressed && encoding && /^(text|application\/json|image\/svg)/.test(type)) {
      const key = `${encoding} ${target}`;
      const body = compressed.get(key) ?? compress(readFileSync(target), encoding);
      compressed.set(key, body);
      res.writeHead(status, { 'content-type': type, 'content-encoding': encoding, 'content-length': body.length, ...cors });
      res.end(body);
      return;
    }
    res.writeHead(status, { 'content-type': type, ...cors });
    createReadStream(target).pipe(res);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    faults: {
      set: (file, mode) => faults.set(file, mode),
      clear() {
        faults.clear();
        const waiting = held;
        held = [];
        for (const answer of waiting) answer();
      },
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
