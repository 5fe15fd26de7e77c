import { isFieldKind } from '../blocks/fieldKinds.ts';
import { nestedBlocks } from '../blocks/nestedBlocks.ts';
import { exprOf } from '../expr/exprOf.ts';
import { isPlainObject } from '../expr/evaluate.ts';
import { references } from '../expr/references.ts';
import type { ScreenData } from '../config.ts';
import { readsMoment, type ScreenMoments } from './blockReads.ts';

/**
 * What of `compiled` is unknown when its document is drawn (blockReads.ts): its entry sources, the state and fields
 * whose first value reads the address, the clock, the device or data (also through state that does), given the
 * functions of the app that read the clock or the device.
 */
export function screenMoments(
  compiled: Pick<ScreenData, 'screen' | 'exprs' | 'background'>,
  momentFunctions: readonly string[],
): ScreenMoments {
  const { screen, exprs } = compiled;
  const entry = new Set(
    Object.entries(screen.data ?? {})
      .filter(([name, source]) => !source.manual && !compiled.background.includes(name))
      .map(([name]) => name),
  );
  const moments = { state: new Set<string>(), fields: new Set<string>(), functions: new Set(momentFunctions), entry };
  const unknown = (source: unknown) => {
    const ast = typeof source === 'string' ? exprOf(exprs, source) : undefined;
    return ast !== undefined && readsMoment(references(ast), moments);
  };
  // State may start from other state: repeat until nothing more is found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [key, source] of Object.entries(screen.state ?? {})) {
      if (!moments.state.has(key) && unknown(source)) {
        moments.state.add(key);
        grew = true;
      }
    }
  }
  const walk = (blocks: unknown): void => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks) {
      if (!isPlainObject(block)) continue;
      if (isFieldKind(block.type) && typeof block.name === 'string' && unknown(block.default)) moments.fields.add(block.name);
      walk(nestedBlocks(block));
    }
  };
  walk(screen.blocks);
  return moments;
}
