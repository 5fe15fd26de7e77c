import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePictures, pngSize } from '../../tools/atlas/compare.ts';
import { renderAtlas, type Picture } from '../../tools/atlas/page.ts';

function png(width: number, height: number, paint?: (x: number, y: number) => [number, number, number] | undefined): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint?.(x, y) ?? [255, 255, 255];
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return PNG.sync.write(image);
}

describe('before/after comparison', () => {
  it('calls identical pictures unchanged and counts each differing pixel', () => {
    expect(comparePictures(png(20, 10), png(20, 10))).toEqual({ verdict: 'unchanged', pixels: 0 });
    const changed = comparePictures(
      png(20, 10),
      png(20, 10, (x, y) => (x < 2 && y < 3 ? [0, 0, 0] : undefined)),
    );
    expect(changed.verdict).toBe('changed');
    expect(changed.pixels).toBe(6);
    expect(pngSize(changed.diff!)).toEqual({ width: 20, height: 10 });
  });

  it('ignores rasterising noise of a few colour steps, but not one clearly different pixel', () => {
    const noise = comparePictures(
      png(8, 8),
      png(8, 8, (x, y) => (x === 3 && y === 3 ? [250, 255, 255] : undefined)),
    );
    expect(noise).toMatchObject({ verdict: 'unchanged', pixels: 0 });
    const real = comparePictures(
      png(8, 8),
      png(8, 8, (x, y) => (x === 3 && y === 3 ? [40, 40, 40] : undefined)),
    );
    expect(real).toMatchObject({ verdict: 'changed', pixels: 1 });
  });

  it('compares pictures of different heights (a page that grew), and tells new and gone states', () => {
    const result = comparePictures(png(10, 10), png(10, 14));
    expect(result.verdict).toBe('changed');
    expect(result.pixels).toBe(40);
    expect(pngSize(result.diff!)).toEqual({ width: 10, height: 14 });
    expect(comparePictures(undefined, png(4, 4)).verdict).toBe('new');
    expect(comparePictures(png(4, 4), undefined).verdict).toBe('gone');
  });

  it('puts the counts at the top and changed pictures first, side by side with the difference', () => {
    const base = { screen: 'loanDetails', lang: 'en', path: '/loan/details?orderId=ORD174', how: '', width: 390, errors: [] };
    const pictures: Picture[] = [
      { ...base, id: 'a', state: 'same', file: 'img/a.png', compared: { verdict: 'unchanged', pixels: 0, before: 'before/a.png' } },
      {
        ...base,
        id: 'b',
        state: 'moved <text>',
        file: 'img/b.png',
        compared: { verdict: 'changed', pixels: 12, before: 'before/b.png', diff: 'diff/b.png' },
      },
    ];
    const html = renderAtlas({
      pictures,
      screens: [{ id: 'loanDetails', route: '/loan/details' }],
      unreached: [],
      liveBase: 'http://127.0.0.1:5173/',
      since: 'HEAD',
      generatedAt: 'now',
      seconds: 1,
    });
    expect(html).toContain('<strong>1 changed</strong>, 1 unchanged');
    expect(html.indexOf('id="shot-b"')).toBeLessThan(html.indexOf('id="shot-a"'));
    expect(html).toContain('src="before/b.png"');
    expect(html).toContain('src="diff/b.png"');
    expect(html).toContain('moved &lt;text&gt;');
    expect(html).toContain('href="http://127.0.0.1:5173/loan/details?orderId=ORD174"');
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    expect(html).toContain('<nav aria-label="Screens">');
  });

  it('indexes where each key is used, linking the screens pictured', () => {
    const html = renderAtlas({
      pictures: [],
      screens: [{ id: 'complaintNext', route: '/complainPageNext' }],
      unreached: [],
      liveBase: 'http://127.0.0.1:5173/',
      generatedAt: 'now',
      seconds: 1,
      usage: [
        { key: 'const.complaintTextMax', kind: 'constant', line: 41, screens: ['complaintDetails', 'complaintNext'] },
        { key: 'const.unused', kind: 'constant', line: 42, screens: [] },
      ],
    });
    expect(html).toContain('<a href="#where-used">Where each key is used</a>');
    expect(html).toMatch(
      /<code>const\.complaintTextMax<\/code><\/td><td>constant<\/td><td>41<\/td><td>complaintDetails, <a href="#screen-complaintNext">complaintNext<\/a>/,
    );
    expect(html).toContain('read by nothing');
  });
});
