import { request as httpRequest } from 'node:http';
import type { XhrLike } from '../../../src/api/types.ts';

/** A progress event Node can build (it has Event but no ProgressEvent). */
export function progressEvent(loaded: number, total: number) {
  return Object.assign(new Event('progress'), { lengthComputable: total > 0, loaded, total });
}

/** Handlers and settings every XhrLike carries. */
abstract class XhrBase implements XhrLike {
  timeout = 0;
  status = 0;
  responseText = '';
  readonly upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  abort(): void {
    this.onabort?.(progressEvent(0, 0));
  }
  abstract send(body: FormData): void;
}

/** An XMLHttpRequest the test drives by hand. */
export class FakeXhr extends XhrBase {
  body: FormData | undefined;
  send(body: FormData): void {
    this.body = body;
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(progressEvent(loaded, total));
  }
  respond(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.onload?.(progressEvent(0, 0));
  }
  fail(): void {
    this.onerror?.(progressEvent(0, 0));
  }
  expire(): void {
    this.ontimeout?.(progressEvent(0, 0));
  }
}

/**
 * A browser-like XMLHttpRequest over node:http, so uploads reach a real server: the FormData is serialised by
 * the platform's Request (real multipart with a boundary) and written in chunks with upload progress events.
 */
export class NodeXhr extends XhrBase {
  send(body: FormData): void {
    void this.sendAsync(body);
  }

  private async sendAsync(form: FormData): Promise<void> {
    const encoded = new Request(this.url, { method: this.method, body: form });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const headers = { ...this.headers, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.length) };
    const req = httpRequest(this.url, { method: this.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        this.status = res.statusCode ?? 0;
        this.responseText = Buffer.concat(chunks).toString('utf8');
        this.onload?.(progressEvent(0, 0));
      });
    });
    req.on('error', () => this.onerror?.(progressEvent(0, 0)));
    if (this.timeout > 0) {
      req.setTimeout(this.timeout, () => {
        req.destroy();
        this.ontimeout?.(progressEvent(0, 0));
        this.onerror = null;
      });
    }
    const size = 16 * 1024;
    for (let offset = 0; offset < bytes.length; offset += size) {
      const chunk = bytes.subarray(offset, offset + size);
      await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
      this.upload.onprogress?.(progressEvent(Math.min(offset + size, bytes.length), bytes.length));
    }
    req.end();
  }
}
