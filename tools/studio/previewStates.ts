import { parse } from 'yaml';
import type { Languages } from '../../schemas/types.ts';
import { discover, PHONE_WIDTH } from '../atlas/discover.ts';
import type { Shot } from '../atlas/types.ts';
import { readPages } from '../pagesFile.ts';
import { documentsStamp } from './documentsStamp.ts';
import type { PreviewAnswer } from './protocol.ts';
import type { TextChecks } from './textChecks.ts';

/**
 * The preview's states: the atlas's own list (tools/atlas/discover.ts) for the pages.yaml on disk, kept from the
 * last version that passed the check, since that is the one the dev server keeps serving while a saved version
 * has problems. Phone-sized states only: the preview is a phone. `check` is the studio's own, which has just checked
 * a text the studio saved.
 */
export function createPreviewStates(file: string, check: TextChecks['check']) {
  let stamp = '';
  let disk: PreviewAnswer['disk'] | undefined;
  let good: { version: string; screens: PreviewAnswer['screens']; shots: Shot[] } | undefined;

  async function refresh(): Promise<void> {
    const { text, version } = await readPages(file);
    const documents = documentsStamp(file);
    if (`${version}/${documents}` === stamp && disk) return;
    stamp = `${version}/${documents}`;
    const result = check(text);
    disk = { version, passed: result.problems.length === 0, problems: result.problems.length, documents };
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
