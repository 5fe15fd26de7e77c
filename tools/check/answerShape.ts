import { isRecord } from './describe.ts';

/** An endpoint's `answer` as pages.yaml writes it (schemas/answer.ts), or a part of one. */
export type AnswerShape = Record<string, unknown>;

/** The type names a shape accepts: `type: string` or `type: [string, number]`. */
export function typesOf(shape: AnswerShape): string[] {
  return Array.isArray(shape.type) ? shape.type.map(String) : [String(shape.type)];
}

/** The fields an object shape declares, by name. */
export function propertiesOf(shape: AnswerShape): Record<string, AnswerShape> {
  return (isRecord(shape.properties) ? shape.properties : {}) as Record<string, AnswerShape>;
}

/**
 * One step into a shape: a field of an object, an element of an array (a numeric key), or `length`, which strings
 * and lists have. Undefined when the shape does not declare the step.
 */
export function stepInto(shape: AnswerShape, key: string | number): AnswerShape | 'length' | undefined {
  const types = typesOf(shape);
  if (typeof key === 'number' || /^\d+$/.test(key)) return types.includes('array') && isRecord(shape.items) ? shape.items : undefined;
  if (key === 'length' && (types.includes('array') || types.includes('string'))) return 'length';
  return types.includes('object') ? propertiesOf(shape)[key] : undefined;
}
