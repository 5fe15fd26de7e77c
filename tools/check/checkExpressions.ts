import type { Expr } from '../../renderer/expr/ast.ts';
import { ExpressionError } from '../../renderer/expr/ExpressionError.ts';
import { parseExpression } from '../../renderer/expr/parse.ts';
import { references } from '../../renderer/expr/references.ts';
import type { FoundExpression } from './findExpressions.ts';
import { pointerToPath } from './ajv.ts';
import { closest, describeValue, isRecord, show } from './describe.ts';
import type { Problem } from './problem.ts';
import type { ScreenIndex } from './screenIndex.ts';
import type { Path } from './yamlSource.ts';

/** What every expression may name, whatever screen it is on. */
export interface GlobalNames {
  constants: Set<string>;
  app: Set<string>;
  copy: Set<string>;
  copyGroups: Set<string>;
  commonQuery: Set<string>;
  functions: Set<string>;
}

export interface ParsedExpression {
  path: Path;
  source: string;
  ast: Expr;
}

const LANG_KEYS = new Set(['id', 'currency', 'name', 'type']);

const ROOTS = ['t', 'const', 'app', 'lang', 'query', 'state', 'data', 'form', 'item', 'index', 'result', 'event'];

/**
 * Parses every expression and checks that it names only what its screen and position provide. On a screen in
 * `unchecked` (one with schema mistakes) only syntax and global names are checked: its own names may be misspelt
 * where they are declared.
 */
