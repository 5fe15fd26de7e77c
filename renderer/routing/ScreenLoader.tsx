import { useEffect, useLayoutEffect, useState } from 'react';
import type { Entry } from '../entry/resolveEntry.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { ScreenBoundary } from '../screen/ScreenBoundary.tsx';
import { ScreenMessage } from '../screen/ScreenMessage.tsx';
import { ScreenView } from '../screen/ScreenView.tsx';
import { reloadAfresh } from './reloadAfresh.ts';
import type { ScreenChunks } from './screenChunks.ts';

/**
 * Fetches a screen's module on first visit (each screen is its own chunk), then shows it. `pageEntry`: the screen
 * is the one the page's address opened, whose visit is timed from the page's start.
 */
export function ScreenLoader({ entry, id, screens, pageEntry }: { entry: Entry; id: string; screens: ScreenChunks; pageEntry: boolean }) {
  const runtime = useRenderer();
  const [compiled, setCompiled] = useState(() => screens.loaded(id));
  const [failed, setFailed] = useState(false);
  const [hung, setHung] = useState(false);
  const [visit] = useState(() => runtime.visit(pageEntry));
  useLayoutEffect(() => visit.begin(), [visit]);

  useEffect(() => {
    const arrived = screens.loaded(id);
    if (arrived) {
      setCompiled(arrived);
      return undefined;
    }
    let live = true;
    setFailed(false);
    screens.load(id).then(
      (screen) => {
        if (live) setCompiled(screen);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    const stopWaiting = screens.onHung(id, () => setHung(true));
    return () => {
      live = false;
      stopWaiting();
    };
  }, [id, screens]);

  useEffect(() => {
    if (!compiled && (failed || hung)) runtime.firstScreenSettled(false);
  }, [compiled, failed, hung, runtime]);
  useLayoutEffect(() => {
    if (!compiled && (failed || hung)) visit.ready();
  }, [compiled, failed, hung, visit]);

  const texts = { text: runtime.ui('loadFailed'), retry: runtime.ui('retry') };
  // A chunk that comes in late still draws its screen, over the message.
  if (compiled)
    return (
      <ScreenBoundary
        screen={id}
        texts={texts}
        report={(message, error, componentStack) => {
          runtime.report(message);
          runtime.watch.problem('boundary', { error, componentStack });
          visit.ready();
          runtime.firstScreenSettled(false);
        }}
      >
        <ScreenView entry={entry} compiled={compiled} visit={visit} />
      </ScreenBoundary>
    );

  // Before the screen's own layout exists its message is still the page's main content, for screen readers too.
  if (failed || hung)
    return (
      <main>
        <ScreenMessage
          kind="error"
          text={texts.text}
          action={texts.retry}
          // Neither can be asked again in this page: a browser waits on the hung request, and Firefox and Safari keep
          // a failed module failed. Loading the page asks anew.
          onAction={() => void reloadAfresh({ id, language: runtime.language.id })}
        />
      </main>
    );
  return (
    <main>
      <ScreenMessage kind="loading" text={runtime.ui('loading')} />
    </main>
  );
}
