import { name, paramName } from './defs.ts';

const packId = { type: 'string', pattern: '^[a-z]{2}$', description: 'A language pack id such as es.' } as const;

const texts = {
  type: 'object',
  description: 'Copy texts in groups: screens use them as t.<group>.<key>.',
  propertyNames: name,
  additionalProperties: {
    type: 'object',
    propertyNames: name,
    additionalProperties: { type: 'string' },
  },
} as const;

const pack = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'currency', 'texts'],
  properties: {
    name: { type: 'string', minLength: 1 },
    type: { type: 'integer', description: 'The language type of the spec (2 Spanish, 1 English).' },
    currency: { type: 'string', minLength: 1 },
    base: { ...packId, description: 'A pack this one falls back to for texts it does not have.' },
    texts,
  },
} as const;

/** The language packs and how a page picks one (spec §1). */
export const languagesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['param', 'byParam', 'default', 'packs'],
  properties: {
    param: { ...paramName, description: 'Query parameter that chooses the pack.' },
    byParam: {
      type: 'object',
      description: 'Values of that parameter and the pack each one chooses.',
      additionalProperties: packId,
    },
    default: packId,
    overrideParam: { ...paramName, description: 'Query parameter naming a pack id explicitly, e.g. lang=zh.' },
    packs: { type: 'object', propertyNames: packId, additionalProperties: pack, minProperties: 1 },
  },
} as const;
