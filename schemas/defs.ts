/**
 * Shared schema pieces. `x-expr` marks a value that is an expression (docs/expressions.md); the checker parses every
 * one at build time. References to the recursive `block` and `action` definitions are typed as plain `string` so
 * json-schema-to-ts leaves the children `unknown` instead of trying to expand a recursive type.
 */
const blockRefPath: string = '#/definitions/block';
const actionRefPath: string = '#/definitions/action';

/**
 * A value written as an expression (a copy text t.group.key, a constant const.name, server data data.x.y, or a
 * formula). It has no description of its own: each setting says what it does on the screen (see `about`).
 */
export const expr = {
  type: ['string', 'number', 'boolean'],
  'x-expr': true,
} as const;

/** A schema piece with a description: what the setting does for the borrower and for staff, with an example. */
export const about = <const S extends object, const D extends string>(schema: S, description: D) =>
  ({ ...schema, description }) as Omit<S, 'description'> & { readonly description: D };

/** The lists of names a product gives its schema: the messages its app shell answers. */
export type ProductNameList = 'nativeActions';

/**
 * One of the names the product keeps (`x-names`): the generic schema knows only that it is a name, the product's
 * schema (tools/productSchema.ts) makes it one of the product's list, so editors offer the names and the checker
 * refuses another.
 */
export const productNames = <const L extends ProductNameList, const D extends string>(list: L, description: D) =>
  ({ type: 'string', 'x-names': list, description }) as const;

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
  description: 'Names, each with the value it gets, e.g. orderId: query.orderId.',
} as const;

export const blockList = {
  type: 'array',
  items: { $ref: blockRefPath },
  description: 'What the borrower sees here, top to bottom: one block per item, e.g. - { type: text, text: t.complaint.intro }.',
} as const;

export const actionList = {
  type: 'array',
  items: { $ref: actionRefPath },
  description:
    'What happens, in order, e.g. - { type: navigate, to: complaintList }. A failed check or call stops the rest, so the borrower is never sent on after an error.',
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
  properties: {
    value: about(limit, 'The limit or pattern, e.g. const.complaintTextMax or const.phonePattern.'),
    message: about(expr, 'What the borrower is told when the rule fails, in their language, e.g. t.promo.phoneInvalid.'),
  },
} as const;

/** Validation rules of a form field, mapped onto react-hook-form. */
export const rules = {
  type: 'object',
  additionalProperties: false,
  description:
    'How the field is checked before its form is sent; a failed rule shows its message to the borrower, e.g. { required: t.promo.phoneInvalid }.',
  properties: {
    required: about(expr, 'Makes the field required; the text is what the borrower is told when it is empty, e.g. t.complaint.emptyText.'),
    minLength: about(ruleWithValue, 'Fewest characters, e.g. { value: const.repaySmsCodeMinLength, message: t.card.codeShort }.'),
    maxLength: about(ruleWithValue, 'Most characters; longer input is refused with the message.'),
    pattern: about(
      ruleWithValue,
      'A regular expression the input must match, e.g. { value: const.phonePattern, message: t.promo.phoneInvalid }.',
    ),
    minItems: about(ruleWithValue, 'Fewest picked items (images, options), e.g. { value: 1, message: t.complaint.needImage }.'),
  },
} as const;
