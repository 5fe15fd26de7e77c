/**
 * Shared schema pieces. `x-expr` marks a value that is an expression (docs/expressions.md); the checker parses every
 * one at build time. References to the recursive `block` and `action` definitions are typed as plain `string` so
 * json-schema-to-ts leaves the children `unknown` instead of trying to expand a recursive type.
 */
const blockRefPath: string = '#/definitions/block';
const actionRefPath: string = '#/definitions/action';

export const expr = {
  type: ['string', 'number', 'boolean'],
  'x-expr': true,
  description: 'An expression: a copy text like t.complaint.title, a value like data.init.amount, or a formula.',
} as const;

export const name = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9_]*$',
  description: 'A name made of letters, digits and _, starting with a letter (no spaces, dots or dashes).',
} as const;

export const paramName = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
  description: 'A query parameter or payload field name: letters, digits, _ and -, starting with a letter.',
} as const;

export const exprMap = {
  type: 'object',
  propertyNames: paramName,
  additionalProperties: expr,
  description: 'Names mapped to expressions.',
} as const;

export const blockList = {
  type: 'array',
  items: { $ref: blockRefPath },
  description: 'Blocks shown one after the other.',
} as const;

export const actionList = {
  type: 'array',
  items: { $ref: actionRefPath },
  description: 'Actions run one after the other; a failing check stops the rest.',
} as const;

export const align = { enum: ['left', 'center', 'right'] } as const;

/** A length or count: a whole number or an expression such as const.complaintTextMax. */
export const limit = {
  ...expr,
  'x-expect': 'a whole number or a constant such as const.complaintTextMax',
} as const;

export const ruleWithValue = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'message'],
  properties: { value: limit, message: expr },
} as const;

/** Validation rules of a form field, mapped onto react-hook-form. */
export const rules = {
  type: 'object',
  additionalProperties: false,
  properties: {
    required: { ...expr, description: 'The message shown when the field is empty.' },
    minLength: ruleWithValue,
    maxLength: ruleWithValue,
    pattern: ruleWithValue,
    minItems: ruleWithValue,
  },
} as const;
