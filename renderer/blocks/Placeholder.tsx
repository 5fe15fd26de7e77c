import type { ReactElement } from 'react';
import type { Block, BlockKind, BlockOf } from '../../schemas/types.ts';

/** Placeholders hold no words: screen readers hear that the screen is loading instead. */
const HIDDEN = { 'aria-hidden': true } as const;

/** A grey bar where a line of text will be. */
function Line() {
  return <span className="r-placeholder" />;
}

type Shapes = { readonly [K in BlockKind]?: (block: BlockOf<K>) => ReactElement };

/**
 * What a block that cannot draw yet shows in its place (its data is on the way, or it reads what only the browser
 * knows and the page's document is drawn at build time): its kind's own box, with the classes that give it its
 * size, holding grey bars instead of text, so that little moves when it draws. A kind without a shape here shows
 * one line.
 */
const SHAPES: Shapes = {
  text: (block) => (
    <p className={`r-text r-tone-${block.tone ?? 'normal'} r-align-${block.align ?? 'left'}`} {...HIDDEN}>
      <Line />
    </p>
  ),
  heading: (block) => (
    <div className={`r-heading r-heading-${block.level ?? 2} r-align-${block.align ?? 'left'}`} {...HIDDEN}>
      <Line />
    </div>
  ),
  // An empty picture of the image's declared size (attributes, as its own <img> has them: no style attribute).
  image: (block) => (
    <svg
      className={`r-image r-placeholder-box r-shape-${block.shape ?? 'square'}`}
      width={block.width ?? 0}
      height={block.height ?? 0}
      {...HIDDEN}
    />
  ),
  button: (block) => (
    <span
      className={`r-button r-button-${block.variant ?? 'primary'} r-placeholder-button${block.full === false ? '' : ' r-button-full'}`}
      {...HIDDEN}
    >
      <Line />
    </span>
  ),
  rows: () => (
    <div className="r-rows" {...HIDDEN}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="r-row">
          <Line />
          <Line />
        </div>
      ))}
    </div>
  ),
  list: (block) => (
    <div className={`r-list r-list-${block.layout ?? 'column'}`} {...HIDDEN}>
      <div className="r-list-item r-list-static">
        <Line />
      </div>
    </div>
  ),
};

/** A block's place while it waits. */
export function Placeholder({ block }: { block: Block }) {
  const shape = SHAPES[block.type as BlockKind] as ((block: Block) => ReactElement) | undefined;
  return shape ? (
    shape(block)
  ) : (
    <p className="r-text" {...HIDDEN}>
      <Line />
    </p>
  );
}
