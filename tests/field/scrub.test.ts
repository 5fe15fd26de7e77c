import { describe, expect, test } from 'vitest';
import { scrub } from '../../src/field/scrub.ts';
import { PERSONAL, PERSONAL_STRINGS, personalIn } from './personalData.ts';

/** Texts as failures word them, each holding personal strings in a different place. */
const carriers = (value: string) => [
  value,
  `Cannot read properties of undefined (reading '${value}')`,
  `no order ${value} in list`,
  `GET https://pages.creditoagil.mx/loan/details?productId=P-PRESTO&orderId=${encodeURIComponent(value)} failed`,
  `/bindBank?orderId=${value}&userId=${value}`,
  `{"phone":"${value}","name":"${value}"}`,
  `orderNo=${value}; amount=${value}`,
  `https://api.creditoagil.mx/evolved/files/${encodeURIComponent(value)}/photo.jpg`,
  `https://${encodeURIComponent(value)}:pw@pay.example.mx/checkout`,
  `at loadOrder (https://pages.creditoagil.mx/loan/details?orderId=${encodeURIComponent(value)}#x:1:2)`,
];

describe('scrub: nothing personal is left', () => {
  test('no string of the corpus survives in any carrier, the typed texts given as the page holds them', () => {
    const typed = [...PERSONAL.typed];
    for (const value of PERSONAL_STRINGS) {
      for (const text of carriers(value)) expect(personalIn(scrub(text, typed)), text).toEqual([]);
    }
  });

  test('ids, phones, cards, e-mails and queries become marks that say what was there', () => {
    expect(scrub('no order ORD174D for U1001')).toBe('no order [id] for [id]');
    expect(scrub('call +52 55 4161 2030 or 13800000011')).toBe('call +[number] or [number]');
    expect(scrub('card 4111-1111-1111-1111 (**** 4821)')).toBe('card [number] (**** [number])');
    expect(scrub('write to ana.lopez@correo.mx')).toBe('write to [email]');
    expect(scrub('/bindBank?orderId=ORD174&amount=202140')).toBe('/bindBank?orderId=[value]&amount=[value]');
    expect(scrub('https://u:p@pages.creditoagil.mx/loan/details?orderId=ORD174#top')).toBe('https://pages.creditoagil.mx/loan/details');
  });

  test("the page's query values and typed texts go whoever words them, also URL-encoded", () => {
    const typed = 'Me cobraron dos veces';
    expect(scrub(`rejected: ${typed}!`, [typed])).toBe('rejected: [value]!');
    expect(scrub(`/save?text=${encodeURIComponent(typed)}`, [typed])).toBe('/save?text=[value]');
    expect(scrub(`utm summer sale`, ['summer'])).toBe('utm [value] sale');
  });

  test('short query values (a language flag, a channel) are not hunted through the text', () => {
    expect(scrub('Failed to fetch', ['1', 'fb', 'es'])).toBe('Failed to fetch');
  });
});

describe('scrub: what a developer needs stays', () => {
  test('error words, code names and short numbers stay', () => {
    expect(scrub("TypeError: Cannot read properties of undefined (reading 'amount')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'amount')",
    );
    expect(scrub('new Uint8Array(12) in utf8 at step 3')).toBe('new Uint8Array(12) in utf8 at step 3');
  });

  test("a stack frame keeps its built file's name, line and column, and loses the page's query", () => {
    const chrome = '    at loadScreen (https://pages.creditoagil.mx/assets/index-B3x9Kq12.js:1:23456)';
    expect(scrub(chrome)).toBe(chrome);
    expect(scrub('loadScreen@http://127.0.0.1:4173/assets/loanDetails-Dk-3aBc9.js:2:17')).toBe(
      'loadScreen@http://127.0.0.1:4173/assets/loanDetails-Dk-3aBc9.js:2:17',
    );
    expect(scrub('at http://127.0.0.1:5173/src/field/scrub.ts?t=1732000000000:10:5')).toBe(
      'at http://127.0.0.1:5173/src/field/scrub.ts:10:5',
    );
  });

  test('a path part that is data is read as text; the route stays', () => {
    expect(scrub('https://pages.creditoagil.mx/evolved/sandbox-files/ORD174-2.jpg')).toBe(
      'https://pages.creditoagil.mx/evolved/sandbox-files/[id]-2.jpg',
    );
    expect(scrub('/loan/details')).toBe('/loan/details');
  });
});
