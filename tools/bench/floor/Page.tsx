/** The title bar the app's pages share: back arrow, centred title. */
export function Header({ title, onBack }: { title: string; onBack(): void }) {
  return (
    <header className="r-header">
      <button type="button" className="r-header-back" aria-label="Volver" onClick={onBack}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="r-header-title">{title}</h1>
      <span className="r-header-space" />
    </header>
  );
}

/** While the page's data is on its way. */
export function Loading() {
  return (
    <div className="r-screen-message" role="status">
      <span className="r-spinner" aria-hidden="true" />
      <p>Cargando…</p>
    </div>
  );
}

/** The data did not come: say so, and offer to try again. */
export function Failed() {
  return (
    <div className="r-screen-message" role="alert">
      <p>No pudimos cargar esta página.</p>
      <button type="button" className="r-button r-button-primary" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </div>
  );
}
