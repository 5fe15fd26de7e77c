import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Languages } from '../../schemas/types.ts';
import { discover, PHONE_WIDTH } from '../atlas/discover.ts';
import type { Shot } from '../atlas/types.ts';
import { checkFile } from '../check/runCheck.ts';
import { readPages } from '../pagesFile.ts';
import type { PreviewAnswer } from './protocol.ts';

/** When a document last changed: the check reads them too, so a document edit can make pages.yaml fail or pass. */
async function documentsStamp(contentDir: string): Promise<string> {
  const names = await readdir(contentDir).catch(() => [] as string[]);
  const times = await Promise.all(
    names.map((n) =>
      stat(join(contentDir, n)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return String(Math.max(0, ...times));
}

/**
 * The preview's states: the atlas's own list (tools/atlas/discover.ts) for the pages.yaml on disk, kept from the
 * last version that passed the check, since that is the one the dev server keeps serving while a saved version
 * has problems. Phone-sized states only: the preview is a phone.
 */
export function createPreviewStates(file: string) {
  const contentDir = join(file, '..', 'content');
  let stamp = '';
  let disk: PreviewAnswer['disk'] | undefined;
  let good: { version: string; screens: PreviewAnswer['screens']; shots: Shot[] } | undefined;

  async function refresh(): Promise<void> {
    const { text, version } = await readPages(file);
    const now = `${version}/${await documentsStamp(contentDir)}`;
    if (now === stamp && disk) return;
    stamp = now;
    const result = checkFile(file, text);
    disk = { version, passed: result.problems.length === 0, problems: result.problems.length };
    if (!result.compiled) return;
    const plan = discover(result.compiled, (parse(text, { maxAliasCount: 1000 }) as { languages: Languages }).languages);
    const shots = plan.shots.filter((s) => s.width === PHONE_WIDTH);
    const screens = plan.screens.map((s) => ({
      ...s,
      languages: [...new Set(shots.filter((shot) => shot.screen === s.id).map((shot) => shot.lang))],
    }));
    good = { version, screens, shots };
  }

  return {
    async answer(): Promise<Omit<PreviewAnswer, 'network'>> {
      await refresh();
      return {
        disk: disk!,
        ...(good ? { shown: good.version } : {}),
        screens: good?.screens ?? [],
        states: (good?.shots ?? []).map((s) => ({
          id: s.id,
          screen: s.screen,
          lang: s.lang,
          state: s.state,
          how: s.how,
          path: s.path,
          ...(s.candidates ? { candidates: s.candidates } : {}),
          steps: s.steps,
          rule: s.sandbox !== undefined,
        })),
      };
    },
    /** The sandbox rule a state needs, if any; undefined for a state the preview does not know. */
    ruleOf(id: string): { known: boolean; rule?: unknown } {
      const shot = good?.shots.find((s) => s.id === id);
      return shot ? { known: true, rule: shot.sandbox } : { known: false };
    },
  };
}
