import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { accepts } from '../../tools/harness/freePort.ts';

/** Starts a program, keeping the last lines it printed for the message if it fails. */
export function startProgram(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; extraPipe?: boolean } = {},
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.extraPipe ? (['pipe'] as const) : [])],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`\n${error.message}\n`)));
  return { child, output: () => output };
}

/** Resolves with the first match of `pattern` in what `stream` prints; rejects if the program ends or time runs out. */
export function waitForOutput(
  child: ChildProcess,
  stream: Readable,
  pattern: RegExp,
  what: string,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => finish(new Error(`${what}: nothing after ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) finish(undefined, match);
    };
    const onExit = (code: number | null) => finish(new Error(`${what}: the program ended (exit ${code})`));
    function finish(error?: Error, match?: RegExpMatchArray) {
      clearTimeout(timer);
      stream.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(match!);
    }
    stream.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Ends a program this test started (its id only), then kills it if it has not ended within a few seconds. */
export async function stopProgram(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await ended;
  clearTimeout(timer);
}

/** Resolves once something accepts connections on `port` (a program that prints nothing when it is ready). */
export async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what}: the program ended (exit ${child.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: nothing listens on port ${port} after ${timeoutMs} ms`);
}
