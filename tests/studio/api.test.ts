import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { writeCsv } from '../../tools/copy/csvSheet.ts';
import { RECORD_HEADING } from '../../tools/copy/exportRecord.ts';
import { versionOf } from '../../tools/pagesFile.ts';
import { createStudioApi } from '../../tools/studio/studioApi.ts';
import { variantOfPages } from '../../tools/harness/buildApp.ts';
import { type RunningStudio, startStudio } from '../../tools/harness/studioServer.ts';
import { withCell } from '../copy/copyFiles.ts';

// The studio writes the staffer's file: it answers only this machine, and its POSTs only its own page, even when
// npm start serves the app to the network (--host).
let studio: RunningStudio;
let file: string;
let original: string;
let port: number;

beforeAll(async () => {
  file = variantOfPages('studio-api', (text) => text.replace('# The loan pages, declared', '# The loan pages (studio API test), declared'));
  original = readFileSync(file, 'utf8');
  studio = await startStudio(file, { host: '0.0.0.0' });
  port = Number(new URL(studio.url).port);
}, 120_000);
afterAll(() => studio?.close());
beforeEach(() => writeFileSync(file, original));

/** A request to the dev server on 127.0.0.1 with exactly these headers (Host included). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { ...(data ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: (() => {
              try {
                return JSON.parse(text);
              } catch {
                return { text };
              }
            })(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const own = () => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` });
const edited = () => original.replace('  complaintTextMax: 200', '  complaintTextMax: 180');

it('saves for the studio page, atomically, and refuses a save whose file changed meanwhile', async () => {
  const saved = await send('POST', '/__studio/api/save', own(), { text: edited(), base: versionOf(original) });
  expect(saved).toMatchObject({ status: 200, json: { saved: true, version: versionOf(edited()) } });
  expect(readFileSync(file, 'utf8')).toBe(edited());
  expect(readdirSync(dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  const stale = await send('POST', '/__studio/api/save', own(), { text: original, base: versionOf(original) });
  expect(stale).toMatchObject({ status: 200, json: { saved: false, message: expect.stringContaining('changed on disk') } });
  expect(readFileSync(file, 'utf8')).toBe(edited());
});

it('refuses a save from another origin, or one that does not say its origin, with 403 and why', async () => {
  const body = { text: edited(), base: versionOf(original) };
  const foreign = await send('POST', '/__studio/api/save', { ...own(), origin: 'http://evil.example' }, body);
  expect(foreign).toEqual({ status: 403, json: { error: expect.stringContaining('comes from http://evil.example, not from the studio') } });
  const otherPort = await send('POST', '/__studio/api/save', { ...own(), origin: `http://127.0.0.1:${port + 1}` }, body);
  expect(otherPort.status).toBe(403);
  const none = await send('POST', '/__studio/api/save', { host: own().host }, body);
  expect(none).toEqual({ status: 403, json: { error: expect.stringContaining('did not say its origin') } });
  expect(readFileSync(file, 'utf8')).toBe(original);
});

it('refuses the import and the other POSTs from another origin too', async () => {
  const base64 = Buffer.from('key,es,en,zh\r\n').toString('base64');
  for (const [path, body] of [
    ['/__studio/api/copy/import', { text: original, base64 }],
    ['/__studio/api/copy/edit', { text: original, key: 'complaint.emptyText', pack: 'en', value: 'x' }],
    ['/__studio/api/check', { text: original }],
    ['/__studio/api/state', { state: 'x' }],
  ] as const) {
    expect((await send('POST', path, { ...own(), origin: 'http://evil.example' }, body)).status, path).toBe(403);
  }
  const noZh = Buffer.from('key,es,en\r\n').toString('base64');
  expect((await send('POST', '/__studio/api/copy/import', own(), { text: original, base64: noZh })).json).toEqual({
    error: 'nothing was imported: the file has 2 problems',
    problems: [
      { message: expect.stringContaining(`this file has no column "${RECORD_HEADING}"`) },
      { row: 1, message: 'there is no column zh; the first row must be key, es, en, zh' },
    ],
  });
});

it('imports as npm run copy does: a named encoding, conflicts with both texts, every difference of an older file', async () => {
  const macRoman = readFileSync(join(import.meta.dirname, '../copy/fixtures/libreoffice-changed-macintosh.csv')).toString('base64');
  const refused = await send('POST', '/__studio/api/copy/import', own(), { text: original, base64: macRoman });
  expect(refused.json.problems).toEqual([{ message: expect.stringContaining('this file is not saved as UTF-8; it is Mac Roman') }]);
  const read = await send('POST', '/__studio/api/copy/import', own(), { text: original, base64: macRoman, encoding: 'macintosh' });
  expect(read.json).toMatchObject({
    encoding: 'Mac Roman',
    conflicts: [],
    notes: [expect.stringContaining('has no place for characters of 1 text')],
  });
  expect((read.json.changes as unknown[]).length).toBe(3);

  const newer = original.replace('          submit: Submit\n', '          submit: Send your message\n');
  const stale = Buffer.from(writeCsv(withCell('contact.submit', 'en', 'Send', copyTable(original)))).toString('base64');
  const conflict = await send('POST', '/__studio/api/copy/import', own(), { text: newer, base64: stale });
  expect(conflict.json).toMatchObject({
    text: newer,
    changes: [],
    conflicts: [
      {
        key: 'contact.submit',
        pack: 'en',
        message: expect.stringContaining('pages.yaml has "Send your message" since, and this file has "Send"'),
      },
    ],
  });
  const older = Buffer.from(writeCsv(copyTable(original).map((r) => r.slice(0, 4)))).toString('base64');
  const every = await send('POST', '/__studio/api/copy/import', own(), { text: newer, base64: older, allDifferences: true });
  expect(every.json).toMatchObject({ text: original, changes: [{ key: 'contact.submit', pack: 'en' }] });
  expect(readFileSync(file, 'utf8')).toBe(original);
});

it('lets no page on another localhost port read pages.yaml or the preview, as the dev server allows such origins elsewhere', async () => {
  for (const path of ['/__studio/api/file', '/__studio/api/preview', '/__studio/api/schema']) {
    const other = await send('GET', path, { host: own().host, origin: `http://localhost:${port + 1}`, 'sec-fetch-site': 'same-site' });
    expect(other, path).toEqual({ status: 403, json: { error: expect.stringContaining(`not http://localhost:${port + 1}`) } });
  }
  const studioPage = await send('GET', '/__studio/api/file', { host: own().host, 'sec-fetch-site': 'same-origin' });
  expect(studioPage.json.text).toBe(original);
});

it('refuses a host name that is not this machine, as a DNS rebinding attack would send, even on loopback', async () => {
  const host = `evil.example:${port}`;
  expect((await send('GET', '/__studio', { host })).status).toBe(403);
  expect((await send('GET', '/__studio/api/file', { host })).status).toBe(403);
  const save = await send('POST', '/__studio/api/save', { host, origin: `http://${host}` }, { text: edited(), base: versionOf(original) });
  expect(save.status).toBe(403);
  expect(readFileSync(file, 'utf8')).toBe(original);
  expect((await send('GET', '/__studio', { host: own().host })).status).toBe(200);
});

it('with --host, gives the QR code of the previewed page on the network address', async () => {
  const network = studio.server.resolvedUrls?.network[0];
  const qr = await send('GET', `/__studio/api/qr?path=${encodeURIComponent('/complaintList?is-need-pop=1')}`, { host: own().host });
  if (!network) {
    expect(qr.status).toBe(404);
    return;
  }
  expect(qr.json.url).toBe(new URL('/complaintList?is-need-pop=1', network).href);
  expect(String(qr.json.svg)).toMatch(/^<svg[\s\S]*<\/svg>$/);
  expect(((await send('GET', '/__studio/api/preview', { host: own().host })).json as { network?: string }).network).toBe(network);
});

it('answers another machine (a phone under --host) with 403, for the page, reads and writes alike', async () => {
  // A request as it arrives from the network, handed to the studio directly: tests send no traffic off loopback.
  const api = createStudioApi({ file, sandbox: studio.sandbox.url });
  const fromPhone = (method: string, path: string) => {
    const req = Object.assign(Readable.from([]), {
      method,
      url: path,
      headers: { host: `192.168.1.20:${port}`, origin: `http://192.168.1.20:${port}`, 'content-type': 'application/json' },
      socket: { remoteAddress: '192.168.1.20', localPort: port },
    }) as unknown as IncomingMessage;
    let status = 0;
    let body = '';
    const res = {
      writeHead: (s: number) => {
        status = s;
        return res;
      },
      end: (b: string) => {
        body = b;
      },
    } as unknown as ServerResponse;
    return api(req, res, new URL(path, 'http://x')).then(() => ({ status, body }));
  };
  for (const [method, path] of [
    ['GET', '/__studio/api/file'],
    ['POST', '/__studio/api/save'],
    ['POST', '/__studio/api/copy/import'],
  ] as const) {
    const answer = await fromPhone(method, path);
    expect(answer.status, path).toBe(403);
    expect(answer.body).toContain('only the computer that runs npm start');
  }
  expect(readFileSync(file, 'utf8')).toBe(original);
});
