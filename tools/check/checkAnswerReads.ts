import type { Expr } from '../../renderer/expr/ast.ts';
import { references } from '../../renderer/expr/references.ts';
import { type AnswerShape, propertiesOf, stepInto } from './answerShape.ts';
import { indexOfName, type ParsedExpression } from './checkExpressions.ts';
import { closest, isRecord } from './describe.ts';
import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';
import { sourcesRead } from './sourcesRead.ts';
import type { Path } from './yamlSource.ts';

/** A shape with the endpoint it comes from, for messages. */
interface Known {
  shape: AnswerShape;
  endpoint: string;
  /** For `item`, which list it is an element of: a message names it. */
  note?: string;
}

/** What `item` and `result.data` stand for at one place of a screen, where the answer says. */
interface Scope {
  item?: Known;
  result?: Known;
}

const BRANCHES = new Set(['onSuccess', 'onFailure', 'onCode']);
/** Names listed in a message before it says "…": enough to spot the right one. */
const LISTED = 8;

/**
 * Answers are declared so that screens read only what the server promises: a data source a screen reads must
 * load an endpoint that declares its `answer`, and every path a screen reads from an answer (data.<source>...,
 * result.data... after a call, item... in a list over answer data) must be declared in it. Both are errors, so the
 * build's check, the sandbox's contract and what the screens show can never disagree.
 */
export function checkAnswerReads(
  data: Record<string, unknown>,
  parsed: readonly ParsedExpression[],
  unchecked: ReadonlySet<string>,
): Problem[] {
  const endpoints = asRecord(data.endpoints);
  const answerOf = (endpoint: unknown): AnswerShape | undefined => {
    const answer = typeof endpoint === 'string' ? asRecord(endpoints[endpoint]).answer : undefined;
    return isRecord(answer) ? answer : undefined;
  };
  const problems: Problem[] = [];
  const screens = asRecord(data.screens);
  const read = sourcesRead(parsed);
  for (const [id, screen] of Object.entries(screens)) {
    if (unchecked.has(id)) continue;
    for (const [name, source] of Object.entries(asRecord(asRecord(screen).data))) {
      const { endpoint } = asRecord(source);
      if (!read.get(id)?.has(name) || typeof endpoint !== 'string' || !(endpoint in endpoints) || answerOf(endpoint)) continue;
      problems.push({
        path: ['screens', id, 'data', name, 'endpoint'],
        message: `screen ${id} shows data.${name}, but endpoint ${endpoint} declares no answer; declare under it what the screen reads (docs/staff-guide.md)`,
      });
    }
  }
  // The items of a list are expressions too: parsed already, found by their source.
  const asts = new Map(parsed.map(({ source, ast }) => [source, ast]));
  const sourceShape = (screen: string, name: string): Known | undefined => {
    const endpoint = asRecord(asRecord(asRecord(screens[screen]).data)[name]).endpoint;
    const shape = answerOf(endpoint);
    return shape ? { shape, endpoint: String(endpoint) } : undefined;
  };
  for (const { path, source, ast } of parsed) {
    if (path[0] !== 'screens' || typeof path[1] !== 'string' || unchecked.has(path[1])) continue;
    const screen = path[1];
    const scope = scopeAt(
      data,
      path,
      (endpoint) => {
        const shape = answerOf(endpoint);
        return shape ? { shape, endpoint: String(endpoint) } : undefined;
      },
      (items, outer) => elementOf(typeof items === 'string' ? asts.get(items) : undefined, String(items), outer, screen, sourceShape),
    );
    for (const { root, keys } of references(ast).paths) {
      const start =
        root === 'data' && keys[0] !== undefined
          ? { known: sourceShape(screen, keys[0]), skip: 1 }
          : root === 'item'
            ? { known: scope.item, skip: 0 }
            : root === 'result' && keys[0] === 'data'
              ? { known: scope.result, skip: 1 }
              : undefined;
      if (!start?.known) continue;
      const problem = undeclared(start.known, keys.slice(start.skip));
      if (!problem) continue;
      const written = [root, ...keys.slice(0, start.skip + problem.depth + 1)].join('.');
      problems.push({ path, offset: Math.max(0, indexOfName(source, written, false)), message: problem.message(written) });
    }
  }
  return problems;
}

