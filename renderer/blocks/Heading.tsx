import type { BlockOf } from '../../schemas/types.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { toText } from '../expr/evaluate.ts';

export function Heading({ block }: { block: BlockOf<'heading'> }) {
  const ev = useEvaluator(block);
  const Tag = block.level === 1 ? 'h1' : block.level === 3 ? 'h3' : 'h2';
  return <Tag className={`r-heading r-heading-${block.level ?? 2} r-align-${block.align ?? 'left'}`}>{toText(ev(block.text))}</Tag>;
}
