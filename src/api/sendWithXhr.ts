import type { HttpOutcome, HttpRequest, XhrLike } from './types.ts';

/**
 * Sends a multipart request with XMLHttpRequest, the only browser API that reports upload progress.
 * `onProgress` gets 0..1 while the body goes up and 1 when the answer arrives. Never rejects.
 *
 * `timeoutMs` is a stall limit, not a total: it restarts at every progress event, so a large photo on a slow but
 * moving connection is not cut off, while one that stops moving (or a server that never answers) ends as `timeout`.
 */
export function sendWithXhr(
  xhr: XhrLike,
  request: HttpRequest & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<HttpOutcome> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (outcome: HttpOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const watch = (): void => {
      if (request.timeoutMs === undefined || settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ kind: 'timeout' });
        xhr.abort();
      }, request.timeoutMs);
    };
    const report = (fraction: number): void => {
      // A throwing progress callback must not leave the upload hanging.
      try {
        onProgress?.(fraction);
      } catch {
        /* the callback's problem, not the upload's */
      }
    };
    try {
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        report(1);
        finish({ kind: 'answer', status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => finish({ kind: 'network' });
      xhr.onabort = () => finish({ kind: 'network' });
      xhr.ontimeout = () => finish({ kind: 'timeout' });
      watch();
      xhr.send(request.body);
    } catch {
      finish({ kind: 'network' });
    }
  });
}
