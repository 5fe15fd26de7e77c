import { type AnswerShape, propertiesOf, typesOf } from './answerShape.ts';
import { isRecord, show } from './describe.ts';
import type { Problem } from './problem.ts';
import type { Path } from './yamlSource.ts';

/**
 * What a schema cannot say about an endpoint's `answer`: settings that do not fit the type they sit on (fields on a
 * text, elements on an object), a required field that is not declared, a listed value of another type. Each would
 * make the build's check accept or refuse what the author did not mean.
 */
export function checkAnswerShapes(endpoints: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [endpoint, declared] of Object.entries(endpoints)) {
    if (isRecord(declared) && isRecord(declared.answer)) {
      visit(declared.answer, ['endpoints', endpoint, 'answer'], { endpoint, at: '' }, problems);
    }
  }
  return problems;
}

/** Where in the answer a shape part sits, as a screen would read it: `userOrderDetail.detail[].text`. */
interface Place {
  endpoint: string;
  at: string;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

function visit(shape: AnswerShape, path: Path, place: Place, problems: Problem[]): void {
  const types = typesOf(shape);
  const what = types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  const properties = propertiesOf(shape);
  const where = `the answer of endpoint ${place.endpoint}${place.at ? ` at ${place.at}` : ''}`;
  const say = (at: Path, message: string, key = false) => problems.push({ path: at, key, message: `${where}: ${message}` });
  if (!types.includes('object')) {
    for (const key of ['properties', 'required'])
      if (key in shape) say([...path, key], `\`${key}\` describes the fields of an object, but this value is ${what}`, true);
  }
  if (!types.includes('array') && 'items' in shape)
    say([...path, 'items'], `\`items\` describes the elements of a list, but this value is ${what}`, true);
  if (types.includes('object') && Array.isArray(shape.required)) {
    shape.required.forEach((name, i) => {
      if (typeof name === 'string' && !(name in properties))
        say([...path, 'required', i], `${name} is required but not declared under properties; add it there with its type`);
    });
  }
  if (Array.isArray(shape.enum)) {
    shape.enum.forEach((value, i) => {
      if (!fitsTypes(value, types)) say([...path, 'enum', i], `${show(value)} is not ${what}, as the type of this value says`);
    });
  }
  for (const [name, child] of Object.entries(properties))
    if (isRecord(child)) visit(child, [...path, 'properties', name], { ...place, at: place.at ? `${place.at}.${name}` : name }, problems);
  if (isRecord(shape.items)) visit(shape.items, [...path, 'items'], { ...place, at: `${place.at}[]` }, problems);
}

function fitsTypes(value: unknown, types: string[]): boolean {
  if (typeof value === 'string') return types.includes('string');
  if (typeof value === 'boolean') return types.includes('boolean');
  return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
}
