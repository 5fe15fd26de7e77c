import { expect, it } from 'vitest';
import { copyTextsOf } from '../../tools/copy/copyTexts.ts';
import { editCopyTexts } from '../../tools/copy/editCopyTexts.ts';

const PAGES = `# yaml-language-server: $schema=./schemas/pages.schema.json
languages:
  default: es
  packs:
    es:
      texts:
        # the greeting group
        greet:
          hello: Hola      # shown on home
          quoted: 'Hola, {0}'
          double: "Adiós"
          shared: &shared Compartido
          again: *shared
          long: |
            Una línea
            y otra
        inline: { yes: Sí, no: 'No' }
    en:
      texts:
        greet:
          hello: Hello
    zh:
      base: es
      texts:
        greet:
          hello: 你好

screens: {}
`;

it('rewrites one text in place, in its own quoting, and nothing else', () => {
  const edit = (key: string, value: string) => editCopyTexts(PAGES, [{ key, pack: 'es', value }]);
  expect(edit('greet.hello', 'Buenas')).toBe(PAGES.replace('hello: Hola      #', 'hello: Buenas      #'));
  expect(edit('greet.quoted', 'Hola, {0}, ¿qué tal?')).toBe(PAGES.replace("'Hola, {0}'", "'Hola, {0}, ¿qué tal?'"));
  expect(edit('greet.double', 'Chao "amigo"')).toBe(PAGES.replace('"Adiós"', '"Chao \\"amigo\\""'));
  expect(edit('greet.hello', 'Nota: importante')).toBe(PAGES.replace('hello: Hola      #', 'hello: "Nota: importante"      #'));
  expect(edit('greet.long', 'Una\ndos\n')).toBe(PAGES.replace('Una línea\n            y otra\n', 'Una\n            dos\n'));
  expect(edit('inline.no', 'Nunca')).toBe(PAGES.replace("no: 'No'", "no: 'Nunca'"));
});

it('writes a text shared through an alias for that key alone, and refuses to change the anchored original', () => {
  const text = editCopyTexts(PAGES, [{ key: 'greet.again', pack: 'es', value: 'Otra vez' }]);
  expect(text).toBe(PAGES.replace('again: *shared', 'again: Otra vez'));
  expect(() => editCopyTexts(PAGES, [{ key: 'greet.shared', pack: 'es', value: 'X' }])).toThrow(/shared through the anchor &shared/);
});

it('adds a text a pack lacks at the end of its group, or a new group at the end of the pack', () => {
  const added = editCopyTexts(PAGES, [
    { key: 'greet.quoted', pack: 'en', value: 'Hello, {0}' },
    { key: 'inline.yes', pack: 'zh', value: '是' },
  ]);
  expect(added).toBe(
    PAGES.replace('          hello: Hello\n', '          hello: Hello\n          quoted: Hello, {0}\n').replace(
      '          hello: 你好\n',
      '          hello: 你好\n        inline:\n          yes: 是\n',
    ),
  );
  expect(copyTextsOf(added).texts.zh).toEqual({ 'greet.hello': '你好', 'inline.yes': '是' });
});

it('adds a text of several lines (a spreadsheet cell with line breaks) as one text', () => {
  const value = 'Primera línea\nsegunda línea';
  const added = editCopyTexts(PAGES, [{ key: 'greet.note', pack: 'en', value }]);
  expect(copyTextsOf(added).texts.en!['greet.note']).toBe(value);
  expect(added.startsWith(PAGES.slice(0, PAGES.indexOf('          hello: Hello\n')))).toBe(true);
});

it('refuses what it cannot do cleanly, naming it', () => {
  expect(() => editCopyTexts(PAGES, [{ key: 'greet.hello', pack: 'fr', value: 'Salut' }])).toThrow('pages.yaml has no language pack fr');
  expect(() => editCopyTexts(PAGES, [{ key: 'inline.maybe', pack: 'es', value: 'Quizás' }])).toThrow(/written on one line/);
  expect(() => editCopyTexts(PAGES, [{ key: 'hello', pack: 'es', value: 'x' }])).toThrow(/not a copy key/);
  expect(() => editCopyTexts('a: [', [{ key: 'greet.hello', pack: 'es', value: 'x' }])).toThrow(/cannot be read as YAML/);
});

it('writes a text YAML would read as a number, a boolean or null (123, true, null, +1, 1e3) in quotes, so it stays a text', () => {
  for (const value of ['123', 'true', 'null', '+1', '1e3', '~', '0x1F', '.inf', 'No']) {
    const rewritten = editCopyTexts(PAGES, [{ key: 'greet.hello', pack: 'en', value }]);
    expect(copyTextsOf(rewritten).texts.en!['greet.hello']).toBe(value);
    const added = editCopyTexts(PAGES, [{ key: 'greet.fresh', pack: 'en', value }]);
    expect(copyTextsOf(added).texts.en!['greet.fresh']).toBe(value);
  }
  expect(editCopyTexts(PAGES, [{ key: 'greet.hello', pack: 'en', value: '123' }])).toBe(PAGES.replace('hello: Hello\n', 'hello: "123"\n'));
  expect(editCopyTexts(PAGES, [{ key: 'greet.quoted', pack: 'es', value: 'true' }])).toBe(PAGES.replace("'Hola, {0}'", "'true'"));
  expect(editCopyTexts(PAGES, [{ key: 'greet.hello', pack: 'es', value: '=1+1' }])).toBe(
    PAGES.replace('hello: Hola      #', 'hello: =1+1      #'),
  );
});
