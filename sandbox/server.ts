import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CONTROL_PREFIX, createRuntime, handleControl, type Runtime } from './control.ts';
import { collectEnvelope, FIELD_PATH } from './fieldCollector.ts';
import { json, parseBody, readBody, send, type Reply } from './http.ts';
import { refuse, type Ctx, type Method, type Route } from './route.ts';
import { readPagesRules, type PagesRules } from './pagesRules.ts';
import { FILES_PATH, serveFile } from './routes/files.ts';
import { ROUTES } from './routes/index.ts';
import { answerWithRules, takeDelay } from './scenarios.ts';
import { requestLanguage, t, type Lang } from './seed/texts.ts';
import { decodeWrappedPath, WRAPPED_PREFIX } from './wrappedPath.ts';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** No console output: neither the request lines nor the "sent" SMS codes. */
  quiet?: boolean;
  /** The pages.yaml whose rules (the phone pattern) the sandbox enforces; the repository's by default. */
  pagesFile?: string;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

const PREFIX = '/evolved';
/** Room for a 5 MB image plus multipart overhead; larger bodies are drained and refused. */
const BODY_LIMIT = 6 * 1024 * 1024;

const TABLE = new Map<string, Route>();
for (const route of ROUTES) {
  if (TABLE.has(route.path)) throw new Error(`sandbox: two routes for ${route.path}`);
  TABLE.set(route.path, route);
}

/** Where a `/evolved/...` URL leads: its endpoint path, decoded for wrapped calls. */
interface Target {
  path: string;
  decodedPath: string | null;
  wrapped: boolean;
}

function target(pathname: string): Target | null {
  if (!pathname.startsWith(`${PREFIX}/`)) return null;
  const rest = pathname.slice(PREFIX.length);
  if (!rest.startsWith(WRAPPED_PREFIX)) return { path: rest, decodedPath: null, wrapped: false };
  const decoded = decodeWrappedPath(rest.slice(WRAPPED_PREFIX.length));
  return { path: decoded ?? rest, decodedPath: decoded, wrapped: true };
}

function notFound(path: string, lang: Lang): Reply {
  return json({ code: 404, message: t(lang, 'error.route', path), data: null }, 404);
}

/** The route a target reaches, if any. */
function routeFor(where: Target): Route | undefined {
  const route = TABLE.get(where.path);
  // A wrapped route called by its plain path (or the reverse) is a client bug worth a loud 404.
  return route && !!route.wrapped === where.wrapped ? route : undefined;
}

async function answerApi(runtime: Runtime, where: Target, method: string, ctx: Ctx, malformed: boolean): Promise<Reply> {
  const { scenarios } = runtime;
  const { lang } = ctx;
  if (where.path.startsWith(FILES_PATH)) {
    if (method !== 'GET') return json({ message: t(lang, 'error.method') }, 405);
    const delay = takeDelay(scenarios, where.path);
    if (delay) await sleep(delay);
    return answerWithRules(scenarios, where.path, 'common', lang, () => serveFile(ctx.state, where.path, lang));
  }
  const route = routeFor(where);
  if (!route) return notFound(where.path, lang);
  if (!route.methods.includes(method as Method)) return json({ message: t(lang, 'error.method') }, 405);
  const delay = takeDelay(scenarios, route.path);
  if (delay) await sleep(delay);
  return answerWithRules(scenarios, route.path, route.envelope, lang, () =>
    malformed ? refuse(route.envelope, 400, t(lang, 'error.badRequest')) : route.handle(ctx),
  );
}

/**
 * The field-report collector, outside the request log (the app's calls stay countable whatever it reports), and
 * under the rules of its path `/field`, so a test can make it fail, hang or answer late.
 */
async function answerField(runtime: Runtime, path: string, method: string, body: Buffer, lang: Lang): Promise<Reply> {
  const delay = takeDelay(runtime.scenarios, FIELD_PATH);
  if (delay) await sleep(delay);
  return answerWithRules(runtime.scenarios, FIELD_PATH, 'common', lang, () => collectEnvelope(runtime.field, path, method, body));
}