/**
 * What `item` and `result` stand for at `path`: walking down from the screen, each list, rows, tabs or choice
 * makes `item` an element of its items (when they are answer data), and each call branch, data source onLoad or
 * upload makes `result` its endpoint's answer.
 */
function scopeAt(
  root: unknown,
  path: Path,
  resultOf: (endpoint: unknown) => Known | undefined,
  elementOf: (items: unknown, outer: Scope) => Known | undefined,
): Scope {
  const scope: Scope = {};
  let node: unknown = root;
  path.forEach((segment, i) => {
    const parent = node;
    node = isRecord(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined;
    if (!isRecord(parent) || typeof segment !== 'string') return;
    if ((i === 4 && path[2] === 'data' && segment === 'onLoad') || (parent.type === 'call' && BRANCHES.has(segment)))
      scope.result = resultOf(parent.endpoint);
    if (typeof parent.type !== 'string') return;
    const listKey = 'items' in parent ? 'items' : 'options' in parent ? 'options' : undefined;
    if (listKey && segment !== listKey) scope.item = elementOf(parent[listKey], scope);
  });
  return scope;
}

/** The shape of the elements a list's items expression gives, when it is a plain path into an answer. */
function elementOf(
  parsedItems: Expr | undefined,
  source: string,
  scope: Scope,
  screen: string,
  sourceShape: (screen: string, name: string) => Known | undefined,
): Known | undefined {
  let ast = parsedItems;
  if (!ast) return undefined;
  const keys: (string | number)[] = [];
  for (; ast.k === 'get'; ast = ast.obj) {
    if (ast.key.k !== 'lit' || (typeof ast.key.v !== 'string' && typeof ast.key.v !== 'number')) return undefined;
    keys.unshift(ast.key.v);
  }
  if (ast.k !== 'id') return undefined;
  const start =
    ast.name === 'data' && typeof keys[0] === 'string'
      ? sourceShape(screen, keys.shift() as string)
      : ast.name === 'item'
        ? scope.item
        : ast.name === 'result' && keys.shift() === 'data'
          ? scope.result
          : undefined;
  if (!start) return undefined;
  let shape: AnswerShape | 'length' | undefined = start.shape;
  for (const key of keys) shape = shape === 'length' || shape === undefined ? undefined : stepInto(shape, key);
  const element = shape === 'length' || shape === undefined ? undefined : stepInto(shape, 0);
  return element && element !== 'length'
    ? { shape: element, endpoint: start.endpoint, note: `item is an element of ${source}` }
    : undefined;
}

/** The first key of `keys` the shape does not declare: how deep it is, and what to tell the author. */
function undeclared(known: Known, keys: string[]): { depth: number; message(written: string): string } | undefined {
  let shape: AnswerShape = known.shape;
  for (const [depth, key] of keys.entries()) {
    const next = stepInto(shape, key);
    if (next === 'length') return undefined;
    if (next) {
      shape = next;
      continue;
    }
    const names = Object.keys(propertiesOf(shape));
    const guess = closest(key, names);
    return {
      depth,
      message: (written) => {
        const parent = written.slice(0, written.lastIndexOf('.'));
        const fix = guess
          ? `did you mean ${parent}.${guess}?`
          : names.length > 0
            ? `declare it there, or read one it declares: ${names.slice(0, LISTED).join(', ')}${names.length > LISTED ? ', …' : ''}`
            : 'declare it there with its type';
        return `${written} is not in the answer of endpoint ${known.endpoint}${known.note ? ` (${known.note})` : ''}; ${fix}`;
      },
    };
  }
  return undefined;
}
