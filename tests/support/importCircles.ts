import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist']);
// import('./x.ts'): a dynamic import, or a type read from a module (`typeof import('./x.ts')`).
const IMPORT_CALL = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? codeFiles(full) : CODE.test(name) ? [full] : [];
  });
}

/** The project's files that `file` imports, however: values or types only, statically, re-exported, or with import(). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const { module, comments } = parseSync(file, text);
  let code = text;
  for (const { start, end } of comments) code = code.slice(0, start) + ' '.repeat(end - start) + code.slice(end);
  const specifiers = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : []))),
    ...[...code.matchAll(IMPORT_CALL)].map((match) => match[1]!),
  ];
  return specifiers
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec))
    .filter((target) => existsSync(target) && statSync(target).isFile());
}

/**
 * The circles of imports among the code files under `root`: for each knot of files that import each other, one
 * circle through it (`a.ts -> b.ts -> a.ts`, relative to `root`) and the knot's other files. Type-only imports
 * count: a reader follows them as well.
 */
export function importCircles(root: string): string[] {
  const graph = new Map(codeFiles(resolve(root)).map((file) => [file, importsOf(file)]));
  // Tarjan's strongly connected components: each component of more than one file holds a circle.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return components.map((component) => {
    const path = circleThrough(component, graph);
    const others = component.filter((file) => !path.includes(file)).map((file) => relative(root, file));
    const circle = path.map((file) => relative(root, file)).join(' -> ');
    return others.length === 0 ? circle : `${circle}, in a knot with ${others.sort().join(', ')}`;
  });
}

/** One circle through the first file of `component`, found breadth first: the shortest. */
function circleThrough(component: string[], graph: Map<string, string[]>): string[] {
  const start = component[0]!;
  const inside = new Set(component);
  const from = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== start && at; at = from.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (inside.has(next) && !from.has(next)) {
        from.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}
