import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';

/** Text from the config or the server, always as text: a server string is never read as HTML. */
export function Text({ block }: { block: BlockOf<'text'> }) {
  const ev = useEvaluator(block);
  const text = toText(ev(block.text));
  if (text === '') return null;
  return <p className={`r-text r-tone-${block.tone ?? 'normal'} r-align-${block.align ?? 'left'}`}>{text}</p>;
}
