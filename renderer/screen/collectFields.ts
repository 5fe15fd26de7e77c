import { isPlainObject } from '../expr/evaluate.ts';

/** Every block inside `blocks`, depth first, including those in modals and groups. */
export function eachBlock(blocks: unknown, visit: (block: Record<string, unknown>) => void): void {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks) {
    if (!isPlainObject(block)) continue;
    visit(block);
    eachBlock(block.blocks, visit);
  }
}
