import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the engine tests (tests/engines/) keep a screenshot of each state they visit, per engine, named by the
 * atlas picture id of the same state, with `about.json` saying which browser took them and when.
 */
export const ENGINE_SHOTS = join(import.meta.dirname, '../../.tmp/engines');

/** One picture of a state in another engine than Chromium, as the atlas page links it. */
export interface EnginePicture {
  /** What took it, e.g. `Firefox 153.7.0`. */
  engine: string;
  /** Relative to the atlas page. */
  file: string;
  takenAt: string;
}

/**
 * Copies the engine tests' pictures of the states in `ids` into `out`/engines/ and gives them by picture id.
 * Pictures from a run older than the atlas's code say when they were taken, so they are read as such.
 */
export function enginePictures(out: string, ids: Iterable<string>): Map<string, EnginePicture[]> {
  const found = new Map<string, EnginePicture[]>();
  if (!existsSync(ENGINE_SHOTS)) return found;
  for (const engine of readdirSync(ENGINE_SHOTS)) {
    const dir = join(ENGINE_SHOTS, engine);
    const aboutFile = join(dir, 'about.json');
    if (!existsSync(aboutFile)) continue;
    const about = JSON.parse(readFileSync(aboutFile, 'utf8')) as { engine: string; takenAt: string };
    for (const id of ids) {
      const shot = join(dir, `${id}.png`);
      if (!existsSync(shot)) continue;
      mkdirSync(join(out, 'engines', engine), { recursive: true });
      copyFileSync(shot, join(out, 'engines', engine, `${id}.png`));
      found.set(id, [...(found.get(id) ?? []), { engine: about.engine, file: `engines/${engine}/${id}.png`, takenAt: about.takenAt }]);
    }
  }
  return found;
}
