import { toText } from '../expr/evaluate.ts';

/** Evaluates a map of query expressions into strings, leaving out empty values (and objects, which have no text). */
export function stringQuery(map: Readonly<Record<string, unknown>> | undefined, value: (source: never) => unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, source] of Object.entries(map ?? {})) {
    const text = toText(value(source as never));
    if (text !== '') query[key] = text;
  }
  return query;
}
