import type { HttpOutcome, HttpRequest, XhrLike } from './types.ts';

/**
 * Sends a multipart request with XMLHttpRequest, the only browser API that reports upload progress.
 * `onProgress` gets 0..1 while the body goes up and 1 when the answer arrives. Never rejects.
 */
export function sendWithXhr(
  xhr: XhrLike,
  request: HttpRequest & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<HttpOutcome> {
  return new Promise((resolve) => {
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
      if (request.timeoutMs !== undefined) xhr.timeout = request.timeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        report(1);
        resolve({ kind: 'answer', status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => resolve({ kind: 'network' });
      xhr.onabort = () => resolve({ kind: 'network' });
      xhr.ontimeout = () => resolve({ kind: 'timeout' });
      xhr.send(request.body);
    } catch {
      resolve({ kind: 'network' });
    }
  });
}
