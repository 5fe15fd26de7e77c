import { characterCount, characters } from './characters.ts';

/**
 * What a field holds after an edit from `before` to `after` when it may hold `max` characters (as people count
 * them): like the browser's own maxLength, the newly typed or pasted part is cut to the room left and the rest
 * of the text stays. `caret` is where the cursor goes, just after what was kept (-1 when nothing was cut).
 */
export function keepWithin(before: string, after: string, max: number): { value: string; caret: number } {
  if (characterCount(after) <= max) return { value: after, caret: -1 };
  // The unchanged head and tail, never splitting a surrogate pair at the seams.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  if (start > 0 && isHighSurrogate(after.charCodeAt(start - 1))) start--;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  if (end > 0 && isLowSurrogate(after.charCodeAt(after.length - end))) end--;
  const head = after.slice(0, start);
  const tail = after.slice(after.length - end);
  const room = Math.max(0, max - characterCount(head) - characterCount(tail));
  const kept = characters(after.slice(start, after.length - end))
    .slice(0, room)
    .join('');
  const value = head + kept + tail;
  // Text that was over the limit already (set by the page, not typed) is cut at the end.
  if (characterCount(value) > max) {
    const cut = characters(value).slice(0, max).join('');
    return { value: cut, caret: cut.length };
  }
  return { value, caret: head.length + kept.length };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
