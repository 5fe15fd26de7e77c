import type { ErrorObject } from 'ajv';
import { actionSchemas } from '../../schemas/actions/index.ts';
import { closest, describeValue, isRecord, show } from './describe.ts';
import { pointerToPath } from './ajv.ts';
import type { Problem } from './problem.ts';

const typeWords: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of settings (key: value lines)',
  null: 'empty',
};

/** Lists longer than this are left out of a message: a wall of names hides the one the author needs. */
const LIST_LIMIT = 15;

/** Turns ajv's errors into problems an author can act on; drops the echoes that add nothing. */
export function explainSchemaErrors(errors: ErrorObject[], data: unknown): Problem[] {
  const echoes = echoesOf(errors);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (echoes.has(error)) continue;
    const problem = explain(error, data);
    if (!problem) continue;
    const id = `${JSON.stringify(problem.path)}|${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

/**
 * Errors that repeat another one in worse words: a key reported missing while a misspelling of it is reported
 * unknown ("did you mean `colours`?"); the enum or const of a tag ajv already reported as an unknown kind; a
 * name's pattern failing inside propertyNames, which the propertyNames error reports at the key; each failed
 * choice of a described oneOf ("true or false", "a list"), which the oneOf error words as one.
 */
function echoesOf(errors: ErrorObject[]): Set<ErrorObject> {
  const guessed = new Set<string>();
  const tags = new Set<string>();
  const choices = errors.filter(isDescribedChoice).map((e) => `${e.schemaPath}/`);
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties') {
      const known = Object.keys((isRecord(error.parentSchema) && error.parentSchema.properties) || {});
      const guess = closest(String(params.additionalProperty), known);
      if (guess) guessed.add(`${error.instancePath}|${guess}`);
    }
    if (error.keyword === 'discriminator') tags.add(`${error.instancePath}/${String(params.tag)}`);
  }
  return new Set(
    errors.filter((error) => {
      const params = error.params as Record<string, unknown>;
      if (error.propertyName !== undefined || choices.some((c) => error.schemaPath.startsWith(c))) return true;
      if (error.keyword === 'required') return guessed.has(`${error.instancePath}|${String(params.missingProperty)}`);
      return (error.keyword === 'enum' || error.keyword === 'const') && tags.has(error.instancePath);
    }),
  );
}

function explain(error: ErrorObject, data: unknown): Problem | undefined {
  const path = pointerToPath(error.instancePath, data);
  const parentSchema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const subject = describeValue(data, path);
  const params = error.params as Record<string, unknown>;
  const got = show(error.data);
  switch (error.keyword) {
    case 'type': {
      const expected = expectedType(parentSchema, params.type);
      if (error.data === null) return { path, message: `${subject} is empty; it must be ${expected}` };
      return { path, message: `${subject} must be ${expected}, got ${got}${quoteHint(params.type, error.data)}` };
    }
    case 'additionalProperties':
      return explainUnknownKey(path, String(params.additionalProperty), parentSchema, subject);
    case 'required': {
      const missing = String(params.missingProperty);
      if (path.length === 0) return { path, message: `pages.yaml has no \`${missing}\` section` };
      return { path, key: typeof path[path.length - 1] === 'string', message: `\`${missing}\` is missing from ${subject}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => String(v));
      const guess = typeof error.data === 'string' ? closest(error.data, allowed) : undefined;
      return { path, message: `${subject} must be one of ${allowed.join(', ')}; got ${got}${guess ? ` (did you mean ${guess}?)` : ''}` };
    }
    case 'discriminator':
      return explainTag(path, subject, params, parentSchema);
    case 'pattern':
      return { path, message: `${subject} must be ${described(parentSchema, `written as ${String(params.pattern)}`)}; got ${got}` };
    case 'propertyNames': {
      const name = String(params.propertyName);
      const rule = described((error.schema ?? {}) as Record<string, unknown>, 'a name made of letters, digits and _');
      return { path: [...path, name], key: true, message: `\`${name}\` in ${subject} is not a valid name: it must be ${rule}` };
    }
    case 'minimum':
      return { path, message: `${subject} must be at least ${String(params.limit)}, got ${got}` };
    case 'maximum':
      return { path, message: `${subject} must be at most ${String(params.limit)}, got ${got}` };
    case 'minLength':
      return { path, message: `${subject} must not be empty` };
    case 'minItems':
      return { path, message: `${subject} must list at least ${plural(Number(params.limit), 'item')}` };
    case 'minProperties':
      return { path, message: `${subject} must have at least ${plural(Number(params.limit), 'entry', 'entries')}` };
    case 'oneOf':
      return isDescribedChoice(error) ? { path, message: `${subject} must be ${described(parentSchema, '')}; got ${got}` } : undefined;
    case 'const':
    case 'if':
    case 'anyOf':
      return undefined;
    default:
      return { path, message: `${subject} is not valid here, got ${got}` };
  }
}

