/** A `{0}` or `{name}` in a copy text, the way `fmt` in renderer/expr/builtins.ts fills it (a test keeps them alike). */
const PLACEHOLDER = /\{([A-Za-z0-9_$]+)\}/g;

/** Why every language needs a text's placeholders, in the words of staff and translators. */
export const PLACEHOLDER_REASON = 'the page puts a number or a name in place of each one';

/** The placeholders a copy text holds, each once, sorted: `["{0}", "{1}"]`. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[0]))].sort();
}

/**
 * How `text` breaks the placeholders of the same copy text in another pack, in words (`has no {0}, which the es text
 * has`), or undefined when both hold the same ones. `fmt` fills each placeholder with a value, so a language
 * without one drops that value, and one with an extra shows it unfilled.
 */
export function placeholderMismatch(text: string, other: string, otherPack: string): string | undefined {
  const ours = placeholdersOf(text);
  const theirs = placeholdersOf(other);
  const missing = theirs.filter((p) => !ours.includes(p));
  const extra = ours.filter((p) => !theirs.includes(p));
  const parts = [
    missing.length ? `has no ${missing.join(', ')}, which the ${otherPack} text has` : '',
    extra.length ? `has ${extra.join(', ')}, which the ${otherPack} text does not` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' and ') : undefined;
}
