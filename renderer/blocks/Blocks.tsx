import { type ComponentType, useSyncExternalStore } from 'react';
import type { Block } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { type BlockReads, blockReads, type Waits } from '../screen/blockReads.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useDocumentDraw } from '../screen/useDocumentDraw.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { Placeholder } from './Placeholder.tsx';
import { childBlocks } from './types.ts';

/**
 * Draws a list of blocks, each by its exact type or, for `type: widget`, by the app's widget. A block is drawn by
 * its kind's component alone: only a block with `visible` gets a wrapper that evaluates it (and leaves the block
 * out while it is false), and only one that waits (for the screen's data, or for the browser) a wrapper that draws
 * its placeholder meanwhile. An unknown kind shows a visible note instead of breaking the page.
 */
export function Blocks({ blocks }: { blocks: unknown }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const { parts } = screen;
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
        const reads = blockReads(block, screen.exprs, screen.moments);
        if (waits(reads)) return <Waiting key={i} block={block} Component={Component} reads={reads} />;
        return block.visible === undefined ? <Component key={i} block={block} /> : <Visible key={i} block={block} Component={Component} />;
      })}
    </>
  );
}

const waitsFor = (w: Waits) => w.document || w.data.length > 0;
const waits = (reads: BlockReads) => waitsFor(reads.visible) || waitsFor(reads.shown) || reads.acts.length > 0;

/**
 * A block that reads what is not there yet: the screen's entry data, or, in the page's document, what only the
 * browser knows. Until then a block whose `visible` waits is left out (most such blocks show only for some
 * answers), and one whose content or actions wait shows its placeholder.
 */
function Waiting({ block, Component, reads }: { block: Block; Component: ComponentType<{ block: Block }>; reads: BlockReads }) {
  const screen = useScreen();
  const documentDraw = useDocumentDraw();
  const { loaded } = useSyncExternalStore(screen.status.subscribe, screen.status.get, () => screen.documentStatus);
  const missing = (sources: readonly string[]) => sources.some((source) => !loaded.includes(source));
  const pending = (w: Waits) => (documentDraw && w.document) || missing(w.data);
  if (pending(reads.visible)) return null;
  if (pending(reads.shown) || missing(reads.acts)) return <Placeholder block={block} />;
  return block.visible === undefined ? <Component block={block} /> : <Visible block={block} Component={Component} />;
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
