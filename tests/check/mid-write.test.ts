import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readSettled } from '../../tools/check/readSettled.ts';
import { pagesPlugin } from '../../tools/vite/pagesPlugin.ts';
import { corpusDir, readCorpusFile } from './corpus/assemble.ts';

const dir = mkdtempSync(join(tmpdir(), 'pages-mid-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const later = (ms: number, fn: () => void) => setTimeout(fn, ms);

describe('readSettled', () => {
  it('waits out an editor that empties the file before writing it', async () => {
    const file = join(dir, 'emptied.yaml');
    writeFileSync(file, '');
    later(120, () => writeFileSync(file, 'screens: {}\n'));
    expect(await readSettled(file)).toBe('screens: {}\n');
  });

  it('waits for a file written in pieces to stop changing', async () => {
    const file = join(dir, 'pieces.yaml');
    writeFileSync(file, 'screens:');
    later(15, () => writeFileSync(file, 'screens:\n  home:'));
    later(30, () => writeFileSync(file, 'screens:\n  home:\n    route: /\n'));
    expect(await readSettled(file, { settleMs: 25 })).toBe('screens:\n  home:\n    route: /\n');
  });

  it('returns a file that really stays empty once the wait is over, so it is still reported', async () => {
    const file = join(dir, 'empty.yaml');
    writeFileSync(file, '');
    const started = Date.now();
    expect(await readSettled(file, { timeoutMs: 200 })).toBe('');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the dev server plugin on a save caught mid-write', () => {
  it('never reports the empty moment: it checks the saved text and reloads', async () => {
    const file = join(dir, 'pages.yaml');
    cpSync(join(corpusDir, 'content'), join(dir, 'content'), { recursive: true });
    const good = readCorpusFile('base.yaml');
    writeFileSync(file, good);
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const send = vi.fn();
    const server = {
      watcher,
      ws: { send },
      config: { logger: { error: vi.fn(), info: vi.fn() } },
      moduleGraph: { idToModuleMap: new Map(), invalidateModule: vi.fn() },
    } as unknown as ViteDevServer;
    const plugin = pagesPlugin({ file });
    (plugin.configureServer as (server: ViteDevServer) => void)(server);

    // The editor empties the file (the watcher fires), then writes it (the watcher fires again).
    writeFileSync(file, '');
    watcher.emit('change', file);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(file, good.replace('Inicio', 'Portada'));
    watcher.emit('change', file);

    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'full-reload' }), { timeout: 5000 });
    expect(send.mock.calls.filter(([message]) => message.type === 'error')).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
