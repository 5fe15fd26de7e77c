import { randomInt } from 'node:crypto';

/** Escapes text for SVG content and attribute values. */
export function xml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A rounded badge with a short label: product, app and channel logos. */
export function logoSvg(label: string, color: string): string {
  const size = label.length > 3 ? 22 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="24" fill="${xml(color)}"/>` +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="#fff">${xml(label)}</text></svg>`
  );
}

/** A stand-in photo (landscape icon and caption) for seeded complaint images, banners and fee tables. */
export function pictureSvg(caption: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">` +
    `<rect width="480" height="320" fill="#e8eef3"/>` +
    `<circle cx="150" cy="110" r="34" fill="#f5b700"/>` +
    `<path d="M40 270 L170 150 L250 230 L320 170 L440 270 Z" fill="#7fa7c4"/>` +
    `<text x="240" y="305" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="#33475b">` +
    `${xml(caption)}</text></svg>`
  );
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function captchaText(): string {
  let out = '';
  for (let i = 0; i < 4; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

const INK = ['#1b4f72', '#7b241c', '#145a32', '#4a235a', '#7e5109'];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** The graphic captcha: each character tilted and coloured differently, crossed by noise lines and dots. */
export function captchaSvg(code: string): string {
  const chars = [...code].map((ch, i) => {
    const x = 18 + i * 24;
    const y = 30 + randomInt(-4, 5);
    return (
      `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" fill="${pick(INK)}" ` +
      `font-family="Courier New, monospace" font-weight="700" font-size="26">${xml(ch)}</text>`
    );
  });
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 44)}" ` +
      `stroke="${pick(INK)}" stroke-width="1.2" opacity="0.7"/>`,
  );
  const dots = Array.from({ length: 24 }, () => `<circle cx="${randomInt(0, 120)}" cy="${randomInt(0, 44)}" r="1" fill="${pick(INK)}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44">` +
    `<rect width="120" height="44" fill="#f4f6f7"/>${lines.join('')}${chars.join('')}${dots.join('')}</svg>`
  );
}
