import type { Block } from '../../schemas/types.ts';
import { type Evaluate, fieldKinds, isFieldKind } from '../blocks/fieldKinds.ts';
import { nestedBlocks } from '../blocks/nestedBlocks.ts';
import { isPlainObject } from '../expr/evaluate.ts';

/** Every field of a screen at the value pages.yaml declares for it, wherever its block stands (modals, tabs, groups). */
export function fieldDefaults(blocks: unknown, ev: Evaluate, values: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(blocks)) return values;
  for (const block of blocks) {
    if (!isPlainObject(block)) continue;
    if (isFieldKind(block.type) && typeof block.name === 'string') {
      const declared = fieldKinds[block.type] as (block: Block, ev: Evaluate) => unknown;
      values[block.name] = declared(block as Block, ev);
    }
    fieldDefaults(nestedBlocks(block), ev, values);
  }
  return values;
}
