import { useEffect, useMemo, useState } from 'react';
import { useRenderer } from '../runtime/RendererContext.ts';
import { ScreenMessage } from '../screen/ScreenMessage.tsx';
import { ScreenView } from '../screen/ScreenView.tsx';
import { reloadAfresh } from './reloadAfresh.ts';
import type { ScreenChunks } from './screenChunks.ts';

/** Fetches a screen's module on first visit (each screen is its own chunk), then shows it. */
export function ScreenLoader({ id, search, screens }: { id: string; search: string; screens: ScreenChunks }) {
  const runtime = useRenderer();
  const [compiled, setCompiled] = useState(() => screens.loaded(id));
  const [failed, setFailed] = useState(false);
  const [hung, setHung] = useState(false);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

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

  // A chunk that comes in late still draws its screen, over the message.
  if (compiled) return <ScreenView key={`${id}?${search}`} id={id} compiled={compiled} query={query} />;

  // Before the screen's own layout exists its message is still the page's main content, for screen readers too.
  if (failed || hung)
    return (
      <main>
        <ScreenMessage
          kind="error"
          text={runtime.ui('loadFailed')}
          action={runtime.ui('retry')}
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
