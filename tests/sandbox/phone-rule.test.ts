import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';

const PROMO = '/evolved/api/v2/youmi/promotion';
const REAL = resolve(import.meta.dirname, '../../pages.yaml');

/** pages.yaml with its phone rule replaced, as the staff guide's phone-rule edit does (docs/staff-guide.md). */
function pagesWithPhonePattern(file: string, pattern: string): void {
  const text = readFileSync(REAL, 'utf8').replace(/^ {2}phonePattern: .*$/m, `  phonePattern: ${JSON.stringify(pattern)}`);
  writeFileSync(file, text);
}

/** The code the sandbox answers a get-sms call with: 3 means it refused the phone, 101 that it got past it to the captcha. */
async function codeFor(sandbox: RunningSandbox, phone: string): Promise<number> {
  const res = await fetch(`${sandbox.url}${PROMO}/get-sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, sid: 'none', capcode: 'x' }).toString(),
  });
  return ((await res.json()) as { code: number }).code;
}

describe('the sandbox checks phones with constants.phonePattern of pages.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'phone-rule-'));
  const file = join(dir, 'pages.yaml');
  let changed: RunningSandbox;
  let real: RunningSandbox;
  beforeAll(async () => {
    pagesWithPhonePattern(file, '^[1-9][0-9]{9}$');
    changed = await startSandbox({ port: 0, quiet: true, pagesFile: file });
    real = await startSandbox({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await changed.close();
    await real.close();
  });

  it('follows the real pages.yaml: 11 digits starting 13-19 pass, 10 digits are refused', async () => {
    const pattern = new RegExp((parse(readFileSync(REAL, 'utf8')) as { constants: { phonePattern: string } }).constants.phonePattern);
    for (const phone of ['13812345678', '5512345678', '12812345678']) {
      expect(await codeFor(real, phone), phone).toBe(pattern.test(phone) ? 101 : 3);
    }
  });

  it('accepts and refuses by a changed rule', async () => {
    expect(await codeFor(changed, '5512345678')).toBe(101);
    expect(await codeFor(changed, '13812345678')).toBe(3);
    expect(await codeFor(changed, '0512345678')).toBe(3);
  });

  it('follows a rule changed while it runs', async () => {
    pagesWithPhonePattern(file, '^0[0-9]{9}$');
    // Some file systems keep whole-second times; make the change visible whatever the clock did.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await codeFor(changed, '0512345678')).toBe(101);
    expect(await codeFor(changed, '5512345678')).toBe(3);
  });
});
