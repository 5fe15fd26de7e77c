import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { constant, copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile();

const MAX = Number(constant('complaintTextMax'));
const NEXT = '/complainPageNext?problemType=2&orderNo=ORD180';
const EMOJI = '😀';
const counter = (page: Page) => page.locator('.r-counter');
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

describe.each(LANGS)('the complaint text counts characters as people see them (%s)', (lang) => {
  const t = copy(lang);

  test('100 emoji read 100/200; the field takes 200 and ignores the 201st, and 200 are sent', async () => {
    const { page, errors } = await app.open(NEXT, { lang });
    const field = page.locator('#field-problemDetail');
    await field.click();
    await page.keyboard.insertText(EMOJI.repeat(100));
    await expect.poll(() => counter(page).textContent()).toBe(`100/${MAX}`);
    await page.keyboard.insertText(EMOJI.repeat(100));
    await expect.poll(() => counter(page).textContent()).toBe(`${MAX}/${MAX}`);
    await page.keyboard.insertText(EMOJI);
    await page.keyboard.type('x');
    expect(await field.inputValue()).toBe(EMOJI.repeat(MAX));
    await expect.poll(() => counter(page).textContent()).toBe(`${MAX}/${MAX}`);

    await page.getByRole('button', { name: t.complaint!.submit!, exact: true }).click();
    await page.locator('dialog[data-modal=saved][open]').waitFor();
    const [save] = await app.requests('/user-problem/problem-save');
    expect(save!.body.problemDetail).toBe(EMOJI.repeat(MAX));
    expect(errors).toEqual([]);
  });

  test('accented letters count once, precomposed or combining; a paste past the limit keeps what fits', async () => {
    const { page } = await app.open(NEXT, { lang });
    const field = page.locator('#field-problemDetail');
    const precomposed = '\u00e9';
    const combining = 'e\u0301';
    await field.fill(precomposed.repeat(150));
    await expect.poll(() => counter(page).textContent()).toBe(`150/${MAX}`);
    await field.press('End');
    await page.keyboard.insertText(combining.repeat(60));
    await expect.poll(() => counter(page).textContent()).toBe(`${MAX}/${MAX}`);
    const value = await field.inputValue();
    expect(value).toBe(precomposed.repeat(150) + combining.repeat(50));
    expect(graphemes(value)).toBe(MAX);

    // Typing in the middle of a full field changes nothing, and the text around the caret stays.
    await field.press('Home');
    await page.keyboard.insertText('ñ');
    expect(await field.inputValue()).toBe(value);
  });
});
