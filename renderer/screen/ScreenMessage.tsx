/** A whole-screen message: loading, or a failure with a way forward. */
export function ScreenMessage({
  kind,
  text,
  action,
  onAction,
}: {
  kind: 'loading' | 'error';
  text: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div className={`r-screen-message r-screen-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {kind === 'loading' ? (
        <span className="r-spinner" aria-hidden="true" />
      ) : (
        <span className="r-screen-message-icon" aria-hidden="true">
          !
        </span>
      )}
      <p>{text}</p>
      {action && onAction && (
        <button type="button" className="r-button r-button-primary" onClick={onAction}>
          {action}
        </button>
      )}
    </div>
  );
}
