import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { isLoopback } from '../../tools/isLoopback.ts';
import { ownOrigin, refusal } from '../../tools/studio/guard.ts';

function request(remote: string, headers: Record<string, string>, localPort = 5173): IncomingMessage {
  return { socket: { remoteAddress: remote, localPort }, headers } as unknown as IncomingMessage;
}

it('knows this machine by its loopback addresses only', () => {
  expect(['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
  expect(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', undefined].map(isLoopback)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

it("takes the studio's origin from a Host that names this machine and the port the request came to", () => {
  expect(ownOrigin(request('127.0.0.1', { host: '127.0.0.1:5173' }))).toBe('http://127.0.0.1:5173');
  expect(ownOrigin(request('127.0.0.1', { host: 'localhost:5173' }))).toBe('http://localhost:5173');
  expect(ownOrigin(request('::1', { host: '[::1]:5173' }))).toBe('http://[::1]:5173');
  // A foreign name pointed at 127.0.0.1 (DNS rebinding), another port, no Host at all.
  expect(ownOrigin(request('127.0.0.1', { host: 'evil.example:5173' }))).toBeUndefined();
  expect(ownOrigin(request('127.0.0.1', { host: '127.0.0.1:8080' }))).toBeUndefined();
  expect(ownOrigin(request('127.0.0.1', {}))).toBeUndefined();
});

it("answers a read only to the studio's own page: not to a page on another localhost port or another site", () => {
  const host = { host: '127.0.0.1:5173' };
  expect(refusal(request('127.0.0.1', { ...host, 'sec-fetch-site': 'same-origin' }), 'read')).toBeUndefined();
  expect(refusal(request('127.0.0.1', { ...host, origin: 'http://127.0.0.1:5173' }), 'read')).toBeUndefined();
  expect(refusal(request('127.0.0.1', host), 'read')).toBeUndefined();
  expect(refusal(request('127.0.0.1', { ...host, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }), 'read')).toBe(
    'Refused: only the studio at http://127.0.0.1:5173 reads its data, not http://localhost:3000.',
  );
  expect(refusal(request('127.0.0.1', { ...host, 'sec-fetch-site': 'cross-site' }), 'read')).toMatch(/not a page of another site/);
  // Opening the studio itself from a link elsewhere is fine: that page cannot read what it opened.
  expect(refusal(request('127.0.0.1', { ...host, 'sec-fetch-site': 'cross-site' }), 'page')).toBeUndefined();
});

it('refuses another machine, a foreign host name, and a write from another origin, saying why', () => {
  const own = { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' };
  expect(refusal(request('127.0.0.1', own), 'write')).toBeUndefined();
  expect(refusal(request('127.0.0.1', { host: own.host }), 'page')).toBeUndefined();
  expect(refusal(request('192.168.1.20', own), 'write')).toMatch(/only the computer that runs npm start/);
  expect(refusal(request('192.168.1.20', { host: own.host }), 'page')).toMatch(/only the computer that runs npm start/);
  expect(refusal(request('127.0.0.1', { host: 'evil.example:5173', origin: 'http://evil.example:5173' }), 'write')).toMatch(
    /only addresses of this computer/,
  );
  expect(refusal(request('127.0.0.1', { ...own, origin: 'http://evil.example' }), 'write')).toMatch(
    /comes from http:\/\/evil\.example, not from the studio/,
  );
  expect(refusal(request('127.0.0.1', { ...own, origin: 'http://localhost:5173' }), 'write')).toMatch(/not from the studio/);
  expect(refusal(request('127.0.0.1', { host: own.host }), 'write')).toMatch(/did not say its origin/);
});
