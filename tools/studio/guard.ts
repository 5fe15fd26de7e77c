import type { IncomingMessage } from 'node:http';

/** Host names a page on this machine uses to reach the dev server; a name an attacker's DNS points here is none of them. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether a socket's peer is this machine. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

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
 * Why the studio refuses this request, or undefined when it may answer. Everything under /__studio answers only
 * this machine; a request that changes or reads the staffer's work (`fromStudio`) must also come from the studio's
 * own page, which browsers say in the Origin header of every POST.
 */
export function refusal(request: IncomingMessage, fromStudio: boolean): string | undefined {
  if (!isLoopback(request.socket.remoteAddress)) {
    return 'The studio answers only the computer that runs npm start; phones and other computers get the app, not the studio.';
  }
  const origin = ownOrigin(request);
  if (origin === undefined) {
    return `The studio answers only addresses of this computer (127.0.0.1 or localhost), not ${request.headers.host ?? 'a request without a Host'}.`;
  }
  if (fromStudio && request.headers.origin !== origin) {
    return `Refused: this request comes from ${request.headers.origin ?? 'a page that did not say its origin'}, not from the studio at ${origin}.`;
  }
  return undefined;
}
