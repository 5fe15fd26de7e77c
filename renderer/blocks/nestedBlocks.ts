import { BLOCK_LIST_SETTINGS } from '../../schemas/blockLists.ts';

/** The blocks one block holds, in every setting kinds keep blocks in. */
export function nestedBlocks(block: Record<string, unknown>): unknown[] {
  return BLOCK_LIST_SETTINGS.flatMap((setting) => {
    const blocks = block[setting];
    return Array.isArray(blocks) ? blocks : [];
  });
}