/** A oneOf whose description words all its choices; a tagged union (discriminator) reports its own errors. */
function isDescribedChoice(error: ErrorObject): boolean {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  return error.keyword === 'oneOf' && typeof schema.description === 'string' && schema.discriminator === undefined;
}

function expectedType(schema: Record<string, unknown>, type: unknown): string {
  if (typeof schema['x-expect'] === 'string') return schema['x-expect'];
  // Text of a set form (a colour, an email) is better named by its description than as "text".
  if (typeof schema.pattern === 'string' && typeof schema.description === 'string') return described(schema, '');
  // An expression slot holding a list or a group: name what fits rather than three JSON types.
  if (schema['x-expr'] === true) return 'a single value (text, a number or an expression such as t.ui.title)';
  return [type]
    .flat()
    .map((t) => typeWords[String(t)] ?? String(t))
    .join(' or ');
}

/** A phone number or code typed without quotes is read as a number; the fix is the quotes. */
function quoteHint(type: unknown, value: unknown): string {
  const wantsText = [type].flat().includes('string');
  return wantsText && (typeof value === 'number' || typeof value === 'boolean') ? '; put it in quotes to keep it as text' : '';
}

function explainUnknownKey(path: (string | number)[], extra: string, schema: Record<string, unknown>, subject: string): Problem {
  const known = Object.keys((schema.properties ?? {}) as object);
  const guess = closest(extra, known);
  const at = { path: [...path, extra], key: true };
  const didYouMean = guess ? `; did you mean \`${guess}\`?` : '';
  if (path.length === 0)
    return { ...at, message: `unknown section \`${extra}\` in pages.yaml${didYouMean || ` (sections: ${known.join(', ')})`}` };
  if (path.length === 1 && path[0] === 'constants') {
    return {
      ...at,
      message: `unknown constant \`${extra}\`${didYouMean || '; a new constant must first be added to schemas/constants.ts by a developer'}`,
    };
  }
  const hint = didYouMean || (known.length > 0 && known.length <= LIST_LIMIT ? ` (it can have: ${known.join(', ')})` : '');
  return { ...at, message: `unknown setting \`${extra}\` in ${subject}${hint}` };
}

function explainTag(path: (string | number)[], subject: string, params: Record<string, unknown>, schema: Record<string, unknown>): Problem {
  const tag = String(params.tag);
  const value = params.tagValue;
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Record<string, unknown>[]) : [];
  const known = branches
    .map((b) =>
      isRecord(b.properties) && isRecord(b.properties[tag])
        ? (b.properties[tag].const ?? (b.properties[tag].enum as unknown[] | undefined)?.[0])
        : undefined,
    )
    .filter((v): v is string => typeof v === 'string');
  // The union is the schema's list of actions or of blocks: its tags say which.
  const what = tag === 'widget' ? 'widget' : known.some((k) => Object.hasOwn(actionSchemas, k)) ? 'action type' : 'block type';
  if (value === undefined) return { path, message: `\`${tag}\` is missing from ${subject} (the ${what}: ${known.join(', ')})` };
  const guess = typeof value === 'string' ? closest(value, known) : undefined;
  return {
    path: [...path, tag],
    message: `unknown ${what} ${show(value)}${guess ? `; did you mean ${guess}?` : ` (known: ${known.join(', ')})`}`,
  };
}

/** A schema's description as the end of "must be …", or `fallback` when it has none. */
function described(schema: Record<string, unknown>, fallback: string): string {
  const text = typeof schema.description === 'string' ? schema.description : fallback;
  return (text.charAt(0).toLowerCase() + text.slice(1)).replace(/\.$/, '');
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
