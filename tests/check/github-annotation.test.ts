import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../tools/check/githubAnnotation.ts';

describe('githubAnnotation', () => {
  it('writes a problem as an error command with its file, line and column', () => {
    const finding = { severity: 'error', file: 'pages.yaml', line: 41, col: 7, message: 'YAML syntax: `text` is written twice' } as const;
    expect(githubAnnotation(finding)).toBe('::error file=pages.yaml,line=41,col=7::YAML syntax: `text` is written twice');
  });

  it('writes a warning as a warning command', () => {
    expect(githubAnnotation({ severity: 'warning', file: 'pages.yaml', line: 3, col: 1, message: 'unused' })).toBe(
      '::warning file=pages.yaml,line=3,col=1::unused',
    );
  });

  it('escapes %, carriage returns and line breaks in the message, so it stays one command and reads as written', () => {
    const message = 'rate 0.0065%25 is\r\nnot 5%';
    expect(githubAnnotation({ severity: 'error', file: 'pages.yaml', line: 1, col: 1, message })).toBe(
      '::error file=pages.yaml,line=1,col=1::rate 0.0065%2525 is%0D%0Anot 5%25',
    );
  });

  it('escapes , and : in the file name too, which would end a property', () => {
    expect(githubAnnotation({ severity: 'error', file: 'content/a,b:c%.md', line: 2, col: 3, message: 'x' })).toBe(
      '::error file=content/a%2Cb%3Ac%25.md,line=2,col=3::x',
    );
  });
});
