import { readFile, stat } from 'node:fs/promises';

/**
 * Reads a file that an editor may be saving right now. Editors often empty a file and then write it, or write
 * it in pieces, and a watcher fires at the first of those steps: the text is returned only once it is not empty
 * and the file has kept its size and time for `settleMs`. A file that stays empty (or keeps changing) past
 * `timeoutMs` is returned as it is then, so a really empty file is still reported.
 */
export async function readSettled(file: string, { settleMs = 40, timeoutMs = 1000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = await stat(file).catch(() => undefined);
    const text = before ? await readFile(file, 'utf8').catch(() => '') : '';
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const after = await stat(file).catch(() => undefined);
    const settled =
      before !== undefined &&
      after !== undefined &&
      before.size === after.size &&
      before.mtimeMs === after.mtimeMs &&
      Buffer.byteLength(text) === after.size;
    if ((settled && text.trim() !== '') || Date.now() >= deadline) return text;
  }
}
