import { name, paramName } from './defs.ts';

const packId = { type: 'string', pattern: '^[a-z]{2}$', description: 'A language pack id such as es.' } as const;

const texts = {
  type: 'object',
  description: 'Copy texts in groups: screens use them as t.<group>.<key>.',
  propertyNames: name,
  additionalProperties: {
    type: 'object',
    propertyNames: name,
    additionalProperties: {
      type: 'string',
      description:
        'A copy text the borrower reads in this language; screens show it as t.<group>.<key>, and {0}, {1} are filled in by fmt, e.g. "Celular de {0} dígitos". Every pack needs the same keys.',
    },
  },
} as const;

const pack = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'currency', 'texts'],
  properties: {
    name: { type: 'string', minLength: 1, description: "The language's own name, e.g. Español." },
    type: { type: 'integer', description: 'The number the server knows this pack by (2 Spanish, 1 English).' },
    currency: { type: 'string', minLength: 1, description: 'The currency sign amounts show in this language, e.g. $.' },
    base: { ...packId, description: 'A pack this one falls back to for texts it does not have.' },
    texts,
  },
} as const;

/** The language packs and how a page picks one. */
export const languagesSchema = {
  type: 'object',
  title: 'languages and copy texts',
  additionalProperties: false,
  required: ['param', 'byParam', 'default', 'packs'],
  properties: {
    param: { ...paramName, description: 'Query parameter that chooses the pack.' },
    byParam: {
      type: 'object',
      description: 'Values of that parameter and the pack each one chooses.',
      additionalProperties: packId,
    },
    default: { ...packId, description: 'The pack a borrower gets when the page address chooses none, e.g. es.' },
    overrideParam: { ...paramName, description: 'Query parameter naming a pack id explicitly, e.g. lang=zh.' },
    packs: {
      type: 'object',
      propertyNames: packId,
      additionalProperties: pack,
      minProperties: 1,
      description: 'Every language the pages speak, by id, e.g. es and en; each holds the same copy texts.',
    },
  },
} as const;
