import { describe, expect, it } from 'vitest';
import { closest } from '../../tools/check/describe.ts';
import { parseYamlSource } from '../../tools/check/yamlSource.ts';

/** Line and column of character `index` of the value at `key`, as the checker reports it. */
function at(yaml: string, key: string, index: number) {
  return parseYamlSource(yaml).positionOf([key], { offset: index });
}

describe('positions inside a value', () => {
  it('skip the opening quote', () => {
    expect(at('a: "x + y"\n', 'a', 4)).toEqual({ line: 1, col: 9 });
  });

  it('count an escape as the characters written', () => {
    expect(at('a: "\\"x\\" + \\u00e9 + y"\n', 'a', 10)).toEqual({ line: 1, col: 22 });
    expect(at("a: 'it''s + y'\n", 'a', 9)).toEqual({ line: 1, col: 14 });
  });

  it('follow a folded line of a plain value onto the next line', () => {
    expect(at('a: fmt(x,\n  yy)\n', 'a', 7)).toEqual({ line: 2, col: 3 });
  });

  it('skip the header of a block value and an escaped line break', () => {
    expect(at('a: |-\n  one\n  two\n', 'a', 4)).toEqual({ line: 3, col: 3 });
    expect(at('a: "one \\\n  two"\n', 'a', 4)).toEqual({ line: 2, col: 3 });
  });

  it('point just past the end for something missing at the end', () => {
    expect(at('a: "len(x"\n', 'a', 5)).toEqual({ line: 1, col: 10 });
  });

  it('point at the key of a value left empty', () => {
    expect(parseYamlSource('a:\n').positionOf(['a'])).toEqual({ line: 1, col: 1 });
  });
});

describe('positions through a YAML alias', () => {
  const yaml = 'a: &shared\n  - x: "1 +"\nb: *shared\nc: *shared\n';

  it('point inside the anchored value, where the text is written', () => {
    expect(parseYamlSource(yaml).positionOf(['b', 0, 'x'], { offset: 2 })).toEqual({ line: 2, col: 11 });
    expect(parseYamlSource(yaml).positionOf(['c', 0, 'x'], { key: true })).toEqual({ line: 2, col: 5 });
    expect(parseYamlSource(yaml).positionOf(['b'])).toEqual({ line: 2, col: 3 });
  });
});

describe('did you mean', () => {
  it('finds slips and swapped letters, but not a different short word', () => {
    expect(closest('lable', ['label', 'name'])).toBe('label');
    expect(closest('post', ['GET', 'POST'])).toBe('POST');
    expect(closest('PUT', ['GET', 'POST'])).toBeUndefined();
    expect(closest('timeout', ['timeoutMs', 'headers'])).toBe('timeoutMs');
  });
});
