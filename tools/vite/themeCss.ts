import { frameHeightClass, gapClass } from '../../renderer/blocks/sizeClasses.ts';
import type { CompiledPages } from '../check/check.ts';
import { indexScreen } from '../check/screenIndex.ts';

/** The CSS variable of an app colour: `primaryText` → `--c-primary-text`. */
export const colourVariable = (name: string) => `--c-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The style rules pages.yaml decides: the app's colours, and each gap and frame height its screens use. A rule, not
 * a style attribute: the page's document is drawn at build time, and under its Content-Security-Policy (no
 * inline styles) a style attribute in its markup would be dropped, and React, taking the markup over, would not set
 * it again. The values have passed the schema (colours are #hex, sizes whole numbers).
 */
export function themeCss(compiled: CompiledPages): string {
  const colours = Object.entries(compiled.shared.app.colours).map(([name, value]) => `${colourVariable(name)}:${value}`);
  const gaps = new Set<number>();
  const heights = new Set<number>();
  for (const [id, byLanguage] of Object.entries(compiled.screens)) {
    const { screen } = Object.values(byLanguage)[0]!;
    for (const { node, role } of indexScreen(id, screen).kinds) {
      if (role !== 'block') continue;
      if (node.type === 'stack' && typeof node.gap === 'number') gaps.add(node.gap);
      if (node.type === 'frame' && typeof node.height === 'number') heights.add(node.height);
    }
  }
  return [
    `:root{${colours.join(';')}}`,
    ...[...gaps].sort((a, b) => a - b).map((gap) => `.${gapClass(gap)}{gap:${gap}px}`),
    ...[...heights].sort((a, b) => a - b).map((height) => `.${frameHeightClass(height)}{height:${height}px}`),
  ].join('\n');
}
