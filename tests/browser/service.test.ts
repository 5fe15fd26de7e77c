import { describe, expect, test } from 'vitest';
import { copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile({ reset: false });

describe.each(LANGS)('customer service in %s', (lang) => {
  const t = copy(lang);

  test('shows the contact entries from the server and the header of its language', async () => {
    const { page, errors } = await app.open('/customerService', { lang });
    await page.getByText(t.service!.phone!, { exact: true }).waitFor();
    expect(await page.locator('img.r-image').first().getAttribute('src')).toBe(t.service!.headerImage);
    const calls = await app.requests('/user-problem/get-whatsapp');
    expect(calls[0]!.body.overall).toBe('30');
    expect(errors).toEqual([]);
  });

  test('tapping the phone asks the app shell to call, and the e-mail opens a mail link', async () => {
    const { page } = await app.open('/customerService', { lang });
    await page.evaluate(() => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { callTelephone: { postMessage: (m: unknown) => sent.push(m) } },
      };
    });
    await page.getByText(t.service!.phone!, { exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sent: { phone?: string }[] }).sent)).toHaveLength(1);
    const [message] = await page.evaluate(() => (window as unknown as { sent: { phone?: string }[] }).sent);
    expect(message!.phone).toMatch(/\d{3}/);

    await page.evaluate(() => {
      document.addEventListener(
        'click',
        (e) => {
          const a = e.target as HTMLAnchorElement;
          if (a.href?.startsWith('mailto:')) {
            e.preventDefault();
            (window as unknown as { mail: string }).mail = a.href;
          }
        },
        true,
      );
    });
    await page.getByText(t.service!.email!, { exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { mail?: string }).mail)).toMatch(/^mailto:[^@]+@[^@]+$/);
  });
});
