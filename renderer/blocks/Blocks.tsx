import type { ComponentType } from 'react';
import type { Block } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { childBlocks } from './types.ts';

/**
 * Draws a list of blocks, each by its exact type or, for `type: widget`, by the app's widget. A block is drawn by
 * its kind's component alone: only a block with `visible` gets a wrapper that evaluates it (and leaves the block
 * out while it is false). An unknown kind shows a visible note instead of breaking the page.
 */
export function Blocks({ blocks }: { blocks: unknown }) {
  const runtime = useRenderer();
  const { parts } = useScreen();
  return (
    <>
      {childBlocks(blocks).map((block, i) => {
        const Component = (
          block.type === 'widget'
            ? parts.widgets[block.widget as keyof typeof parts.widgets]
            : parts.blocks[block.type as keyof typeof parts.blocks]
        ) as ComponentType<{ block: Block }> | undefined;
        if (!Component) {
          runtime.report(`unknown block ${block.type === 'widget' ? `widget ${String(block.widget)}` : `type ${String(block.type)}`}`);
          return (
            <p key={i} className="r-unknown" role="note">
              {runtime.ui('unknownBlock')}
            </p>
          );
        }
        return block.visible === undefined ? <Component key={i} block={block} /> : <Visible key={i} block={block} Component={Component} />;
      })}
    </>
  );
}

/** A block with `visible`: drawn while it holds. */
function Visible({ block, Component }: { block: Block; Component: ComponentType<{ block: Block }> }) {
  const ev = useEvaluator(visibility(block));
  return ev(block.visible) ? <Component block={block} /> : null;
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