export function checkExpressions(
  found: FoundExpression[],
  root: unknown,
  names: GlobalNames,
  screens: Map<string, ScreenIndex>,
  unchecked: ReadonlySet<string> = new Set(),
) {
  const problems: Problem[] = [];
  const parsed: ParsedExpression[] = [];
  for (const { pointer, source, expect } of found) {
    if (typeof source !== 'string') continue;
    const path = pointerToPath(pointer, root);
    // A bare name or path needs no quoting back: "t.ui.hom does not exist" says it all.
    const prefix = /^\s*[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*\s*$/.test(source) ? '' : `expression ${JSON.stringify(source)}: `;
    const say = (offset: number, message: string) => problems.push({ path, offset, message: prefix + message });
    // A limit such as maxLength written as words ("two hundred") is not a broken formula but a wrong kind of value.
    const notALimit = () => problems.push({ path, message: `${describeValue(root, path)} must be ${expect}, got ${show(source)}` });
    let ast: Expr;
    try {
      ast = parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      if (expect) notALimit();
      else say(error.column, withoutColumns(error.message, source));
      continue;
    }
    parsed.push({ path, source, ast });
    const refs = references(ast);
    // A lone unknown word ("five") is a value in words; "cnst.x" is a typo better answered by did-you-mean below.
    if (expect && refs.paths.some((ref) => !ROOTS.includes(ref.root) && ref.keys.length === 0)) {
      notALimit();
      continue;
    }
    const scope = scopeAt(root, path);
    const screen = scope.screen ? screens.get(scope.screen) : undefined;
    for (const name of refs.calls) {
      if (!names.functions.has(name)) {
        const guess = closest(name, names.functions);
        say(
          Math.max(0, indexOfName(source, name, true)),
          `there is no function ${name}()${guess ? `; did you mean ${guess}()?` : ' (docs/expressions.md lists the functions)'}`,
        );
      }
    }
    for (const ref of refs.paths) {
      if (scope.screen && unchecked.has(scope.screen) && SCREEN_ROOTS.has(ref.root)) continue;
      const message = checkName(ref.root, ref.keys, scope, screen, names);
      if (!message) continue;
      // Point at the path as written, falling back to its root when it uses brackets (data['x']).
      const spellings = [[ref.root, ...ref.keys], [ref.root, ...ref.keys.slice(0, 1)], [ref.root]].map((p) => p.join('.'));
      say(spellings.map((w) => indexOfName(source, w, false)).find((i) => i >= 0) ?? 0, message);
    }
  }
  return { problems, parsed };
}

/** Where `name` is written in `source` as a whole name (not inside a longer one), or -1. */
export function indexOfName(source: string, name: string, call: boolean): number {
  const escaped = name.replace(/[.$]/g, (c) => `\\${c}`);
  const found = new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])${call ? '\\s*\\(' : ''}`).exec(source);
  return found?.index ?? -1;
}

/**
 * The parser names places as "column 3" of the expression, which an author cannot find in pages.yaml: name them
 * by the text before them instead ('the "(" after "len"').
 */
function withoutColumns(message: string, source: string): string {
  return message.replace(/ at column (\d+)/g, (_, column: string) => {
    const before = source.slice(0, Number(column)).trimEnd();
    if (!before) return ' at the start';
    return ` after "${before.length > 16 ? `…${before.slice(-15)}` : before}"`;
  });
}

interface Scope {
  screen?: string;
  item: boolean;
  result: boolean;
  event: boolean;
}

function checkName(root: string, keys: string[], scope: Scope, screen: ScreenIndex | undefined, names: GlobalNames): string | undefined {
  const first = keys[0];
  const among = (set: Set<string>, what: string) => {
    if (first === undefined || set.has(first)) return undefined;
    const guess = closest(first, set);
    return `${root}.${first} is not ${what}${guess ? `; did you mean ${root}.${guess}?` : ''}`;
  };
  switch (root) {
    case 'const':
      return among(names.constants, 'a constant in the constants section');
    case 'app':
      return among(names.app, 'an app setting');
    case 'lang':
      return among(LANG_KEYS, 'known (lang has id, currency, name and type)');
    case 't': {
      if (first !== undefined && !names.copyGroups.has(first)) return among(names.copyGroups, 'a group of copy texts');
      const second = keys[1];
      if (first === undefined || second === undefined || names.copy.has(`${first}.${second}`)) return undefined;
      const guess = closest(`${first}.${second}`, names.copy);
      return `copy text t.${first}.${second} does not exist in the language packs${guess ? `; did you mean t.${guess}?` : ''}`;
    }
    case 'query': {
      if (!screen || first === undefined || screen.query.has(first) || names.commonQuery.has(first)) return undefined;
      const guess = closest(first, [...screen.query, ...names.commonQuery]);
      const fix = guess ? `; did you mean query.${guess}?` : `: add ${first} to its query list`;
      return `query.${first} is not read by screen ${screen.id}${fix}`;
    }
    case 'state':
      return screen ? among(screen.state, `declared under state of screen ${screen.id}`) : `state is only available on a screen`;
    case 'data':
      return screen ? among(screen.data, `a data source of screen ${screen.id}`) : `data is only available on a screen`;
    case 'form':
      return screen ? among(screen.fields, `a field of screen ${screen.id}`) : `form is only available on a screen`;
    case 'item':
    case 'index':
      return scope.item ? undefined : `${root} is only available inside a list, rows, tabs or choice options`;
    case 'result':
      return scope.result
        ? undefined
        : 'result is only available in what runs after a call (onSuccess, onFailure, onCode), in onLoad of a data source and in an upload';
    case 'event':
      return scope.event ? undefined : 'event is only available in event listeners (on), onChange and widgets';
    default: {
      // "ui.home" is almost always a copy text written without its t.
      const guess = names.copyGroups.has(root) ? ['t', root, ...keys.slice(0, 1)].join('.') : closest(root, ROOTS);
      return `unknown name "${root}"${guess ? `; did you mean ${guess}?` : ''} (expressions start with one of ${ROOTS.join(', ')})`;
    }
  }
}

/** Names a screen declares itself; left unchecked on a screen with schema mistakes. */
const SCREEN_ROOTS = new Set(['query', 'state', 'data', 'form', 'item', 'index', 'result', 'event']);

const RESULT_KEYS = new Set(['onSuccess', 'onFailure', 'onCode', 'onLoad']);

function scopeAt(root: unknown, path: Path): Scope {
  const scope: Scope = { item: false, result: false, event: false };
  if (path[0] === 'screens' && typeof path[1] === 'string') scope.screen = path[1];
  let node: unknown = root;
  path.forEach((segment, i) => {
    const parent = node;
    node = isRecord(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined;
    if (!isRecord(parent) || typeof segment !== 'string') return;
    if (typeof parent.type === 'string' && (('items' in parent && segment !== 'items') || ('options' in parent && segment !== 'options')))
      scope.item = true;
    if (RESULT_KEYS.has(segment)) scope.result = true;
    if (parent.type === 'upload') {
      scope.result = true;
      scope.event = true;
    }
    if (parent.type === 'widget' || segment === 'onChange' || (i === 2 && segment === 'on')) scope.event = true;
  });
  return scope;
}
