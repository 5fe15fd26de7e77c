import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accepts, freePort } from './browser/freePort.ts';

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

function npmStart(ports: { app: number; sandbox: number }): ChildProcess & { output: () => string } {
  const child = spawn('npm', ['start'], {
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
