import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accepts, freePort } from '../tools/harness/freePort.ts';
import { machineAddress } from './machineAddress.ts';
import { screenTitle } from '../tools/vite/screenDocuments.ts';
import { NETWORK_REFUSALS } from './vite/networkRefusals.ts';
import { compiledPages } from './support/compiledPages.ts';

const ROOT = resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
const occupied: Server[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const server of occupied.splice(0)) await new Promise((done) => server.close(done));
});

async function listenOn(port = 0): Promise<Server> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  occupied.push(server);
  return server;
}

async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

function npmStart(ports: { app: number; sandbox: number }, args: string[] = []): ChildProcess & { output: () => string } {
  const child = spawn('npm', ['start', ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(ports.app), SANDBOX_PORT: String(ports.sandbox) },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return Object.assign(child, { output: () => output });
}

/** What the command said, without npm's own banner and warnings. */
const ownLines = (text: string) => text.split('\n').filter((l) => l.trim() && !/^(npm warn|> )/.test(l));

describe('npm start', () => {
  it('says in one line which port is taken, exits 1 and leaves nothing running', async () => {
    const taken = await listenOn();
    const app = (taken.address() as { port: number }).port;
    const sandbox = await freePort();
    const run = npmStart({ app, sandbox });
    const [code] = await once(run, 'exit');
    expect(code).toBe(1);
    const lines = ownLines(run.output());
    expect(lines).toEqual([
      `npm start: port ${app} (the app) is already in use; stop what uses it, or pick another: PORT=${app + 100} npm start`,
    ]);
    expect(await accepts(sandbox)).toBe(false);
  });

  it('names the sandbox port when that one is taken', async () => {
    const taken = await listenOn();
    const sandbox = (taken.address() as { port: number }).port;
    const app = await freePort();
    const run = npmStart({ app, sandbox });
    const [code] = await once(run, 'exit');
    expect(code).toBe(1);
    expect(ownLines(run.output())).toEqual([expect.stringContaining(`port ${sandbox} (the sandbox API) is already in use`)]);
    expect(await accepts(app)).toBe(false);
  });

  it('stops both servers when the npm process gets SIGTERM', { timeout: 90_000 }, async () => {
    const ports = { app: await freePort(), sandbox: await freePort() };
    const run = npmStart(ports);
    const up = await waitFor(async () => (await accepts(ports.app)) && (await accepts(ports.sandbox)), 60_000);
    expect(up, run.output()).toBe(true);
    run.kill('SIGTERM');
    const down = await waitFor(async () => !(await accepts(ports.app)) && !(await accepts(ports.sandbox)), 15_000);
    expect(down, run.output()).toBe(true);
  });
});

/** One HTTP request with its path sent exactly as written (no normalising of .. or escapes), and its answer. */
function send(host: string, port: number, method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host, port, method, path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('npm start -- --host', () => {
  it('shows another machine the app and /evolved, and refuses the project, the studio and the sandbox control API on any spelling', {
    timeout: 180_000,
  }, async () => {
    const network = machineAddress();
    try {
      const ports = { app: await freePort(), sandbox: await freePort() };
      const run = npmStart(ports, ['--host']);
      // Up where the phone connects too, not only on loopback.
      const up = await waitFor(
        async () => (await accepts(ports.app)) && (await accepts(ports.app, network.address)) && (await accepts(ports.sandbox)),
        90_000,
      );
      expect(up, run.output()).toBe(true);
      const phone = (method: string, path: string) => send(network.address, ports.app, method, path);
      const here = (path: string) => send('127.0.0.1', ports.app, 'GET', path);
      const control = (path: string) => send('127.0.0.1', ports.sandbox, 'GET', `/__sandbox${path}`);

      // The app: its pages (each route's document named by its screen, as the build's), the modules they load, its
      // pictures, the product API.
      const compiled = compiledPages();
      for (const [path, screen] of [
        ['/complaintList', 'complaintList'],
        ['/loan/details?productId=P-PRESTO&orderId=ORD174', 'loanDetails'],
        ['/', 'site'],
      ] as const) {
        const page = await phone('GET', path);
        expect(page.status, path).toBe(200);
        expect(page.body).toContain('<script type="module" src="/src/main.ts">');
        expect(page.body).toContain(`<title>${screenTitle(compiled!, screen)}</title>`);
        expect((await here(path)).body).toBe(page.body);
      }
      for (const path of ['/src/main.ts', '/@vite/client', '/img/logo.svg']) expect((await phone('GET', path)).status, path).toBe(200);
      // A module outside src/ and renderer/ that the engine imports (the schema's block lists), once its importer is in.
      expect((await phone('GET', '/renderer/blocks/nestedBlocks.ts')).status).toBe(200);
      expect((await phone('GET', '/schemas/blockLists.ts')).status).toBe(200);
      expect((await phone('GET', '/src/main.ts?raw')).status).toBe(403);
      const sid = await phone('GET', '/evolved/api/v2/youmi/promotion/get-sid');
      expect(sid.status).toBe(200);
      expect(JSON.parse(sid.body)).toMatchObject({ data: { sid: expect.any(String) } });

      for (const path of NETWORK_REFUSALS) expect((await phone('GET', path)).status, path).toBe(403);
      for (const path of ['/evolved/../__sandbox/reset', '/evolved/%2e%2e/__sandbox/reset', '/evolved/%2E%2e%2F__sandbox/reset'])
        expect((await phone('POST', path)).status, path).toBe(403);
      // Without an extension Vite would resolve these to package.json and studioApi.ts: the network gets the page.
      for (const path of ['/package', '/tools/studio/studioApi']) {
        const answer = await phone('GET', path);
        expect(answer.type, path).toMatch(/^text\/html/);
        expect(answer.body).not.toMatch(/loan-pages|createStudioApi/);
      }
      // Nothing reached the control API: the sandbox was not reset, so it still holds the phone's call.
      const calls = JSON.parse((await control('/requests')).body) as { path: string }[];
      expect(calls.map((c) => c.path)).toEqual(['/evolved/api/v2/youmi/promotion/get-sid']);

      // This machine keeps everything: the studio, and files as before.
      expect((await here('/__studio')).status).toBe(200);
      expect((await here('/pages.yaml')).status).toBe(200);
      expect(run.output()).toContain(`http://${network.address}:${ports.app}/`);
    } finally {
      network.remove();
    }
  });
});
