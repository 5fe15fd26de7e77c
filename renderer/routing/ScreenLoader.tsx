import { useEffect, useMemo, useState } from 'react';
import type { CompiledScreen } from '../config.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { ScreenMessage } from '../screen/ScreenMessage.tsx';
import { ScreenView } from '../screen/ScreenView.tsx';

const loaded = new Map<string, CompiledScreen>();

/** Fetches a screen's module on first visit (each screen is its own chunk), then shows it. */
export function ScreenLoader({ id, search }: { id: string; search: string }) {
  const runtime = useRenderer();
  const [compiled, setCompiled] = useState(() => loaded.get(id));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) must load again.
  useEffect(() => {
    if (loaded.has(id)) {
      setCompiled(loaded.get(id));
      return undefined;
    }
    let live = true;
    setFailed(false);
    const load = runtime.loadScreen[id];
    if (!load) {
      setFailed(true);
      return undefined;
    }
    load().then(
      (module) => {
        loaded.set(id, module.default);
        if (live) setCompiled(module.default);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt, runtime]);

  // Before the screen's own layout exists its message is still the page's main content, for screen readers too.
  if (failed)
    return (
      <main>
        <ScreenMessage
          kind="error"
          text={runtime.ui('loadFailed')}
          action={runtime.ui('retry')}
          onAction={() => setAttempt((n) => n + 1)}
        />
      </main>
    );
  if (!compiled)
    return (
      <main>
        <ScreenMessage kind="loading" text={runtime.ui('loading')} />
      </main>
    );
  return <ScreenView key={`${id}?${search}`} id={id} compiled={compiled} query={query} />;
}
