import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompress } from '../deploy/precompress.ts';
import { inlineStyleHashes } from '../deploy/inlineStyleHashes.ts';
import { readPagesFacts, renderNginxConfig } from '../deploy/renderNginxConfig.ts';
import { freePort } from './freePort.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const ROOT = resolve(import.meta.dirname, '../..');

/** True when Debian's brotli modules for nginx are installed (libnginx-mod-http-brotli-filter and -static). */
export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((name) => existsSync(join(MODULES, name)));
}

/** nginx servers this process has started: each gets a prefix of its own. */
let servers = 0;

/** Waits (at most 5 s) until the nginx master has gone, so its files can be removed. */
function waitForExit(pid: number): void {
  const tick = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < 5000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(tick, 0, 0, 50);
  }
}

/**
 * Debian's nginx, run as any user: its own prefix, pid, temp and log files under .tmp/, on a free port, serving a
 * precompressed copy of `distDir` with deploy/'s site rendered for that port and `apiUrl`, from `pagesFile` (the
 * pages.yaml the build was made from; the repository's by default).
 */
export async function startNginx(
  distDir: string,
  apiUrl: string,
  pagesFile?: string,
): Promise<{ url: string; brotli: boolean; close(): void }> {
  const prefix = join(ROOT, '.tmp', `nginx-${process.pid}-${++servers}`);
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['logs', 'temp', 'conf']) mkdirSync(join(prefix, dir), { recursive: true });
  const root = join(prefix, 'dist');
  cpSync(distDir, root, { recursive: true });
  precompress(root);

  const port = await freePort();
  const brotli = brotliAvailable();
  const api = new URL(apiUrl);
  const site = renderNginxConfig(
    { ...readPagesFacts(pagesFile), styleHashes: inlineStyleHashes(distDir) },
    {
      listen: `127.0.0.1:${port}`,
      serverName: 'localhost',
      root,
      apiUpstream: `${api.protocol}//${api.host}`,
      brotli,
    },
  );
  writeFileSync(join(prefix, 'conf', 'loan-pages.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  const main = [
    ...(brotli ? BROTLI_MODULES.map((name) => `load_module ${join(MODULES, name)};`) : []),
    'daemon on;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'logs', 'access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(prefix, 'conf', 'loan-pages.conf')};`,
    '}',
  ].join('\n');
  const conf = join(prefix, 'conf', 'nginx.conf');
  writeFileSync(conf, main);
  const run = (...args: string[]) =>
    spawnSync(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), ...args], { encoding: 'utf8' });
  const started = run();
  if (started.status !== 0)
    throw new Error(`nginx did not start: ${started.stderr}${readFileSync(join(prefix, 'logs', 'error.log'), 'utf8')}`);
  return {
    url: `http://127.0.0.1:${port}`,
    brotli,
    close() {
      const pid = Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8'));
      run('-s', 'stop');
      waitForExit(pid);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
