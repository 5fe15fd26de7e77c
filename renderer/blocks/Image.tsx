import { useContext } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { LocalsContext } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

export function Image({ block }: { block: BlockOf<'image'> }) {
  const ev = useEvaluator(block);
  const { run } = useRun();
  // A list's pictures (photos, channel logos) wait until they scroll near; a screen's own picture is usually in
  // view at once, often its largest, and should not wait for layout to start loading.
  const inList = useContext(LocalsContext).index !== undefined;
  const src = toText(ev(block.src));
  if (!src) return null;
  const image = (
    <img
      className={`r-image r-shape-${block.shape ?? 'square'} r-fit-${block.fit ?? 'contain'}`}
      src={src}
      alt={toText(ev(block.alt))}
      width={block.width}
      height={block.height}
      loading={inList ? 'lazy' : undefined}
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
