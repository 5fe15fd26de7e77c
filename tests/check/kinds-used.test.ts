import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { actionSchemas } from '../../schemas/actions/index.ts';
import { blockSchemas } from '../../schemas/blocks/index.ts';
import { widgetSchemas } from '../../schemas/widgets/index.ts';
import { checkFile } from '../../tools/check/runCheck.ts';

const compiled = checkFile(resolve(import.meta.dirname, '../../pages.yaml')).compiled!;

// A kind no screen uses ships untried. A kind on a screen of pages.yaml is in that screen's built chunk
// (tests/build.test.ts), and the accessibility test opens every screen and modal in both languages
// (tests/browser/a11y.test.ts), so its blocks and widgets are drawn there.
test('some screen of pages.yaml uses every block, widget and action kind of the schema', () => {
  const screens = Object.values(compiled.screens).flatMap((byLanguage) => Object.values(byLanguage));
  const unused = (group: 'blocks' | 'widgets' | 'actions', kinds: object) =>
    Object.keys(kinds).filter((kind) => !screens.some((screen) => screen.parts[group].includes(kind)));
  expect({
    blocks: unused('blocks', blockSchemas),
    widgets: unused('widgets', widgetSchemas),
    actions: unused('actions', actionSchemas),
  }).toEqual({
    blocks: [],
    widgets: [],
    actions: [],
  });
});
