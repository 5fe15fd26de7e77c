declare global {
  interface Window {
    __errors?: string[];
  }
}

/**
 * Runs in the page before the app (the test server puts it first in <head>): starts `window.__errors` with every
 * uncaught error, unhandled rejection and console.error, the same the Chromium tests collect through Playwright.
 * Self-contained, so its source can be sent as it is.
 */
export function recordErrors(): void {
  const errors: string[] = [];
  window.__errors = errors;
  const text = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  window.addEventListener('error', (e) => {
    errors.push(`uncaught ${text(e.error ?? e.message)}${e.filename ? ` (${e.filename}:${e.lineno})` : ''}`);
  });
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${text(e.reason)}`));
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(text).join(' ')}`);
    consoleError.apply(console, args);
  };
}
