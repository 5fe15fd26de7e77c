import type { Expr } from '../../renderer/expr/ast.ts';
import { ExpressionError } from '../../renderer/expr/ExpressionError.ts';
import { parseExpression } from '../../renderer/expr/parse.ts';
import { references } from '../../renderer/expr/references.ts';
import type { FoundExpression } from './findExpressions.ts';
import { pointerToPath } from './ajv.ts';
import { closest, isRecord } from './describe.ts';
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

export interface ParsedExpression { path: Path; source: string; ast: Expr }

const LANG_KEYS = new Set(['id', 'currency', 'name', 'type']);

/** Parses every expression and checks that it names only what its screen and position provide. */
export function checkExpressions(found: FoundExpression[], root: unknown, names: GlobalNames, screens: Map<string, ScreenIndex>) {
  const problems: Problem[] = [];
  const parsed: ParsedExpression[] = [];
  for (const { pointer, source } of found) {
    if (typeof source !== 'string') continue;
    const path = pointerToPath(pointer);
    let ast: Expr;
    try {
      ast = parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      problems.push({ path, offset: error.column, message: `expression ${JSON.stringify(source)}: ${error.message}` });
      continue;
    }
    parsed.push({ path, source, ast });
    const scope = scopeAt(root, path);
    const screen = scope.screen ? screens.get(scope.screen) : undefined;
    const refs = references(ast);
    for (const name of refs.calls) {
      if (!names.functions.has(name)) {
        const guess = closest(name, [...names.functions]);
        problems.push({ path, offset: Math.max(0, source.indexOf(name)), message: `expression ${JSON.stringify(source)}: there is no function ${name}()${guess ? `; did you mean ${guess}()?` : ''}` });
      }
    }
    for (const ref of refs.paths) {
      const message = checkName(ref.root, ref.keys, scope, screen, names);
      if (message) {
        const written = [ref.root, ...ref.keys.slice(0, 1)].join('.');
        problems.push({ path, offset: Math.max(0, source.indexOf(written)), message: `expression ${JSON.stringify(source)}: ${message}` });
      }
    }
  }
  return { problems, parsed };
}

interface Scope { screen?: string; item: boolean; result: boolean; event: boolean }

function checkName(root: string, keys: string[], scope: Scope, screen: ScreenIndex | undefined, names: GlobalNames): string | undefined {
  const first = keys[0];
  const among = (set: Set<string>, what: string) => {
    if (first === undefined || set.has(first)) return undefined;
    const guess = closest(first, [...set]);
    return `${root}.${first} is not ${what}${guess ? `; did you mean ${root}.${guess}?` : ''}`;
  };
  switch (root) {
    case 'const': return among(names.constants, 'a constant in the constants section');
    case 'app': return among(names.app, 'an app setting');
    case 'lang': return among(LANG_KEYS, 'known (lang has id, currency, name and type)');
    case 't': {
      if (first !== undefined && !names.copyGroups.has(first)) return among(names.copyGroups, 'a group of copy texts');
      const second = keys[1];
      if (first === undefined || second === undefined || names.copy.has(`${first}.${second}`)) return undefined;
      const guess = closest(`${first}.${second}`, [...names.copy]);
      return `copy text t.${first}.${second} does not exist in the language packs${guess ? `; did you mean t.${guess}?` : ''}`;
    }
    case 'query':
      return screen ? among(new Set([...screen.query, ...names.commonQuery]), `read by screen ${screen.id} (add it under query)`) : undefined;
    case 'state': return screen ? among(screen.state, `declared under state of screen ${screen.id}`) : `state is only available on a screen`;
    case 'data': return screen ? among(screen.data, `a data source of screen ${screen.id}`) : `data is only available on a screen`;
    case 'form': return screen ? among(screen.fields, `a field of screen ${screen.id}`) : `form is only available on a screen`;
    case 'item': case 'index':
      return scope.item ? undefined : `${root} is only available inside a list, rows, tabs or choice options`;
    case 'result':
      return scope.result ? undefined : 'result is only available after a call (onSuccess, onFailure, onCode, onLoad, upload)';
    case 'event':
      return scope.event ? undefined : 'event is only available in event listeners (on), onChange and widgets';
    default: return `unknown name "${root}": expressions start with one of t, const, app, lang, query, state, data, form, item, index, result, event`;
  }
}

const RESULT_KEYS = new Set(['onSuccess', 'onFailure', 'onCode', 'onLoad']);

function scopeAt(root: unknown, path: Path): Scope {
  const scope: Scope = { item: false, result: false, event: false };
  if (path[0] === 'screens' && typeof path[1] === 'string') scope.screen = path[1];
  let node: unknown = root;
  path.forEach((segment, i) => {
    const parent = node;
    node = isRecord(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined;
    if (!isRecord(parent) || typeof segment !== 'string') return;
    if (typeof parent.type === 'string' && (('items' in parent && segment !== 'items') || ('options' in parent && segment !== 'options'))) scope.item = true;
    if (RESULT_KEYS.has(segment)) scope.result = true;
    if (parent.type === 'upload') { scope.result = true; scope.event = true; }
    if (parent.type === 'widget' || segment === 'onChange' || (i === 2 && segment === 'on')) scope.event = true;
  });
  return scope;
}
