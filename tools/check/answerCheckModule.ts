import standaloneModule from 'ajv/dist/standalone/index.js';
import type { NumberPlan } from '../../renderer/screen/readNumbers.ts';
import { createAnswerAjv } from '../createAjv.ts';
import { isRecord } from './describe.ts';

// Under Node's CommonJS interop the default import is module.exports; the generator is its `default`.
const standaloneCode = (standaloneModule as unknown as { default?: typeof standaloneModule }).default ?? standaloneModule;

type Shape = Record<string, unknown>;

/**
 * A copy of the shape without staff's notes, which would otherwise travel to the browser inside the generated code.
 * A copy all the way down: ajv writes into the schema it compiles (a nullable union gains "null"), and a part shared
 * through a YAML alias would then change the check of every other endpoint built after it.
 */
function withoutDescriptions(shape: Shape): Shape {
  const { description: _note, properties, items, ...rest } = shape;
  const out: Shape = structuredClone(rest);
  if (isRecord(properties))
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, isRecord(v) ? withoutDescriptions(v) : v]));
  if (isRecord(items)) out.items = withoutDescriptions(items);
  return out;
}

const children = (shape: Shape): Shape[] =>
  [...Object.values(isRecord(shape.properties) ? shape.properties : {}), shape.items].filter(isRecord);

/**
 * An object shape written more than once (a YAML alias, such as the order of the complaint screens)
 * becomes one definition that the others refer to, so ajv writes its check once.
 */
function withSharedParts(root: Shape): Shape {
  const seen = new Map<string, number>();
  const count = (shape: Shape): void => {
    const key = JSON.stringify(shape);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    for (const child of children(shape)) count(child);
  };
  count(root);
  const definitions: Record<string, Shape> = {};
  const names = new Map<string, string>();
  const rewrite = (shape: Shape, top: boolean): Shape => {
    const key = JSON.stringify(shape);
    // Objects only: the check of a list of texts is shorter written twice than called.
    if (!top && shape.type === 'object' && (seen.get(key) ?? 0) > 1) {
      let name = names.get(key);
      if (!name) {
        name = `s${names.size}`;
        names.set(key, name);
        definitions[name] = rewrite(shape, true);
      }
      return { $ref: `#/definitions/${name}` };
    }
    const out: Shape = { ...shape };
    if (isRecord(shape.properties))
      out.properties = Object.fromEntries(Object.entries(shape.properties).map(([k, v]) => [k, isRecord(v) ? rewrite(v, false) : v]));
    if (isRecord(shape.items)) out.items = rewrite(shape.items, false);
    return out;
  };
  const rewritten = rewrite(root, true);
  return names.size > 0 ? { ...rewritten, definitions } : rewritten;
}

/**
 * Where the shape declares a number that is not also text (an id declared `[string, integer]` stays as it came),
 * for the screens to read numeric strings there as numbers before the check; undefined where there is none.
 */
export function numberPlan(shape: Shape): NumberPlan | undefined {
  const types = [shape.type].flat();
  if (types.some((type) => type === 'number' || type === 'integer') && !types.includes('string')) return 1;
  if (types.includes('array') && isRecord(shape.items)) {
    const inner = numberPlan(shape.items);
    return inner === undefined ? undefined : [inner];
  }
  if (!types.includes('object') || !isRecord(shape.properties)) return undefined;
  const fields = Object.entries(shape.properties).flatMap(([field, inner]) => {
    const plan = isRecord(inner) ? numberPlan(inner) : undefined;
    return plan === undefined ? [] : [[field, plan] as const];
  });
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/**
 * An endpoint's declared answer as an ES module whose default export checks an answer's data: ajv's standalone
 * code, made at build time, so the browser runs plain functions and never ajv. The check stops at the first field
 * that does not fit and says where (`errors[0].instancePath`, and `params.missingProperty` for a missing one). Its
 * `numbers` says where numbers are declared (numberPlan), so numeric strings there are read first.
 */
export function answerCheckModule(answer: unknown): string {
  if (!isRecord(answer)) throw new Error('an answer must be a shape (schemas/answer.ts)');
  const ajv = createAnswerAjv();
  const code = standaloneCode(ajv, ajv.compile(withSharedParts(withoutDescriptions(answer))));
  if (/\brequire\(/.test(code))
    throw new Error('an answer check needs a runtime helper of ajv; keep answers to the keywords of schemas/answer.ts');
  const plan = numberPlan(answer);
  const main = /export default (\w+);/.exec(code)?.[1];
  if (!main) throw new Error('ajv wrote an answer check without a default export');
  // Where in the schema a failure sits is for ajv's own messages, which the browser never shows: drop the text.
  const check = code.replace('"use strict";', '').replace(/schemaPath:"[^"]*",/g, '');
  return plan === undefined ? check : `${check}\n${main}.numbers = ${JSON.stringify(plan)};`;
}
