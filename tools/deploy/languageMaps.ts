import type { Languages } from '../../schemas/types.ts';

/** The nginx variable that holds the language an address asks for. */
export const LANGUAGE_VARIABLE = 'loan_pages_language';

/** A regular expression for one `name=value` pair of a query, as nginx's PCRE reads `$args`. */
const pair = (name: string, value: string) => `(?:^|&)${escapeForPcre(name)}=${escapeForPcre(value)}(?:&|$)`;
const escapeForPcre = (text: string) => text.replace(/[\\^$.*+?()[\]{}|"]/g, '\\$&');

/**
 * nginx maps that pick the language of an address as the page does (renderer/entry/languageFor.ts): the override
 * parameter when it names a pack, else the pack the language parameter maps to, else the default. They choose the
 * document drawn in that language; should an address read otherwise in the page (a percent-encoded value), the page
 * finds the document drawn in another language and draws itself afresh.
 */
export function languageMaps(languages: Languages): string {
  const packs = Object.keys(languages.packs);
  const override = languages.overrideParam;
  const lines = [
    `map $args $${LANGUAGE_VARIABLE}_override {`,
    '    default "";',
    ...(override ? packs.map((pack) => `    "~${pair(override, pack)}" ${pack};`) : []),
    '}',
    `map $args $${LANGUAGE_VARIABLE}_param {`,
    `    default ${languages.default};`,
    ...Object.entries(languages.byParam)
      .filter(([, pack]) => packs.includes(pack))
      .map(([value, pack]) => `    "~${pair(languages.param, value)}" ${pack};`),
    '}',
    `map $${LANGUAGE_VARIABLE}_override $${LANGUAGE_VARIABLE} {`,
    `    "" $${LANGUAGE_VARIABLE}_param;`,
    `    default $${LANGUAGE_VARIABLE}_override;`,
    '}',
  ];
  return lines.join('\n');
}
