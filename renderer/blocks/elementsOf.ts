/**
 * The elements a list, rows, tabs or choice block draws: those of a list that are there. A list that is null or
 * missing gives none, and so does each null element of one: nothing in it could be drawn but blanks.
 */
export function elementsOf(items: unknown): unknown[] {
  return Array.isArray(items) ? items.filter((item) => item !== null && item !== undefined) : [];
}
