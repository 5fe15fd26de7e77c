import type { CompiledShared } from '../config.ts';
import { langScope, type Language } from '../runtime/language.ts';

/** What a screen adds to the shared roots: the constants and copy its chunk (or its document) brings. */
export interface ScreenRoots {
  constants?: object;
  texts?: object;
}

/**
 * The roots every expression reads, wherever it stands (settings at boot, the first screen's calls, an open screen):
 * the app's settings, the constants, the language, its copy and the page's query. A screen adds its state, data and
 * form to these.
 */
export function appRoots(shared: CompiledShared, language: Language, query: Readonly<Record<string, string>>, screen?: ScreenRoots) {
  return {
    app: shared.app,
    const: { ...shared.constants, ...screen?.constants },
    lang: langScope(language),
    t: { ...language.texts, ...screen?.texts },
    query,
  };
}
