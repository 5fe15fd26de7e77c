/**
 * What on the page may be someone's and could find its way into an error's words: the values of the address's
 * query (its hash route's too) and whatever is in its fields. Read when a failure is noted, to take them out of the
 * report (scrub.ts); never sent.
 */
export function pageSecrets(location: Location, document: Document): string[] {
  const queries = [location.search, location.hash.split('?')[1] ?? ''];
  const values = queries.flatMap((query) => [...new URLSearchParams(query).values()]);
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) values.push(field.value);
  return values;
}
