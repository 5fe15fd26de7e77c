/**
 * A cell a spreadsheet would run as a formula when it opens a CSV: one starting with =, +, -, @, a tab or a
 * carriage return (OWASP's advice on CSV injection). Apostrophes before it count, so that guarding stays
 * reversible: a text that already starts with them gets one more.
 */
const RUNS = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** A text as a CSV cell: an apostrophe before one a spreadsheet would run, so it shows as the text it is. */
export function guardFormula(text: string): string {
  return RUNS.test(text) ? `'${text}` : text;
}

/** The text a CSV cell holds: `guardFormula` undone. A cell the spreadsheet wrote without the apostrophe is as typed. */
export function unguardFormula(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}
