import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultAllowedOrigins, defineConfig, type UserConfig } from 'vite';
import { buildTarget } from './tools/floor/browserFloor.ts';
import { compileHints } from './tools/vite/compileHints.ts';
import { documentRunner } from './tools/vite/documentRunner.ts';
import { networkGuard } from './tools/vite/networkGuard.ts';
import { pagesPlugin } from './tools/vite/pagesPlugin.ts';
import { studioPlugin } from './tools/studio/studioPlugin.ts';

// The official site frames the privacy notice in a sandbox without allow-same-origin; its opaque origin ("null")
// loads the module scripts through CORS. The dev server grants that (and other local pages) only what the app's
// pages load (tools/vite/networkGuard.ts); the preview serves dist/, all of which they load.
const cors = { origin: [defaultAllowedOrigins, 'null'] };

/**
 * The app's build and dev server. Tests, the atlas and the bench build from this too, so they test what ships;
 * `pages` lets a test build (or serve, with the studio editing it) a changed copy of pages.yaml. The sandbox API
 * (sandbox/server.ts) answers /evolved during development; `npm start` starts both.
 */
export function appConfig(options: { pages?: string; sandbox?: string; studio?: boolean } = {}): UserConfig {
  const sandbox = options.sandbox ?? process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      networkGuard(),
      react(),
      // The build draws each route's document with the app's own modules, in Node (no studio there).
      pagesPlugin({ file: options.pages, documents: () => documentRunner(appConfig({ ...options, studio: false })) }),
      compileHints(),
      ...(options.studio === false ? [] : [studioPlugin({ file: options.pages, sandbox })]),
    ],
    resolve: {
      alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./tools/vite/useSyncExternalStore.ts', import.meta.url)) },
    },
    // The dev server finds the app's packages from every module of the renderer and the product, not only those the
    // entry reaches: a screen's kinds load behind the config's virtual modules, where Vite's scan cannot follow, and
    // a package found late (react-hook-form on the first screen with fields) reloaded every open page.
    optimizeDeps: { entries: ['index.html', 'renderer/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'] },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), cors: false, proxy: { '/evolved': sandbox } },
    preview: { host: '127.0.0.1', cors, proxy: { '/evolved': sandbox } },
    build: {
      target: buildTarget(),
      sourcemap: false,
      reportCompressedSize: true,
      // Every browser that runs the app (Android webviews, Chrome, Safari) knows modulepreload: no polyfill to ship.
      modulePreload: { polyfill: false },
      // One style sheet: a widget's few rules cost less than the request a sheet of their own adds to its screens.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React in a file of its own, which only a React upgrade changes: a pages.yaml edit no longer makes every
            // borrower download it again, and the first screen is ready sooner (docs/measurements.md).
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  };
}

export default defineConfig(appConfig());
