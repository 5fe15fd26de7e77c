import type { ToastOptions, ToastService } from '../../../renderer/runtime/services.ts';

export type ToastEvent = { kind: 'show'; id: number; text: string; options?: ToastOptions } | { kind: 'hide'; id: number };

/** A toast service that records what it was asked to do. */
export function fakeToast(): ToastService & { events: ToastEvent[]; shown(): string[] } {
  const events: ToastEvent[] = [];
  let next = 1;
  return {
    events,
    show(text, options) {
      const id = next++;
      events.push(options === undefined ? { kind: 'show', id, text } : { kind: 'show', id, text, options });
      return id;
    },
    hide(id) {
      events.push({ kind: 'hide', id });
    },
    shown: () => events.flatMap((e) => (e.kind === 'show' && !e.options?.loading ? [e.text] : [])),
  };
}

export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type FakeAnswer = { status?: number; body: string } | 'network' | 'hang';

/** A fetch that records requests and answers from a script; 'hang' waits for the abort signal. */
export function fakeFetch(answer: (request: SeenRequest) => FakeAnswer): typeof fetch & { seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const impl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request: SeenRequest = {
      url: new URL(String(input), 'http://app.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    seen.push(request);
    const reply = answer(request);
    if (reply === 'network') throw new TypeError('fetch failed');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(reply.body, { status: reply.status ?? 200 });
  };
  return Object.assign(impl, { seen });
}

/** A JSON answer for `fakeFetch`. */
export function jsonAnswer(value: unknown, status = 200): FakeAnswer {
  return { status, body: JSON.stringify(value) };
}
