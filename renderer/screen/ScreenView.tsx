import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Blocks } from '../blocks/Blocks.tsx';
import { nestedBlocks } from '../blocks/nestedBlocks.ts';
import type { Entry } from '../entry/resolveEntry.ts';
import type { ScreenVisit } from '../routing/screenVisits.ts';
import { toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { blockReads } from './blockReads.ts';
import type { CompiledScreen } from './CompiledScreen.ts';
import { createScreenController } from './createScreenController.ts';
import { noForm } from './noForm.ts';
import { ScreenContext } from './ScreenRuntime.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { ScreenMessage } from './ScreenMessage.tsx';
import { useDocumentDraw } from './useDocumentDraw.ts';

/** Whether a block tree declares a level-one heading of its own. */
function hasTitleHeading(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasTitleHeading);
  if (!node || typeof node !== 'object') return false;
  const block = node as Record<string, unknown>;
  return (block.type === 'heading' && block.level === 1) || hasTitleHeading(nestedBlocks(block));
}

/** When the page's document was first painted with content: its drawing of the screen. */
function documentPainted(): number | undefined {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
}

/**
 * One visit of a screen: its controller, made once, loads its data while its blocks draw, each with a placeholder
 * until what it reads is there; a failed load shows the message with Retry, never a blank page. `visit` is told
 * when it is drawn and ready.
 */
export function ScreenView({ entry, compiled, visit }: { entry: Entry; compiled: CompiledScreen; visit: ScreenVisit }) {
  const runtime = useRenderer();
  const [screen] = useState(() => createScreenController(entry, compiled, runtime));
  const status = useSyncExternalStore(screen.status.subscribe, screen.status.get, () => screen.documentStatus);
  const documentDraw = useDocumentDraw();
  // Whether this view took over the page document's drawing, which the browser painted before the code came.
  const [tookOverDocument] = useState(documentDraw);
  const kit = compiled.parts.form ?? noForm;

  useEffect(() => screen.start(), [screen]);
  useEffect(() => {
    if (status.phase !== 'loading') runtime.firstScreenSettled(status.phase === 'ready');
  }, [status.phase, runtime]);
  // Layout effects: the frame they ask for is the one that paints this commit. A browser without paint timing
  // tells the document's drawing at the frame after it is taken over.
  useLayoutEffect(() => visit.drawn(tookOverDocument ? documentPainted() : undefined), [visit, tookOverDocument]);
  useLayoutEffect(() => {
    if (status.phase !== 'loading') visit.ready();
  }, [status.phase, visit]);

  useEffect(() => {
    if (status.phase !== 'ready') return undefined;
    const listeners = Object.entries(compiled.screen.on ?? {}).map(([event, actions]) => {
      const handler = (payload: unknown) => {
        void screen.run(actions, { event: payload });
      };
      runtime.bus.on(event, handler);
      return () => runtime.bus.off(event, handler);
    });
    screen.enter();
    return () => {
      for (const off of listeners) off();
    };
  }, [status.phase, screen, compiled, runtime]);

  // The title waits as a block does: for data it reads, and, in the page's document, for the address.
  const titleReads = useMemo(() => blockReads({ title: compiled.screen.title }, compiled.exprs, screen.moments).shown, [compiled, screen]);
  const titleWaits = (documentDraw && titleReads.document) || titleReads.data.some((source) => !status.loaded.includes(source));
  const title = titleWaits ? '' : toText(screen.evaluate(compiled.screen.title));
  // The same element at each render of the view: its status changing (the document taken over, the data in) draws
  // again only the blocks that wait for it or read the screen's values, each through its own subscription.
  const blocks = useMemo(() => <Blocks blocks={compiled.screen.blocks} />, [compiled]);
  const hiddenTitle = useMemo(() => compiled.screen.header !== 'bar' && !hasTitleHeading(compiled.screen.blocks), [compiled]);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <ScreenContext.Provider value={screen}>
      <div className={`r-screen r-layout-${compiled.screen.layout ?? 'narrow'}`} data-screen={screen.id} data-phase={status.phase}>
        {compiled.screen.header === 'bar' && (
          <ScreenHeader title={title} onBack={compiled.screen.onBack ? () => void screen.run(compiled.screen.onBack) : undefined} />
        )}
        {/* Everything but the title bar is the page's main landmark, so screen readers can jump to it. */}
        <main className="r-screen-main" aria-busy={status.phase === 'loading' || undefined}>
          {/* A screen without a title bar or a title of its own still gets one for screen readers. */}
          {hiddenTitle && <h1 className="r-visually-hidden">{title}</h1>}
          {status.phase === 'loading' && (
            <p className="r-visually-hidden" role="status">
              {runtime.ui('loading')}
            </p>
          )}
          {status.phase === 'failed' ? (
            <ScreenMessage kind="error" text={status.message} action={runtime.ui('retry')} onAction={screen.retry} />
          ) : (
            <form className="r-screen-body" noValidate onSubmit={(e) => e.preventDefault()}>
              <kit.Fields form={screen.form}>{blocks}</kit.Fields>
            </form>
          )}
        </main>
      </div>
    </ScreenContext.Provider>
  );
}
