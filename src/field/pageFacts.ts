import { browserAddress, type CompiledShared, resolveEntry } from '../../renderer/start.ts';
import type { PageFacts } from './types.ts';

/**
 * Where the borrower is now, as the router reads the page's address: the screen, its route as pages.yaml writes it
 * (never the address itself) and the language. For startFieldReports, which reads it when something is noted.
 */
export function pageFacts(shared: CompiledShared): () => PageFacts {
  return () => {
    const entry = resolveEntry(browserAddress(), shared);
    return { screen: entry.screen ?? '', route: entry.route ?? '', language: entry.language };
  };
}
