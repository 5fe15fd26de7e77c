/** Evaluates a map of query expressions into strings, leaving out empty values. */
export function stringQuery(map: Readonly<Record<string, unknown>> | undefined, value: (source: never) => unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, source] of Object.entries(map ?? {})) {
    const v = value(source as never);
    if (v !== undefined && v !== null && v !== '') query[key] = String(v);
  }
  return query;
}
