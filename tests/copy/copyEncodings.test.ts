import { describe, expect, it } from 'vitest';
import { characterLoss } from '../../tools/copy/characterLoss.ts';
import { importCopyFile } from '../../tools/copy/copyFile.ts';
import { legacyEncoding } from '../../tools/copy/legacyEncoding.ts';
import { changedLines, csv, fixture, PAGES, refusal, rowOf, textsOf, textsWith, withCell } from './copyFiles.ts';

// Files as LibreOffice and Excel save them (tests/copy/fixtures/README.md says how each was made).
const encoding = (id: string) => ({ encoding: legacyEncoding(id)! });

describe('a CSV that is not UTF-8, holding only the rows a translator changed', () => {
  const changed = {
    es: {
      'site.navPrivacy': 'Política de privacidad y cookies (0 €)',
      'contact.messagePlaceholder': '¿Cómo podemos ayudarle, señor? Escríbenos',
    },
    en: { 'promo.phoneInvalid': 'Please enter a valid mobile number.' },
  };

  it.each([
    ['windows-1252', 'Windows-1252', 1],
    ['macintosh', 'Mac Roman', 1],
    ['iso-8859-15', 'ISO-8859-15', 3],
  ])(
    'in %s is refused, naming the encoding, unless the translator names it; then every text comes in exactly',
    async (id, name, unheld) => {
      const file = fixture(`libreoffice-changed-${id}.csv`);
      expect(await refusal(file)).toEqual([
        `file: this file is not saved as UTF-8; it is ${name}. Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again; or, to import it as it is, name its encoding: npm run copy -- import FILE --encoding ${id} (in the studio, the Encoding choice beside Import)`,
      ]);
      const { text, notes, conflicts } = await importCopyFile(PAGES, file, encoding(id));
      expect(textsOf(text)).toEqual(textsWith(PAGES, changed));
      expect(conflicts).toEqual([]);
      // The Chinese text (and, in ISO-8859-15, the two with "…") the file cannot hold stay as pages.yaml has them.
      expect(notes).toEqual([
        expect.stringContaining(`this file is saved as ${name}, which has no place for characters of ${unheld} text`),
      ]);
    },
  );

  it.each([
    ['windows-1252', 'macintosh', 'Mac Roman', 'ÈÄ'],
    ['macintosh', 'windows-1252', 'Windows-1252', 'ŽÛ'],
    ['iso-8859-15', 'windows-1252', 'Windows-1252', 'é¤'],
  ])('in %s but named %s is refused: the record’s heading does not read right', async (id, named, name, shown) => {
    expect((await refusal(fixture(`libreoffice-changed-${id}.csv`), encoding(named)))[0]).toBe(
      `file: this file is not ${name}: read as that, the heading of its last column is "exported (leave as is) ${shown}", not "exported (leave as is) é€"; it reads right as ${legacyEncoding(id)!.name}: --encoding ${id}`,
    );
  });

  it('takes a question typed in such a file, and not a "?" in a word or standing alone', () => {
    const latin9 = legacyEncoding('iso-8859-15')!;
    expect(characterLoss('Enviar', '¿Enviar ahora? Sí', latin9)).toBeUndefined();
    for (const lost of ['Pago de ?500', 'Pagos ? rápidos', '?Hola?'])
      expect(characterLoss('Pagos rápidos', lost, latin9)).toContain(
        'a "?" stands in a word, as this file\'s encoding, ISO-8859-15, writes',
      );
  });

  it('is refused where a character typed in the spreadsheet had no place in the file and came as "?"', async () => {
    expect(await refusal(fixture('libreoffice-rupee-windows-1252.csv'), encoding('windows-1252'))).toEqual([
      'file: this file is saved as Windows-1252, not UTF-8, and some of its texts cannot be read right (the rows below). Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again',
      '2: the en text of site.navPrivacy would become "Privacy Policy (?500 fee)" where pages.yaml has "Privacy Policy": a "?" stands in a word, as this file\'s encoding, Windows-1252, writes for each character it has no place for',
    ]);
  });
});

