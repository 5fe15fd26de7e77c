/**
 * The source of a function that runs `fn` (source) with arguments given as JSON and answers JSON, so both
 * protocols carry only strings and a result reads the same from either.
 */
export function inPage(fn: string): string {
  return `async (argsJson) => {
  const result = await (${fn})(...JSON.parse(argsJson));
  return JSON.stringify(result === undefined ? null : result);
}`;
}
