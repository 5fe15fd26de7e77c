import type { ErrorObject } from 'ajv';
import { closest, describeOwner, isRecord, show } from './describe.ts';
import { pointerToPath } from './ajv.ts';
import type { Problem } from './problem.ts';

const typeWords: Record<string, string> = {
  integer: 'a whole number', number: 'a number', string: 'text', boolean: 'true or false',
  array: 'a list (lines starting with "- ")', object: 'a group of settings (key: value lines)', null: 'empty',
};

/** Turns ajv's errors into problems an author can act on; drops the echoes that add nothing. */
export function explainSchemaErrors(errors: ErrorObject[], data: unknown): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const problem = explain(error, data);
    if (!problem) continue;
    const id = `${JSON.stringify(problem.path)}|${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

function explain(error: ErrorObject, data: unknown): Problem | undefined {
  const path = pointerToPath(error.instancePath);
  const owner = describeOwner(data, path);
  const last = path[path.length - 1];
  const parentSchema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const subject = subjectOf(path, owner);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const expected = typeof parentSchema['x-expect'] === 'string'
        ? parentSchema['x-expect']
        : [params.type].flat().map((t) => typeWords[String(t)] ?? String(t)).join(' or ');
      return { path, message: `${subject} must be ${expected}, got ${show(error.data)}` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((parentSchema.properties ?? {}) as object);
      const guess = closest(extra, known);
      const hint = guess ? `; did you mean \`${guess}\`?` : known.length ? ` (it can have: ${known.join(', ')})` : '';
      return { path: [...path, extra], key: true, message: `${owner} has an unknown setting \`${extra}\`${hint}` };
    }
    case 'required':
      return { path, key: typeof last === 'string', message: `${owner} is missing \`${String(params.missingProperty)}\`` };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => String(v));
      const guess = typeof error.data === 'string' ? closest(error.data, allowed) : undefined;
      return {
        path,
        message: `${subject} must be one of ${allowed.join(', ')}; got ${show(error.data)}${guess ? ` (did you mean ${guess}?)` : ''}`,
      };
    }
    case 'discriminator': return explainTag(path, owner, params, parentSchema, data);
    case 'pattern': {
      const description = typeof parentSchema.description === 'string' ? lowerFirst(parentSchema.description) : `text matching ${String(params.pattern)}`;
      return { path, message: `${subject} must be ${description.replace(/\.$/, '')}; got ${show(error.data)}` };
    }
    case 'propertyNames':
      return { path: [...path, String(params.propertyName)], key: true, message: `\`${String(params.propertyName)}\` in ${owner} is not a valid name: use letters, digits and _ only, starting with a letter` };
    case 'minimum': return { path, message: `${subject} must be at least ${String(params.limit)}, got ${show(error.data)}` };
    case 'maximum': return { path, message: `${subject} must be at most ${String(params.limit)}, got ${show(error.data)}` };
    case 'minLength': return { path, message: `${subject} must not be empty` };
    case 'minItems': return { path, message: `${subject} must list at least ${String(params.limit)}` };
    case 'minProperties': return { path, message: `${subject} must have at least ${String(params.limit)} entr${params.limit === 1 ? 'y' : 'ies'}` };
    case 'oneOf':
      return typeof parentSchema.description === 'string'
        ? { path, message: `${subject} must be ${lowerFirst(parentSchema.description).replace(/\.$/, '')}; got ${show(error.data)}` }
        : undefined;
    case 'const': case 'if': case 'anyOf': return undefined;
    default: return { path, message: `${subject}: ${error.message ?? 'is not valid'}` };
  }
}

function explainTag(path: (string | number)[], owner: string, params: Record<string, unknown>, schema: Record<string, unknown>, data: unknown): Problem {
  const tag = String(params.tag);
  const value = params.tagValue;
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf as Record<string, unknown>[] : [];
  const known = branches.map((b) => (isRecord(b.properties) && isRecord(b.properties[tag]) ? b.properties[tag].const ?? (b.properties[tag].enum as unknown[] | undefined)?.[0] : undefined)).filter((v): v is string => typeof v === 'string');
  const what = tag === 'widget' ? 'widget' : path.includes('actions') || isActionPath(path, data) ? 'action type' : 'block type';
  if (value === undefined) return { path, message: `${owner} is missing \`${tag}\` (one of: ${known.join(', ')})` };
  const guess = typeof value === 'string' ? closest(value, known) : undefined;
  return {
    path: [...path, tag],
    message: `unknown ${what} ${show(value)}${guess ? `; did you mean ${guess}?` : ''} (known: ${known.join(', ')})`,
  };
}

function isActionPath(path: (string | number)[], _data: unknown): boolean {
  return path.some((s) => typeof s === 'string' && /^(on[A-Z]\w*|actions|then|else|onEnter|onLoad)$/.test(s)) ||
    path[path.length - 3] === 'on';
}

function subjectOf(path: (string | number)[], owner: string): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'pages.yaml';
  if (typeof last === 'number') {
    const prop = path[path.length - 2];
    return `item ${last + 1} of \`${String(prop)}\` of ${owner}`;
  }
  if (owner.endsWith(` ${last}`)) return owner;
  return `\`${last}\` of ${owner}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
