import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { refusal } from './guard.ts';
import { API } from './protocol.ts';
import { createStudioApi } from './studioApi.ts';

/** The packages the studio page imports: bundled once when the dev server starts, so its first visit never reloads. */
const PAGE_DEPENDENCIES = [
  'codemirror',
  '@codemirror/commands',
  '@codemirror/lang-yaml',
  '@codemirror/language',
  '@codemirror/lint',
  '@codemirror/state',
  '@codemirror/view',
  'dom-accessibility-api',
];

const CLIENT = join(import.meta.dirname, 'client');

/**
 * The studio page: no Vite client on it (it is not passed through transformIndexHtml), so a saved pages.yaml
 * reloads the preview inside it, never the editor with the staffer's work.
 */
function studioPage(root: string): string {
  const script = `/${relative(root, join(CLIENT, 'main.ts')).split('\\').join('/')}`;
  const css = readFileSync(join(CLIENT, 'studio.css'), 'utf8');
  const body = readFileSync(join(CLIENT, 'studio.html'), 'utf8');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Studio · pages.yaml</title><link rel="icon" href="data:,"><style>${css}</style>
<script type="module" src="${script}"></script></head>
<body>${body}</body></html>
`;
}

/**
 * `/__studio` in the dev server (`npm start`): pages.yaml in an editor beside a live phone preview, every problem
 * of `npm run check` inline, where-used, and a table of every copy text. Development only (`apply: 'serve'`):
 * `vite build` never runs it, so nothing of it reaches dist/.
 */
export function studioPlugin(options: { file?: string; sandbox?: string } = {}): Plugin {
  return {
    name: 'loan-pages-studio',
    apply: 'serve',
    config: () => ({ optimizeDeps: { include: PAGE_DEPENDENCIES } }),
    configureServer(server) {
      const api = createStudioApi({
        file: resolve(options.file ?? 'pages.yaml'),
        sandbox: options.sandbox ?? 'http://127.0.0.1:8787',
        // Vite lists the network addresses it serves on only when started with --host.
        network: () => server.resolvedUrls?.network[0],
      });
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://studio.invalid');
        if (url.pathname.startsWith(`${API}/`)) {
          api(req, res, url).catch(next);
          return;
        }
        if (url.pathname !== '/__studio' && url.pathname !== '/__studio/') return next();
        const refused = refusal(req, 'page');
        res.writeHead(refused ? 403 : 200, {
          'content-type': `text/${refused ? 'plain' : 'html'}; charset=utf-8`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // No other page may frame the studio and trick a click on Save.
          'x-frame-options': 'DENY',
          'content-security-policy': "frame-ancestors 'none'",
        });
        res.end(refused ?? studioPage(server.config.root));
      });
    },
  };
}
