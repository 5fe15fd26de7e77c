import type { Expr } from './ast.ts';

/** A data path an expression reads: `data.init.orderList[0].title` → root `data`, keys `['init', 'orderList']`. */
export type ReferencePath = { root: string; keys: string[] };

/** Everything an expression reads and calls, for the build-time checker. */
export type References = { paths: ReferencePath[]; calls: string[] };

/**
 * Lists every identifier path with its static key prefix (dot keys and quoted bracket keys, stopping at the
 * first numeric or computed index) and every called function name, each once, in source order.
 */
export function references(expr: Expr): References {
  const paths = new Map<string, ReferencePath>();
  const calls = new Set<string>();
  const add = (root: string, keys: string[]): void => {
    const id = JSON.stringify([root, ...keys]);
    if (!paths.has(id)) paths.set(id, { root, keys });
  };

  const visit = (e: Expr): void => {
    switch (e.k) {
      case 'lit':
        return;
      case 'id':
        return add(e.name, []);
      case 'get': {
        const chain: Expr[] = [];
        let base: Expr = e;
        for (; base.k === 'get'; base = base.obj) chain.unshift(base.key);
        if (base.k === 'id') {
          const keys: string[] = [];
          for (const key of chain) {
            if (key.k !== 'lit' || typeof key.v !== 'string') break;
            keys.push(key.v);
          }
          add(base.name, keys);
        } else {
          visit(base);
        }
        // Computed indexes read data too: `list[state.selected]` reads state.selected.
        return chain.forEach(visit);
      }
      case 'call':
        calls.add(e.fn);
        return e.args.forEach(visit);
      case 'arr':
        return e.items.forEach(visit);
      case 'obj':
        return e.entries.forEach(([, value]) => visit(value));
      case 'un':
        return visit(e.x);
      case 'bin':
        visit(e.a);
        return visit(e.b);
      case 'if':
        visit(e.test);
        visit(e.yes);
        return visit(e.no);
    }
  };

  visit(expr);
  return { paths: [...paths.values()], calls: [...calls] };
}
