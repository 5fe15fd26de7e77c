import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';

/** Text colour on background colour, as the renderer's styles pair them (app.colours names). */
const PAIRS = [
  ['primaryText', 'primary', 'button text'],
  ['text', 'background', 'page text'],
  ['text', 'surface', 'card text'],
  ['muted', 'background', 'secondary text and placeholders'],
  ['muted', 'surface', 'secondary text and placeholders'],
  ['primary', 'surface', 'links and secondary buttons'],
  ['primary', 'background', 'links and secondary buttons'],
  ['danger', 'surface', 'error text'],
  ['danger', 'background', 'error text'],
] as const;

/** WCAG AA for normal-size text. */
const MIN_CONTRAST = 4.5;

function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, or undefined when one is not such a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** app.colours pairs that people read must keep WCAG AA contrast (4.5:1). */
export function checkColours(app: Record<string, unknown>): Problem[] {
  const colours = asRecord(app.colours);
  const problems: Problem[] = [];
  for (const [text, background, use] of PAIRS) {
    const [fg, bg] = [colours[text], colours[background]];
    if (typeof fg !== 'string' || typeof bg !== 'string') continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio !== undefined && ratio < MIN_CONTRAST) {
      problems.push({
        path: ['app', 'colours', text],
        message: `colour ${text} (${fg}) on ${background} (${bg}) has contrast ${ratio.toFixed(2)}:1, below the ${MIN_CONTRAST}:1 that WCAG AA asks for ${use}; use a darker or lighter shade`,
      });
    }
  }
  return problems;
}
