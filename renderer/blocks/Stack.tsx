import type { BlockOf } from '../../schemas/types.ts';
import { useRun } from '../screen/useRun.ts';
import { Blocks } from './Blocks.tsx';
import { gapClass } from './sizeClasses.ts';

/** A group of blocks; tappable as a whole when it has onTap. */
export function Stack({ block }: { block: BlockOf<'stack'> }) {
  const { run } = useRun();
  const className = [
    'r-stack',
    `r-stack-${block.direction ?? 'column'}`,
    `r-variant-${block.variant ?? 'plain'}`,
    `r-align-items-${block.align ?? 'stretch'}`,
    `r-justify-${block.justify ?? 'start'}`,
    ...(block.gap === undefined ? [] : [gapClass(block.gap)]),
  ].join(' ');
  if (block.onTap) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a stack with an action holds other blocks (images, rows, even buttons), which a <button> may not contain.
      <div
        className={`${className} r-tappable`}
        data-anchor={block.anchor}
        role="button"
        tabIndex={0}
        onClick={() => void run(block.onTap)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            void run(block.onTap);
          }
        }}
      >
        <Blocks blocks={block.blocks} />
      </div>
    );
  }
  return (
    <div className={className} data-anchor={block.anchor}>
      <Blocks blocks={block.blocks} />
    </div>
  );
}
