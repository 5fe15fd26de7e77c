import type { ActionRegistry } from '../../renderer/actions/types.ts';
import { actions } from '../../renderer/actions/registry.ts';
import { blocks } from '../../renderer/blocks/registry.ts';
import type { AnswerCheck } from '../../renderer/screen/checkAnswer.ts';
import type { CompiledScreen } from '../../renderer/screen/CompiledScreen.ts';
import { fieldForm } from '../../renderer/screen/fieldForm.tsx';
import { widgets } from '../../src/widgets/index.ts';
import { loadAnswerCheck } from '../check/loadAnswerCheck.ts';
import { compiledPages } from './compiledPages.ts';

/**
 * One screen of the real pages.yaml in one language as its chunk holds it, with every kind's code (not only its
 * own), its documents' texts and its answer checks: the screen in Node, as the build draws it and the page runs it.
 */
export async function compiledScreen(id: string, language: string): Promise<CompiledScreen> {
  const compiled = compiledPages();
  const build = compiled.screens[id]?.[language];
  if (!build) throw new Error(`pages.yaml has no screen ${id} in ${language}`);
  const answers: Record<string, AnswerCheck> = {};
  for (const endpoint of build.parts.answers) answers[endpoint] = await loadAnswerCheck(compiled.answers[endpoint]);
  return {
    ...build,
    documents: Object.fromEntries(build.documents.map((name) => [name, { [language]: compiled.documents[name]![language]! }])),
    parts: {
      blocks,
      widgets,
      actions: actions as Partial<ActionRegistry>,
      answers,
      ...(build.parts.form ? { form: fieldForm } : {}),
    },
  };
}
