import type { IncomingMessage } from 'node:http';
import { isLoopback } from '../isLoopback.ts';

/** Host names a page on this machine uses to reach the dev server; a name an attacker's DNS points here is none of them. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The studio's own origin for this request: `http://` and the Host header, when Host names this machine by a
 * loopback name and the port the request came in on. Checking Host, not only Origin, keeps out a foreign page whose
 * host name was made to point at 127.0.0.1 (DNS rebinding): its Origin matches its Host, but its Host is not ours.
 */
export function ownOrigin(request: IncomingMessage): string | undefined {
  const host = request.headers.host;
  const port = request.socket.localPort;
  return host !== undefined && LOOPBACK_NAMES.some((name) => host === `${name}:${port}`) ? `http://${host}` : undefined;
}

/**
 * What a request to the studio asks for: its page (any tab on this machine may open it), a read of its data (the
 * staffer's file, the preview's states), or a change.
 */
export type StudioRequest = 'page' | 'read' | 'write';

/**
 * Why the studio refuses this request, or undefined when it may answer. Everything under /__studio answers only
 * this machine. Its data answers only its own page: a read must not come from another origin (a page on another
 * localhost port sends its Origin, and a browser says in Sec-Fetch-Site where any request comes from), and a
 * change must carry the studio's own origin, which browsers send with every POST.
 */
export function refusal(request: IncomingMessage, kind: StudioRequest): string | undefined {
  if (!isLoopback(request.socket.remoteAddress)) {
    return 'The studio answers only the computer that runs npm start; phones and other computers get the app, not the studio.';
  }
  const origin = ownOrigin(request);
  if (origin === undefined) {
    return `The studio answers only addresses of this computer (127.0.0.1 or localhost), not ${request.headers.host ?? 'a request without a Host'}.`;
  }
  const from = request.headers.origin;
  if (kind === 'write' && from !== origin) {
    return `Refused: this request comes from ${from ?? 'a page that did not say its origin'}, not from the studio at ${origin}.`;
  }
  const site = request.headers['sec-fetch-site'];
  if (kind === 'read' && ((from !== undefined && from !== origin) || (site !== undefined && site !== 'same-origin' && site !== 'none'))) {
    return `Refused: only the studio at ${origin} reads its data, not ${from ?? `a page of another site (${site})`}.`;
  }
  return undefined;
}
