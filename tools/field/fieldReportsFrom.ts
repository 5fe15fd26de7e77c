import { readFileSync, writeFileSync } from 'node:fs';
import type { FieldStore } from '../../sandbox/fieldCollector.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';

/** The sandbox `npm start` runs, whose reports `npm run field` reads unless told another. */
export const START_SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

/** What a running sandbox's collector received; says how to start one when none answers. */
export async function fieldReportsOf(sandbox: string): Promise<FieldStore> {
  try {
    return (await sandboxControl(sandbox, '/field')) as FieldStore;
  } catch (error) {
    throw new Error(
      `no sandbox answers at ${sandbox} (${(error as Error).message}): run npm start, or name one with --sandbox <url>, or a saved file with --from <file>`,
    );
  }
}

/** What several sandboxes received (the atlas's lanes), as one store, oldest first. */
export async function mergedFieldReports(sandboxes: readonly string[]): Promise<FieldStore> {
  const stores = await Promise.all(sandboxes.map(fieldReportsOf));
  const byTime = <T extends { receivedAt: string }>(list: T[]) => list.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  return { items: byTime(stores.flatMap((s) => s.items)), refused: byTime(stores.flatMap((s) => s.refused)) };
}

/** A store saved by `saveFieldReports` (the atlas writes atlas/field-reports.json). */
export function readFieldReportsFile(file: string): FieldStore {
  const store = JSON.parse(readFileSync(file, 'utf8')) as Partial<FieldStore>;
  if (!Array.isArray(store.items) || !Array.isArray(store.refused))
    throw new Error(`${file} is not a file of field reports (items, refused)`);
  return store as FieldStore;
}

export function saveFieldReports(store: FieldStore, file: string): void {
  writeFileSync(file, `${JSON.stringify(store)}\n`);
}
