import { expect, test } from 'vitest';
import { actionSchemas } from '../../schemas/actions/index.ts';
import { blockSchemas } from '../../schemas/blocks/index.ts';
import { widgetSchemas } from '../../schemas/widgets/index.ts';
import { checkPages } from '../../tools/check/check.ts';
import { functionNames } from '../../tools/check/functionNames.ts';
import { assembleCase, corpusDir } from './corpus/assemble.ts';

// One block of every kind of the schema, and one action and one widget of every kind, each with a misspelt setting:
// the checker must name each as its author knows it.
const blocks = Object.keys(blockSchemas).map((type) => ({ type, name: `f_${type}`, id: `m_${type}`, zzz: 1 }));
const widgets = Object.keys(widgetSchemas).map((widget) => ({ type: 'widget', widget, zzz: 1 }));
const actions = Object.keys(actionSchemas).map((type) => ({ type, zzz: 1 }));
const screen = { route: '/', title: 't.ui.home', blocks: [...blocks, ...widgets, { type: 'button', text: 't.ui.home', actions }] };
const text = `# yaml-language-server: $schema=./schemas/pages.schema.json\nscreens:\n  kinds: ${JSON.stringify(screen)}\n`;

/** The name each kind must have: what the schema says the kind is, never a list of the checker's own. */
function expectedName(family: 'block' | 'action' | 'widget', kind: string): string {
  if (family !== 'block') return `${kind} ${family}`;
  if ('name' in blockSchemas[kind as keyof typeof blockSchemas].properties) return `field f_${kind}`;
  return kind === 'modal' ? 'modal m_modal' : `${kind} block`;
}

test('every message names every kind of the schema as what it is: a block, a field, an action or a widget', () => {
  const { problems } = checkPages(assembleCase(text), { baseDir: corpusDir, functions: functionNames });
  const named = problems.flatMap((p) => /^unknown setting `zzz` in (.*) on screen kinds/.exec(p.message)?.[1] ?? []);
  expect(named).toEqual([
    ...Object.keys(blockSchemas).map((kind) => expectedName('block', kind)),
    ...Object.keys(widgetSchemas).map((kind) => expectedName('widget', kind)),
    ...Object.keys(actionSchemas).map((kind) => expectedName('action', kind)),
  ]);
});
