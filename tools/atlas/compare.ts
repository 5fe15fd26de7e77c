import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type Verdict = 'changed' | 'unchanged' | 'new' | 'gone';

export interface Comparison {
  verdict: Verdict;
  /** Pixels that differ (every pixel of the larger picture outside the smaller one counts). */
  pixels: number;
  /** The diff picture (changed pixels red over a faded after), for changed pictures. */
  diff?: Buffer;
}

/** `png` drawn on a canvas of `width` x `height`, the rest transparent, so pictures of different heights compare. */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out.data;
}

/**
 * Compares two pictures of one state. The atlas freezes clocks, animations and carets, so an unchanged page differs
 * at most by Chromium's rasterising noise (measured: colour steps of 1 to 34 on shadows and scaled pictures); that
 * is below pixelmatch's perceptual threshold 0.1, while a changed word differs by hundreds of strong pixels.
 */
export function comparePictures(before: Buffer | undefined, after: Buffer | undefined): Comparison {
  if (!before) return { verdict: after ? 'new' : 'gone', pixels: 0 };
  if (!after) return { verdict: 'gone', pixels: 0 };
  if (before.equals(after)) return { verdict: 'unchanged', pixels: 0 };
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(padded(a, width, height), padded(b, width, height), diff.data, width, height, { threshold: 0.1, alpha: 0.2 });
  return pixels === 0 ? { verdict: 'unchanged', pixels } : { verdict: 'changed', pixels, diff: PNG.sync.write(diff) };
}

/** Width and height from a PNG's header, for the atlas page's img attributes. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