function allowCors(req: IncomingMessage, res: ServerResponse): void {
  // Tests may call the sandbox from a page on another port; the app itself goes through the Vite proxy.
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('vary', 'origin');
}

/** `200 code=0`, `500`, `hang`: enough of a reply for one log line. */
function describe(reply: Reply): string {
  if (reply.kind === 'hang') return 'hang';
  const code = typeof reply.body === 'string' ? /^\{"(?:success":\w+,")?code":("?[-\w]+"?)/.exec(reply.body) : null;
  return code ? `${reply.status} code=${code[1]}` : String(reply.status);
}

async function handle(
  runtime: Runtime,
  pages: PagesRules,
  log: (line: string) => void,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  lang: Lang,
) {
  const started = Date.now();
  const method = req.method ?? 'GET';
  allowCors(req, res);
  if (method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const raw = await readBody(req, BODY_LIMIT);
  if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
    let body: unknown;
    try {
      body = raw.data.length > 0 ? JSON.parse(raw.data.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    send(res, handleControl(runtime, method, url.pathname, url.searchParams, body));
    return;
  }
  const where = target(url.pathname);
  if (!where) {
    send(res, notFound(url.pathname, lang));
    return;
  }
  if (where.path.startsWith(`${FIELD_PATH}/`)) {
    send(res, await answerField(runtime, where.path, method, raw.data, lang));
    return;
  }
  // An oversized body was dropped half-read; parsing the remains would only report a bogus "malformed".
  const parsed = raw.tooLarge
    ? { fields: {}, files: [], logged: `<body over ${BODY_LIMIT} bytes dropped>`, malformed: false }
    : parseBody(req.headers['content-type'], raw.data);
  // A repeated key keeps its last value, as most servers do.
  const query = Object.fromEntries(url.searchParams);
  runtime.requests.push({
    method,
    path: url.pathname,
    route: routeFor(where) || where.path.startsWith(FILES_PATH) ? where.path : null,
    decodedPath: where.decodedPath,
    query,
    body: parsed.logged,
    headers: req.headers,
    at: new Date().toISOString(),
  });
  const ctx: Ctx = {
    state: runtime.state,
    lang,
    input: { ...query, ...parsed.fields },
    files: parsed.files,
    bodyTooLarge: raw.tooLarge,
    log,
    pages,
  };
  const reply = await answerApi(runtime, where, method, ctx, parsed.malformed);
  send(res, reply);
  log(`${method} ${where.path} ${describe(reply)} ${Date.now() - started}ms`);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}

/** Starts a sandbox with fresh seed state on `host:port` (127.0.0.1 and a free port by default). */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const log = options.quiet ? () => {} : (line: string) => console.log(`[sandbox] ${line}`);
  const runtime = createRuntime();
  const pages = readPagesRules(options.pagesFile);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const lang = requestLanguage(url.searchParams, req.headers);
    handle(runtime, pages, log, req, res, url, lang).catch((error: unknown) => {
      log(`error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) send(res, json({ code: 500, message: t(lang, 'error.internal'), data: null }, 500));
    });
  });
  await listen(server, options.port ?? 0, host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        // Hanging requests and keep-alive sockets would otherwise hold close() open forever.
        server.closeAllConnections();
      }),
  };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(resolve(entry)) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const port = Number(process.env.SANDBOX_PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT is not a port: ${port}`);
  const sandbox = await startSandbox({ port, ...(process.env.SANDBOX_HOST ? { host: process.env.SANDBOX_HOST } : {}) }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      console.error(`[sandbox] port ${port} is already in use; stop what uses it or set SANDBOX_PORT to another port`);
      process.exit(1);
    },
  );
  console.log(`[sandbox] listening on ${sandbox.url}${PREFIX} (control API at ${sandbox.url}${CONTROL_PREFIX})`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
