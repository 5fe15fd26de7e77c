import { describe, expect, it } from 'vitest';
import { characterCount, characters } from '../../renderer/blocks/characters.ts';
import { keepWithin } from '../../renderer/blocks/keepWithin.ts';

// The count the fields and counters use, which must agree with the characters themselves.
const count = (text: string) => {
  expect(characterCount(text)).toBe(characters(text).length);
  return characterCount(text);
};

describe('characters', () => {
  it('counts what a person sees: emoji, flags, families and accents once', () => {
    expect(count('😀')).toBe(1);
    expect(count('🇲🇽')).toBe(1);
    expect(count('👨‍👩‍👧')).toBe(1);
    expect(count('\u00e9')).toBe(1);
    expect(count('e\u0301')).toBe(1);
    expect(count('año ñandú')).toBe(9);
    expect(count('')).toBe(0);
  });

  it('gives the same characters whether or not the text needs the segmenter', () => {
    const latin = 'Año 2026, ¿ñandú? Tab\tand\nlines: ©½ɐ';
    expect(characters(latin)).toEqual([...latin]);
    expect(characters(`${latin}😀`)).toEqual([...latin, '😀']);
    expect(count('a\r\nb')).toBe(3);
    expect(count('Zoë e\u0301 ')).toBe(6);
  });
});

describe('keepWithin', () => {
  it('leaves an edit within the limit alone', () => {
    expect(keepWithin('ab', 'abc', 3)).toEqual({ value: 'abc', caret: -1 });
    expect(keepWithin('', '😀'.repeat(100), 200).value).toBe('😀'.repeat(100));
  });

  it("cuts what was typed or pasted to the room left, like the browser's maxLength", () => {
    expect(keepWithin('😀'.repeat(199), '😀'.repeat(201), 200)).toEqual({ value: '😀'.repeat(200), caret: 400 });
    expect(keepWithin('😀'.repeat(200), '😀'.repeat(201), 200).value).toBe('😀'.repeat(200));
    expect(keepWithin('', '\u00e9'.repeat(150) + 'e\u0301'.repeat(60), 200).value).toBe('\u00e9'.repeat(150) + 'e\u0301'.repeat(50));
  });

  it('keeps the text around an insertion in the middle and puts the caret after what was kept', () => {
    expect(keepWithin('abcd', 'abXYZcd', 5)).toEqual({ value: 'abXcd', caret: 3 });
  });

  it('never splits an emoji where the old and new text share half of it', () => {
    // 😀 and 😁 share their first UTF-16 unit.
    const { value } = keepWithin('😁', '😀😁', 1);
    expect(value).toBe('😁');
    expect(count(keepWithin('😁😁', '😁😀😁', 2).value)).toBe(2);
    expect(keepWithin('😁😁', '😁😀😁', 2).value).toBe('😁😁');
  });

  it('cuts text that was over the limit already at the end', () => {
    expect(keepWithin('abcdef', 'abcdefg', 3)).toEqual({ value: 'abc', caret: 3 });
  });
});
