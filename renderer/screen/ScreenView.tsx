import { toText } from '../expr/evaluate.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Blocks } from '../blocks/Blocks.tsx';
import { nestedBlocks } from '../blocks/nestedBlocks.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import type { CompiledScreen } from './CompiledScreen.ts';
import { createScreenRuntime } from './createScreenRuntime.ts';
import { noForm } from './noForm.ts';
import { ScreenContext } from './ScreenRuntime.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { ScreenMessage } from './ScreenMessage.tsx';

/** Whether a block tree declares a level-one heading of its own. */
function hasTitleHeading(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasTitleHeading);
  if (!node || typeof node !== 'object') return false;
  const block = node as Record<string, unknown>;
  return (block.type === 'heading' && block.level === 1) || hasTitleHeading(nestedBlocks(block));
}

type Phase = { name: 'loading' } | { name: 'ready' } | { name: 'failed'; message: string };

/**
 * One screen: loads its data sources, then draws its blocks. While loading it shows a loading state and on
 * failure a message with a retry button, never a blank page.
 */
export function ScreenView({ id, compiled, query }: { id: string; compiled: CompiledScreen; query: Record<string, string> }) {
  const runtime = useRenderer();
  // The screen's chunk decides the kit: react-hook-form where the screen has fields.
  const kit = compiled.parts.form ?? noForm;
  const [attempt, setAttempt] = useState(0);
  const screen = useMemo(() => createScreenRuntime(id, compiled, query, kit, runtime), [id, compiled, query, kit, runtime]);
  // The first screen's data often came back while its code was loading: then it opens with its content.
  const answered = useRef(false);
  const [phase, setPhase] = useState<Phase>(() => {
    answered.current = screen.loadAnswered();
    return { name: answered.current ? 'ready' : 'loading' };
  });

  useEffect(() => {
    // A fresh signal per mount: leaving the screen (or React remounting it) cancels what the last mount started.
    const controller = new AbortController();
    screen.signal = controller.signal;
    if (answered.current && attempt === 0) {
      screen.settleAnswered();
      return () => controller.abort();
    }
    setPhase({ name: 'loading' });
    void screen.loadAll().then((outcome) => {
      if (controller.signal.aborted) return;
      setPhase(outcome.ok ? { name: 'ready' } : { name: 'failed', message: outcome.message });
    });
    return () => controller.abort();
  }, [screen, attempt]);

  useEffect(() => {
    if (phase.name !== 'ready') return undefined;
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
  }, [phase.name, screen, compiled, runtime]);

  const title = toText(screen.evaluate(compiled.screen.title));
  const hiddenTitle = useMemo(() => compiled.screen.header !== 'bar' && !hasTitleHeading(compiled.screen.blocks), [compiled]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ScreenContext.Provider value={screen}>
      <div className={`r-screen r-layout-${compiled.screen.layout ?? 'narrow'}`} data-screen={id} data-phase={phase.name}>
        {compiled.screen.header === 'bar' && (
          <ScreenHeader title={title} onBack={compiled.screen.onBack ? () => void screen.run(compiled.screen.onBack) : undefined} />
        )}
        {/* Everything but the title bar is the page's main landmark, so screen readers can jump to it. */}
        <main className="r-screen-main">
          {/* A screen without a title bar or a title of its own still gets one for screen readers. */}
          {hiddenTitle && <h1 className="r-visually-hidden">{title}</h1>}
          {phase.name === 'loading' && <ScreenMessage kind="loading" text={runtime.ui('loading')} />}
          {phase.name === 'failed' && (
            <ScreenMessage kind="error" text={phase.message} action={runtime.ui('retry')} onAction={() => setAttempt((n) => n + 1)} />
          )}
          {phase.name === 'ready' && (
            <form className="r-screen-body" noValidate onSubmit={(e) => e.preventDefault()}>
              <kit.Fields form={screen.form}>
                <Blocks blocks={compiled.screen.blocks} />
              </kit.Fields>
            </form>
          )}
        </main>
      </div>
    </ScreenContext.Provider>
  );
}
