import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

export function Image({ block }: { block: BlockOf<'image'> }) {
  const ev = useEvaluator(block);
  const { run } = useRun();
  const src = toText(ev(block.src));
  if (!src) return null;
  const image = (
    <img
      className={`r-image r-shape-${block.shape ?? 'square'} r-fit-${block.fit ?? 'contain'}`}
      src={src}
      alt={toText(ev(block.alt))}
      width={block.width}
      height={block.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (!block.onTap) return image;
  return (
    <button type="button" className="r-image-button" onClick={() => void run(block.onTap)}>
      {image}
    </button>
  );
}
