import type { BlockOf } from '../../schemas/types.ts';

export function Divider({ block }: { block: BlockOf<'divider'> }) {
  return <hr className={`r-divider r-space-${block.space ?? 'medium'}`} />;
}
