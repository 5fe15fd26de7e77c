// One pass over the text, so what a rule keeps (a URL's file name and position) is not read again by another; each
// alternative starts at a word's edge, so a long run without spaces costs one scan, not one per character. In order: an address, an e-mail, a `key=value`, a number of four digits or more (phones, cards, amounts, dates,
// possibly spaced or dashed), a word of letters and digits (order and user ids).
const PATTERN =
  /\b([a-z][a-z0-9+.-]*:\/\/[^\s"'`()<>]+)|\b([\w.+-]+@[^\s@"'`()<>[\]{},;:]+\.[A-Za-z]{2,})|\b([A-Za-z_][\w.-]*=)([^\s&"'`,;()<>]+)|(\d(?:[ .-]?\d){3,})|\b(\w*\d\w*)/g;
/** A built file's name in a stack frame's address, `index-B3x9Kq12.js`: code, not data. */
const CODE_FILE = /^[\w.-]+\.(?:m?js|css|tsx?|jsx)$/;
/** Typed-array names, which hold digits and are no one's id. */
const CODE_WORD = /^[A-Z][a-z]+\d+[A-Z][a-z]+$/;

/** A word with digits that may be someone's: two digits or more, or capitals then a digit (U1, ORD2, ORD174D). */
function isId(word: string): boolean {
  if (!/[A-Za-z]/.test(word) || CODE_WORD.test(word)) return false;
  return /\d\D*\d/.test(word) || /^[A-Z]+\d/.test(word);
}

/** An address without its query, fragment or user, each path part read as text; a stack position stays. */
function scrubUrl(url: string): string {
  const position = /(?::\d+){1,2}$/.exec(url)?.[0] ?? '';
  const bare = url.slice(0, url.length - position.length).split(/[?#]/)[0]!;
  const [, origin = '', path = ''] = /^([^:]+:\/\/[^/]*)(.*)$/.exec(bare) ?? [];
  const parts = path.split('/').map((part) => (CODE_FILE.test(part) ? part : part.replace(PATTERN, replace)));
  return origin.replace(/\/\/[^@/]*@/, '//') + parts.join('/') + position;
}

function replace(match: string, url?: string, email?: string, key?: string, _value?: string, number?: string): string {
  if (url) return scrubUrl(url);
  if (email) return '[email]';
  if (key) return `${key}[value]`;
  if (number) return '[number]';
  return isId(match) ? '[id]' : match;
}

/**
 * `text` with nothing personal left, for a report: each of `secrets` (the page's query values and what is typed in
 * its fields, three characters or more) as `[value]`, then addresses without their query, e-mails, `key=value`
 * values, numbers of four digits or more, and words of letters and digits that may be ids, each as a mark saying
 * what it was. Words, short numbers and the file, line and column of a stack frame stay, so a developer can still
 * read what failed and where.
 */
export function scrub(text: string, secrets: readonly string[] = []): string {
  let clean = text;
  const known = secrets.filter((secret) => secret.trim().length >= 3).sort((a, b) => b.length - a.length);
  for (const secret of known) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) clean = clean.split(form).join('[value]');
  }
  return clean.replace(PATTERN, replace);
}
