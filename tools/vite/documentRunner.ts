import { createServer, type InlineConfig } from 'vite';
import type { CompiledShared } from '../../renderer/config.ts';
import type { CompiledScreen } from '../../renderer/screen/CompiledScreen.ts';

/** What draws the pages' documents at build time: the product's document drawing, run in Node. */
export interface DocumentDrawer {
  drawDocument(shared: CompiledShared, route: string, compiled: CompiledScreen, language: string): { html: string; problems: string[] };
  loadFailureMarkup(shared: CompiledShared, language: string): string;
  /** A screen's chunk in a language, as the browser gets it (its kinds' code and answer checks imported). */
  screen(language: string, id: string): Promise<CompiledScreen>;
  close(): Promise<void>;
}

/** The module that draws this product's documents (its tree around the renderer's, its expression functions). */
export const DRAW_DOCUMENT = '/src/drawDocument.tsx';

/**
 * Vite's module runner over the app's own config (`config`, without a server or watcher), so the build draws each
 * document with the very components, kinds and compiled screens the browser runs: the same modules, loaded in
 * Node. React and the other packages load as Node loads them.
 */
export async function documentRunner(config: InlineConfig): Promise<DocumentDrawer> {
  const server = await createServer({
    ...config,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const draw = (await server.ssrLoadModule(DRAW_DOCUMENT)) as Pick<DocumentDrawer, 'drawDocument' | 'loadFailureMarkup'>;
    return {
      drawDocument: draw.drawDocument,
      loadFailureMarkup: draw.loadFailureMarkup,
      screen: async (language, id) =>
        ((await server.ssrLoadModule(`virtual:pages/screen/${language}/${id}`)) as { default: CompiledScreen }).default,
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
