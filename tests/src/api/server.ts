import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServerRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type ServerAnswer = { status?: number; contentType?: string; body: string } | 'hang' | 'drop';

export interface TestServer {
  base: string;
  seen: ServerRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a free local port answering from a script; 'hang' never answers, 'drop' cuts the socket. */
export async function startServer(answer: (request: ServerRequest) => ServerAnswer): Promise<TestServer> {
  const seen: ServerRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ServerRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
