import type { YAMLError } from 'yaml';

/** A YAML syntax error in plain words, at the character an author should look at. */
export interface YamlProblem {
  offset: number;
  message: string;
}

const ALIGN = 'keys of one group must start in the same column';

/**
 * Words YAML syntax errors for people and moves each to where the mistake is (the opening quote that is never
 * closed, the line indented too far) rather than where the parser gave up. After one broken line the parser's
 * later complaints are mostly echoes of it, so only the first is kept; a key written twice is a mistake of its
 * own and is always reported.
 */
export function explainYamlErrors(errors: readonly YAMLError[], text: string): YamlProblem[] {
  const first = errors.find((e) => e.code !== 'DUPLICATE_KEY');
  return errors
    .filter((e) => e === first || e.code === 'DUPLICATE_KEY')
    .map((e) => explainYamlError(e, text))
    .map((p) => ({ offset: p.offset, message: `YAML syntax: ${p.message}` }));
}

function explainYamlError(error: YAMLError, text: string): YamlProblem {
  const at = error.pos[0];
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = /^(?:"([^"]*)"|'([^']*)'|([^\s:,{}[\]]+))/.exec(text.slice(at));
      const name = key?.[1] ?? key?.[2] ?? key?.[3];
      return { offset: at, message: `${name ? `\`${name}\`` : 'this key'} is written twice in the same group; keep one` };
    }
    case 'TAB_AS_INDENT':
      return { offset: at, message: 'this line is indented with a tab; indent with spaces only' };
    case 'BAD_SCALAR_START':
      return { offset: at, message: `a value cannot start with ${text[at]}; put the whole value in quotes` };
    case 'BAD_INDENT':
      if (/^Flow (sequence|map)/.test(message)) return unclosedBracket(text, at, message.includes('map') ? '{' : '[');
      return { offset: lineStart(text, at), message: `this line does not line up with the lines above it: ${ALIGN}` };
    case 'MISSING_CHAR': {
      const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
      if (quote)
        return {
          offset: openingQuote(text, at, quote),
          message: `this text opens a ${quote} quote that is never closed; add a closing ${quote} at its end`,
        };
      if (message.startsWith('Sequence item without'))
        return { offset: lineStart(text, at), message: `this line does not line up with the lines above it: ${ALIGN}` };
      return { offset: at, message: `something is missing here (${lowerFirst(message)}); check the colons, quotes and brackets` };
    }
    case 'BLOCK_AS_IMPLICIT_KEY': {
      if (message.startsWith('A block sequence'))
        return {
          offset: lineStart(text, at),
          message: 'a list item ("- ") cannot follow key: value lines of the same group; put it under a key',
        };
      const rest = text.slice(at, lineEnd(text, at));
      const colon = rest.search(/:(\s|$)/);
      if (colon >= 0) return { offset: at + colon, message: 'this value contains ": "; put the whole value in quotes' };
      return { offset: nextLineStart(text, at), message: `this line is indented further than the key above it: ${ALIGN}` };
    }
    case 'MULTILINE_IMPLICIT_KEY': {
      const line = text.slice(lineStart(text, at), lineEnd(text, at));
      if (!/:(\s|$)/.test(line)) return { offset: lineStart(text, at), message: 'this line has no ": " between its key and its value' };
      return { offset: nextLineStart(text, at), message: `this line is indented further than the key above it: ${ALIGN}` };
    }
    case 'BLOCK_IN_FLOW':
      return {
        offset: at,
        message: 'a list in [ ] or a group in { } cannot hold "- " items or key: value lines; finish the brackets first',
      };
    case 'MULTIPLE_DOCS':
      return { offset: at, message: 'a line of --- starts a second document; pages.yaml must be one document' };
    case 'BAD_ALIAS':
      return { offset: at, message: 'this *alias has no &anchor of the same name above it' };
    default:
      return { offset: at, message: lowerFirst(message) };
  }
}

/** The opening quote of a text the parser ran off the end of: the last such quote before `at`. */
function openingQuote(text: string, at: number, quote: string): number {
  for (let i = Math.min(at, text.length - 1); i >= 0; i--) {
    if (text[i] !== quote) continue;
    if (quote === '"' && text[i - 1] === '\\') continue;
    if (quote === "'" && text[i - 1] === "'") {
      i--;
      continue;
    }
    return i;
  }
  return at;
}

/** The `[` or `{` before `at` that no bracket closes. */
function unclosedBracket(text: string, at: number, open: string): YamlProblem {
  const close = open === '[' ? ']' : '}';
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    if (text[i] === close) depth++;
    else if (text[i] === open && depth-- === 0)
      return { offset: i, message: `this ${open} is never closed; add ${close} at the end of the ${open === '[' ? 'list' : 'group'}` };
  }
  return { offset: at, message: `a ${open} above is never closed; add ${close} at its end` };
}

/** The first character after the indentation of the line holding `offset`. */
function lineStart(text: string, offset: number): number {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return start + (/^[ \t]*/.exec(text.slice(start))?.[0].length ?? 0);
}

function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

/** The first character of the next line that is not blank. */
function nextLineStart(text: string, offset: number): number {
  const next = /\n[ \t]*(?=\S)/g;
  next.lastIndex = offset;
  const match = next.exec(text);
  return match ? match.index + match[0].length : offset;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
