import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { benchCopy } from '../../tools/bench/benchCopy.ts';
import { ROOT } from '../../tools/bench/build.ts';

test("the bench's copy: pages.yaml's default language, each text as a JavaScript string literal", () => {
  const copy = benchCopy(readFileSync(join(ROOT, 'pages.yaml'), 'utf8'));
  expect(copy.language).toBe('es');
  expect(copy.copy('confirm.title')).toBe('"Confirmar préstamo"');
  expect(() => copy.copy('confirm')).toThrow(/no text "confirm" in its default language \(es\)/);
  expect(() => copy.copy('confirm.noSuchText')).toThrow(/no text "confirm.noSuchText"/);
});

test('the default language is whichever pages.yaml names, and a quote in a text stays inside its literal', () => {
  const pages = `languages:\n  default: en\n  packs:\n    en: { texts: { confirm: { title: 'Say "yes"' } } }\n    es: { texts: { confirm: { title: Sí } } }\n`;
  expect(benchCopy(pages)).toMatchObject({ language: 'en' });
  expect(benchCopy(pages).copy('confirm.title')).toBe(String.raw`"Say \"yes\""`);
});
