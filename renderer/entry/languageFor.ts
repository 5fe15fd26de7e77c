import type { Languages } from '../../schemas/types.ts';

function isPack(languages: Languages, id: string | null | undefined): id is string {
  return typeof id === 'string' && Object.hasOwn(languages.packs, id);
}

/**
 * The language pack of a page: the `overrideParam` (e.g. `lang=zh`) when it names a pack; else the pack
 * `byParam` maps the `param` value to (is-need-pop 2 → es, 1 → en); else `default`.
 */
export function languageFor(languages: Languages, query: URLSearchParams): string {
  const override = languages.overrideParam === undefined ? null : query.get(languages.overrideParam);
  if (isPack(languages, override)) return override;
  const value = query.get(languages.param);
  const mapped = value !== null && Object.hasOwn(languages.byParam, value) ? languages.byParam[value] : undefined;
  return isPack(languages, mapped) ? mapped : languages.default;
}
