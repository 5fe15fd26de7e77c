import { rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, mergeConfig, type ViteDevServer } from 'vite';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { appConfig } from '../../vite.config.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningStudio {
  /** The dev server's address, ending in a slash (`http://127.0.0.1:PORT/`). */
  url: string;
  server: ViteDevServer;
  sandbox: RunningSandbox;
  close(): Promise<void>;
}

/**
 * `npm start` for one pages.yaml on free ports: a sandbox and the dev server with the app and the studio, as
 * vite.config.ts wires them. Its own dependency cache, so runs in parallel never share one.
 */
export async function startStudio(file: string, options: { host?: string } = {}): Promise<RunningStudio> {
  const sandbox = await startSandbox({ port: 0, quiet: true, pagesFile: file });
  const cacheDir = join(ROOT, '.tmp', `vite-studio-${process.pid}-${Date.now()}`);
  const server = await createServer(
    mergeConfig(appConfig({ pages: file, sandbox: sandbox.url }), {
      configFile: false,
      cacheDir,
      logLevel: 'silent',
      server: {
        host: options.host ?? '127.0.0.1',
        port: 0,
        strictPort: false,
        // Other test files write builds under .tmp; their index.html must not reload this server's pages. The
        // pages.yaml under test (a copy there too) is watched.
        watch: { ignored: (path: string) => path.includes(`${sep}.tmp${sep}`) && !path.startsWith(dirname(file)) },
      },
    }),
  );
  await server.listen();
  const address = server.httpServer!.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    server,
    sandbox,
    async close() {
      await server.close();
      await sandbox.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Puts the studio editor's cursor at a line (1-based) and column (0-based) with its own Go to line (Ctrl+Alt+G). */
export async function goToLine(page: Page, line: number, col = 0): Promise<void> {
  await page.locator('.cm-content').focus();
  await page.keyboard.press('Control+Alt+g');
  const field = page.locator('.cm-goto-line input[name=line]');
  await field.fill(`${line}:${col}`);
  await field.press('Enter');
  await page.locator('.cm-goto-line').waitFor({ state: 'detached' });
}
