import { useRenderer } from '../runtime/RendererContext.ts';

/**
 * The title bar of a screen, with a back arrow: history back, or the screen's own `onBack` actions. A title that
 * waits for the screen's data shows a grey bar meanwhile.
 */
export function ScreenHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  const runtime = useRenderer();
  return (
    <header className="r-header">
      <button type="button" className="r-header-back" aria-label={runtime.ui('back')} onClick={onBack ?? (() => window.history.back())}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="r-header-title">{title || <span className="r-placeholder" aria-hidden="true" />}</h1>
      <span className="r-header-space" />
    </header>
  );
}
