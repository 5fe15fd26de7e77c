import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { constant, copy, fill } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { drawCameraPhoto } from './images.ts';
import { lastToast } from './toasts.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile();

const NEXT = '/complainPageNext?problemType=2&orderNo=ORD180';
const UPLOAD = '/user-problem/upload-problem-img';
const MAX_SIDE = Number(constant('uploadMaxSide'));
const MAX_BYTES = Number(constant('uploadMaxBytes'));

/** A camera-sized JPEG, drawn by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  return Buffer.from(await page.evaluate(drawCameraPhoto), 'base64');
}

describe.each(LANGS)('complaint images in %s', (lang) => {
  const t = copy(lang);

  test('a camera photo is scaled down in the browser before it is sent, with progress on screen', { timeout: 60_000 }, async () => {
    await app.scenario({ delayMs: { path: UPLOAD, ms: 400 } });
    const { page, errors } = await app.open(NEXT, { lang });
    await page.locator('#field-problemDetail').waitFor();
    const photo = await cameraPhoto(page);
    expect(photo.length).toBeGreaterThan(1024 * 1024);

    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('.r-upload-pending progress').waitFor();
    const thumb = page.locator('.r-upload-thumb img');
    await thumb.waitFor();
    expect(await page.locator('.r-upload-pending').count()).toBe(0);

    const src = await thumb.getAttribute('src');
    const sent = Buffer.from(await (await fetch(new URL(src!, app.url))).arrayBuffer());
    expect(sent.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(sent.length).toBeLessThan(MAX_BYTES);
    expect(sent.length).toBeLessThan(photo.length / 4);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const size = await thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([MAX_SIDE, (MAX_SIDE * 3) / 4]);
    expect(errors).toEqual([]);
  });

  test('a file still over the size limit after scaling is refused with a message, and nothing is sent', async () => {
    const { page, errors } = await app.open(NEXT, { lang });
    await page.locator('#field-problemDetail').waitFor();
    // A HEIC photo Chromium cannot decode, so it cannot be scaled; it weighs more than the limit.
    const heavy = Buffer.alloc(MAX_BYTES + 1024, 7);
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_0002.heic', mimeType: 'image/heic', buffer: heavy });
    const message = fill(t.complaint!.imageTooLarge!, Math.round((MAX_BYTES / 1048576) * 10) / 10);
    await expect.poll(() => lastToast(page)).toBe(message);
    expect(message).toMatch(/\b5 MB\b/);
    expect(await page.locator('.r-upload-pending').count()).toBe(0);
    expect(await page.locator('.r-upload-thumb img').count()).toBe(0);
    expect(await app.requests(UPLOAD)).toHaveLength(0);
    // The add tile is still there for another photo.
    expect(await page.locator('input[type=file]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
