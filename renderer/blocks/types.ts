import type { ComponentType } from 'react';
import type { Block, BlockKind, BlockOf } from '../../schemas/types.ts';

/** A block kind's component, given its declaration from pages.yaml. */
export type BlockComponent<B> = ComponentType<{ block: B }>;

export type BlockRegistry = { readonly [K in BlockKind]: BlockComponent<BlockOf<K>> };

/** Children of a container, checked at build time against the schema. */
export function childBlocks(blocks: unknown): readonly Block[] {
  return Array.isArray(blocks) ? (blocks as Block[]) : [];
}
