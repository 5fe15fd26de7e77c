import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

type Handler = (params: unknown) => unknown;

/**
 * A minimal Language Server Protocol client over stdio: requests with ids, notifications both ways, and answers to
 * the few requests a server sends its editor (settings, capability registration). Enough to drive a server
 * headless the way an editor does.
 */
export class LspClient {
  private readonly child: ChildProcess;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, Handler[]>();
  private readonly answers = new Map<string, Handler>();

  constructor(command: string, args: string[], cwd: string) {
    this.child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.stdout!.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`language server exited with ${code}`));
      this.pending.clear();
    });
  }

  /** Sends a request and resolves with its result; rejects on an error answer or after `timeoutMs`. */
  request<T = unknown>(method: string, params: unknown, timeoutMs = 300_000): Promise<T> {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  /**
   * CPU time the server process has used so far, in ms (Linux /proc; 10 ms steps). Unlike wall-clock time it does
   * not grow when other processes share the machine, so figures compare across runs.
   */
  cpuMs(): number {
    try {
      const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return NaN;
    }
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** Listens to a notification the server sends (e.g. textDocument/publishDiagnostics). */
  on(method: string, handler: Handler): void {
    this.listeners.set(method, [...(this.listeners.get(method) ?? []), handler]);
  }

  /** Answers a request the server sends (e.g. workspace/configuration); unknown ones are answered with null. */
  answer(method: string, handler: Handler): void {
    this.answers.set(method, handler);
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null, 10_000).catch(() => undefined);
    this.notify('exit', null);
    setTimeout(() => this.child.kill(), 2_000).unref();
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin!.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin!.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      const start = headerEnd + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.subarray(start, start + length).toString('utf8')) as Record<string, unknown>;
      this.buffer = this.buffer.subarray(start + length);
      this.dispatch(message);
    }
  }

  private dispatch(message: Record<string, unknown>): void {
    const { id, method } = message;
    if (typeof method === 'string' && id !== undefined) {
      const result = this.answers.get(method)?.(message.params) ?? null;
      this.send({ jsonrpc: '2.0', id, result });
    } else if (typeof method === 'string') {
      for (const handler of this.listeners.get(method) ?? []) handler(message.params);
    } else if (typeof id === 'number') {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (message.error) waiting?.reject(new Error(JSON.stringify(message.error)));
      else waiting?.resolve(message.result);
    }
  }
}
