// @vitest-environment happy-dom
import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { blocks } from '../../renderer/blocks/registry.ts';
import type { BlockRegistry } from '../../renderer/blocks/types.ts';
import { createEntryCalls } from '../../renderer/entry/entryCalls.ts';
import { addressOf } from '../../renderer/entry/pageAddress.ts';
import { resolveEntry } from '../../renderer/entry/resolveEntry.ts';
import { RendererApp } from '../../renderer/RendererApp.tsx';
import type { ScreenChunks } from '../../renderer/routing/screenChunks.ts';
import type { CallResult } from '../../renderer/runtime/services.ts';
import { blockReads } from '../../renderer/screen/blockReads.ts';
import { screenMoments } from '../../renderer/screen/screenMoments.ts';
import { createToasts } from '../../renderer/toasts/createToasts.ts';
import { drawDocument } from '../../src/drawDocument.tsx';
import { compiledPages } from '../support/compiledPages.ts';
import { compiledScreen } from '../support/compiledScreen.ts';
import { answered, screenRuntime } from '../support/screenRuntime.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const renders = new Map<object, number>();

/** A block drawn by its kind's own component, its renders counted. */
function Counted({ block }: { block: { type: string } }) {
  renders.set(block, (renders.get(block) ?? 0) + 1);
  const Component = blocks[block.type as keyof typeof blocks] as ComponentType<{ block: object }>;
  return <Component block={block} />;
}

const DETAILS = { orderStatus: 174, productName: 'Presto Rápido', isScore: 0, isDelay: 1, userOrderDetail: { detail: [] } };

test("the screen's status changing (taken over, then its data in) draws again only the blocks that wait or read it", async () => {
  const { shared } = compiledPages();
  const route = shared.routes.find((r) => r.screen === 'loanDetails')!.route;
  const chunk = await compiledScreen('loanDetails', 'es');
  const { html } = drawDocument(shared, route, chunk, 'es');
  // Every kind counts each of its blocks' renders.
  const counted = Object.fromEntries(Object.keys(blocks).map((kind) => [kind, Counted])) as unknown as BlockRegistry;
  const screen = { ...chunk, parts: { ...chunk.parts, blocks: counted } };

  const url = new URL(`${route}?productId=P-PRESTO&orderId=ORD174`, 'http://app.test');
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url.href);
  const entry = resolveEntry(addressOf(url), shared);
  let answer: (result: CallResult) => void = () => {};
  const { runtime } = screenRuntime('es', () => new Promise<CallResult>((resolve) => (answer = resolve)));
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  const mismatches: string[] = [];
  const screens: ScreenChunks = { load: async () => screen, loaded: () => screen, onHung: () => () => {} };
  await act(async () => {
    // Without the app's StrictMode (which draws nothing of its own), so each render counts once.
    hydrateRoot(
      root,
      <RendererApp
        {...runtime}
        entry={entry}
        screens={screens}
        entryCalls={createEntryCalls()}
        toastStore={createToasts({ defaultMs: 3000, minMs: 300 }).store}
      />,
      { onRecoverableError: (error) => mismatches.push(String(error)) },
    );
  });
  await act(async () => answer(answered(DETAILS)));
  expect(mismatches).toEqual([]);
  expect(root.querySelector('[data-phase="ready"]')).not.toBeNull();
  // What waited for the answer drew it.
  expect(root.textContent).toContain(DETAILS.productName);

  const moments = screenMoments(screen, runtime.momentFunctions);
  const still = [...renders].filter(([block]) => {
    const reads = blockReads(block, screen.exprs, moments);
    return (
      !reads.store &&
      reads.fields.length === 0 &&
      !reads.visible.document &&
      !reads.shown.document &&
      reads.visible.data.length === 0 &&
      reads.shown.data.length === 0
    );
  });
  // Some of the screen's blocks read nothing that changes: the header's copy, the layout around the data.
  expect(still.length).toBeGreaterThan(0);
  expect(still.map(([, count]) => count)).toEqual(still.map(() => 1));
});
