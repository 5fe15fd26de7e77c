/**
 * The shape of the data a successful answer carries, as staff declare it beside an endpoint: a small part of JSON
 * Schema (type, nullable, required, properties, items, enum). The build turns it into a check the screens run on
 * every answer; an answer that does not fit is a failed load, not a blank screen. Nested shapes are typed `unknown`
 * (a plain `string` reference, as in defs.ts), so json-schema-to-ts does not expand the recursion.
 */
const shapeRefPath: string = '#/definitions/answer';

const typeNames = ['object', 'array', 'string', 'number', 'integer', 'boolean'] as const;

/** Names of the fields an answer may carry: as the server spells them (letters, digits, _ and -). */
const fieldName = {
  type: 'string',
  pattern: '^[A-Za-z_][A-Za-z0-9_-]*$',
  description: 'A field name as the server spells it: letters, digits, _ and -, not starting with a digit or -.',
} as const;

export const answerSchema = {
  type: 'object',
  title: 'answer shape',
  description:
    'What the data of a successful answer holds, for the screens that load or call this endpoint, e.g. { type: object, required: [orderStatus], properties: { orderStatus: { type: integer } } }. An answer that does not fit is a failed load: the message with Retry.',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: {
      oneOf: [{ enum: typeNames }, { type: 'array', items: { enum: typeNames }, minItems: 1 }],
      description:
        'One of object (fields), array (a list), string (text), number, integer (a whole number) or boolean, or a list of them such as [string, number], which accepts either.',
    },
    nullable: {
      type: 'boolean',
      description: 'null is accepted too, e.g. a list the server may send as null (the screen shows its empty text).',
    },
    required: {
      type: 'array',
      items: fieldName,
      description:
        'Fields the screens cannot do without: an answer that lacks one is a failed load, with Retry. Fields not listed may be left out.',
    },
    properties: {
      type: 'object',
      propertyNames: fieldName,
      additionalProperties: { $ref: shapeRefPath },
      description: 'The fields of an object the screens read, each with its own shape; a screen may read only what is declared here.',
    },
    // The shape of every element of an array (beside $ref, draft-07 ignores a description).
    items: { $ref: shapeRefPath },
    enum: {
      type: 'array',
      items: { type: ['string', 'number', 'boolean'] },
      minItems: 1,
      description: 'The only values accepted, e.g. [0, 1] for a flag.',
    },
    description: { type: 'string', description: 'A note for staff; the borrower never sees it.' },
  },
} as const;