describe('a UTF-8 file a spreadsheet read as Windows-1252 and saved again as UTF-8', () => {
  const file = fixture('libreoffice-misread-as-windows-1252.csv');

  it('is read back exactly: texts left alone, edited in the garbled view, and typed anew', async () => {
    const { text, changes, notes } = await importCopyFile(PAGES, file);
    expect(textsOf(text)).toEqual(
      textsWith(PAGES, {
        es: { 'site.navPrivacy': 'Política de privacidad y cookies', 'ui.loading': 'Cargando, un momento…' },
        en: { 'contact.submit': 'Send' },
      }),
    );
    expect(changes.map((c) => c.row)).toEqual([2, 4, 6]);
    expect(notes).toEqual([expect.stringContaining('a spreadsheet had read this UTF-8 file as Windows-1252 and saved it again')]);
  });

  it('refuses a text where garbled characters and characters typed since touch, which cannot be told apart', async () => {
    const mixed = Buffer.from(file.toString('utf8').replace('"Cargando, un momento…"', '"Cargandoâ€¦…"'));
    expect(await refusal(mixed)).toEqual([
      '6: the es text of ui.loading is "Cargandoâ€¦…": a spreadsheet read this UTF-8 file as Windows-1252 and saved it again, so its accents and Chinese came out garbled, and this text cannot be read back for sure: it has garbled characters beside others, typed since or changed by the spreadsheet. Type the text again in a file that shows it right',
    ]);
  });

  it('refuses garbled text in a file that is otherwise right, and never writes it', async () => {
    expect(await refusal(csv(withCell('site.navPrivacy', 'es', 'PolÃ­tica de privacidad')))).toEqual([
      `${rowOf('site.navPrivacy')}: the es text of site.navPrivacy would become "PolÃ­tica de privacidad" where pages.yaml has "Política de privacidad": "Ã­" is how "í" shows when a program reads UTF-8 as Windows-1252; type the text again where it shows right`,
    ]);
    expect((await refusal(csv(withCell('promo.phoneInvalid', 'zh', 'ËØ∑Ê≠£Á°ÆËæìÂÖ•ÊâãÊú∫Âè∑'))))[0]).toContain(
      'is how "请正确输入手机号" shows when a program reads UTF-8 as Mac Roman',
    );
  });
});

describe('files exported before the record, as Excel and LibreOffice saved them in a legacy encoding', () => {
  const old = (id: string) => ({ ...encoding(id), allDifferences: true });
  const lost = (shown: string) =>
    `5: the zh text of promo.phoneInvalid would become "${shown}" where pages.yaml has "请正确输入手机号": this file is saved as Windows-1252, which has no place for characters such as "请"`;

  it.each([
    ['excel-1252-comma.csv', '????????'],
    ['excel-1252-semicolon.csv', '????????'],
    ['libreoffice-1252-semicolon.csv', '÷cn\u201CeK:÷'],
  ])('%s is refused unless named, and named, for the Chinese text it lost', async (name, shown) => {
    expect((await refusal(fixture(name)))[0]).toMatch(/^file: this file is not saved as UTF-8\. Save it as "CSV UTF-8/);
    expect(await refusal(fixture(name), old('windows-1252'))).toEqual([
      expect.stringMatching(/^file: this file is saved as Windows-1252, not UTF-8, .*Save it as "CSV UTF-8 \(Comma delimited\)"/),
      lost(shown),
    ]);
  });

  it('saved by Excel for Mac as "CSV (Macintosh)" but named Windows-1252 is refused: its accents would come out wrong', async () => {
    const problems = await refusal(fixture('excel-macintosh.csv'), old('windows-1252'));
    const misread =
      'its accented letters came out as other characters, so this file is saved in another encoding than Windows-1252 or UTF-8';
    expect(problems.slice(1)).toEqual([
      `2: the es text of site.tagline would become "PrŽstamos r‡pidos y claros, desde tu celular." where pages.yaml has "Préstamos rápidos y claros, desde tu celular.": ${misread}`,
      `3: the es text of contact.phonePlaceholder would become "Tu nœmero de telŽfono m—vil" where pages.yaml has "Tu número de teléfono": ${misread}`,
      `4: the es text of complaint.emptyText would become "CuŽntanos ÒquŽ pas—ÓÉ por favor." where pages.yaml has "Por favor, escribe tus opiniones y sugerencias.": ${misread}`,
    ]);
    const { text } = await importCopyFile(PAGES, fixture('excel-macintosh.csv'), old('macintosh'));
    expect(changedLines(PAGES, text)).toEqual([
      '          phonePlaceholder: Tu número de teléfono móvil',
      '          emptyText: Cuéntanos “qué pasó”… por favor.',
    ]);
  });

  it('with only characters Windows-1252 holds, is imported with every character right (accents, “quotes”, …)', async () => {
    const { text, changes, encoding } = await importCopyFile(PAGES, fixture('excel-1252-accents.csv'), old('windows-1252'));
    expect(encoding).toBe('Windows-1252');
    expect(changedLines(PAGES, text)).toEqual([
      '          phonePlaceholder: Tu número de teléfono móvil',
      '          emptyText: Cuéntanos “qué pasó”… por favor.',
    ]);
    expect(changes).toMatchObject([
      { key: 'contact.phonePlaceholder', pack: 'es', row: 3 },
      { key: 'complaint.emptyText', pack: 'es', row: 4 },
    ]);
  });
});
