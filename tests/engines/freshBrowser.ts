import type { ServedApp } from '../browser/fixture.ts';
import { EnginePage } from './EnginePage.ts';
import type { StartEngine, StartOptions } from './EngineSession.ts';

/**
 * Runs `visit` on `app` in a browser of its own, which has none of the app's files cached yet, so a fault on a file
 * meets a real request: a suite's browser keeps what earlier tests loaded.
 */
export async function inFreshBrowser(
  start: StartEngine,
  app: ServedApp,
  visit: (fresh: EnginePage) => Promise<void>,
  options?: StartOptions,
): Promise<void> {
  const other = await start(options);
  try {
    await other.resize(390, 844);
    await visit(new EnginePage(other, app));
  } finally {
    await other.close();
  }
}
