import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { yaml } from '@codemirror/lang-yaml';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { describe as describeSetting, type Schema, settingsOf, valuesOf } from '../../tools/studio/client/schemaHelp.ts';
import { keyAt, screenAt, stepsAt } from '../../tools/studio/client/yamlPlace.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = readFileSync(resolve(ROOT, 'pages.yaml'), 'utf8');
const SCHEMA = JSON.parse(readFileSync(resolve(ROOT, 'schemas/pages.schema.json'), 'utf8')) as Schema;
const state = EditorState.create({ doc: PAGES, extensions: [yaml()] });
const lines = PAGES.split('\n');

/** The offset of `needle` on the first line (at or after line `after`) that holds it, plus `shift` characters. */
function at(needle: string, after = 0, shift = 0): number {
  const line = lines.findIndex((l, i) => i >= after && l.includes(needle));
  if (line < 0) throw new Error(`no line with ${needle}`);
  return state.doc.line(line + 1).from + lines[line]!.indexOf(needle) + shift;
}
const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle));

describe('the place of the cursor in pages.yaml', () => {
  it('names the key under the cursor as npm run check -- --where takes it', () => {
    expect(keyAt(state, at('maxLength: const.complaintTextMax', 0, 14))).toBe('const.complaintTextMax');
    expect(keyAt(state, at('  complaintTextMax: 200', 0, 4))).toBe('const.complaintTextMax');
    // In the line's indentation: the key the line starts with.
    expect(keyAt(state, at('  complaintTextMax: 200'))).toBe('const.complaintTextMax');
    expect(keyAt(state, at('emptyText: Please provide', 0, 2))).toBe('t.complaint.emptyText');
    expect(keyAt(state, at('text: t.service.intro', 0, 9))).toBe('t.service.intro');
    expect(keyAt(state, at('document: loanTerms', 0, 12))).toBe('document.loanTerms');
    expect(keyAt(state, at('  loanTerms:', lineOf('documents:'), 3))).toBe('document.loanTerms');
    expect(keyAt(state, at('route: /customerService', 0, 2))).toBeUndefined();
  });

  it('knows the screen the cursor is in, and none outside screens', () => {
    expect(screenAt(state, at('text: t.service.intro'))).toBe('customerService');
    expect(screenAt(state, at('  complaintTextMax: 200'))).toBeUndefined();
  });

  it('reads the path with the kind beside each key', () => {
    const steps = stepsAt(state, at('alt: t.promo.captchaAlt'));
    expect(steps.at(-1)).toEqual(expect.objectContaining({ key: 'alt', siblings: expect.objectContaining({ type: 'image' }) }));
    expect(steps.filter((s) => 'key' in s).map((s) => ('key' in s ? s.key : ''))).toEqual(
      expect.arrayContaining(['screens', 'promoRegister', 'blocks', 'alt']),
    );
  });
});

describe('help from the schema, kind by kind', () => {
  it('describes a setting of a block chosen by its type, and a constant', () => {
    expect(describeSetting(SCHEMA, stepsAt(state, at('alt: t.promo.captchaAlt')))?.description).toMatch(/screen reader/);
    expect(describeSetting(SCHEMA, stepsAt(state, at('  phonePattern:')))?.description).toMatch(/valid mobile number/);
    expect(describeSetting(SCHEMA, stepsAt(state, at('  customerService:', lineOf('screens:'))))?.description).toBeDefined();
  });

  it('offers the settings an image block takes, and the values of a type', () => {
    const steps = stepsAt(state, at('alt: t.promo.captchaAlt'));
    const keys = settingsOf(SCHEMA, steps.slice(0, -1), { type: 'image' }).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['src', 'alt', 'fit', 'shape', 'onTap', 'visible']));
    expect(keys).not.toContain('maxLength');
    const typeSteps = stepsAt(state, at('- type: image', lineOf('alt: t.promo.captchaAlt') - 6, 2));
    expect(valuesOf(SCHEMA, typeSteps)).toEqual(expect.arrayContaining(['image', 'textarea', 'widget', 'stack']));
    const widget = settingsOf(SCHEMA, steps.slice(0, -1), { type: 'widget', widget: 'countdown' }).map((s) => s.key);
    expect(widget).toEqual(expect.arrayContaining(['onTapWhileRunning']));
  });
});
