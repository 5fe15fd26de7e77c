import type { ComponentType } from 'react';
import type { Block } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { childBlocks } from './types.ts';

/** Draws a list of blocks. */
export function Blocks({ blocks }: { blocks: unknown }) {
  return (
    <>
      {childBlocks(blocks).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

/**
 * Draws one block by its exact type, or the app's widget for `type: widget`. A block whose `visible` is false is
 * left out; an unknown kind shows a visible note instead of breaking the page.
 */
export function BlockView({ block }: { block: Block }) {
  const runtime = useRenderer();
  const { parts } = useScreen();
  const ev = useEvaluator(visibility(block));
  if (block.visible !== undefined && !ev(block.visible)) return null;
  const Component = (
    block.type === 'widget'
      ? parts.widgets[block.widget as keyof typeof parts.widgets]
      : parts.blocks[block.type as keyof typeof parts.blocks]
  ) as ComponentType<{ block: Block }> | undefined;
  if (!Component) {
    runtime.report(`unknown block ${block.type === 'widget' ? `widget ${String(block.widget)}` : `type ${String(block.type)}`}`);
    return (
      <p className="r-unknown" role="note">
        {runtime.ui('unknownBlock')}
      </p>
    );
  }
  return <Component block={block} />;
}

const visibilityOnly = new WeakMap<object, object>();

/** Only `visible` matters here, so typing into a field this block shows does not re-render the wrapper. */
function visibility(block: Block): object {
  let picked = visibilityOnly.get(block);
  if (!picked) {
    picked = { visible: block.visible };
    visibilityOnly.set(block, picked);
  }
  return picked;
}
