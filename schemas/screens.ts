import { actionList, blockList, expr, exprMap, name, paramName } from './defs.ts';

const dataSource = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint'],
  properties: {
    endpoint: name,
    payload: exprMap,
    manual: { type: 'boolean', description: 'Not loaded on entry; only by a reload action.' },
    optional: { type: 'boolean', description: 'The screen shows even when this source fails.' },
    onLoad: actionList,
  },
} as const;

/** One screen of the app: its route, what it reads and loads, and the blocks that draw it. */
export const screenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'title', 'blocks'],
  properties: {
    route: {
      type: 'string',
      pattern: '^(/|/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*|#/[A-Za-z0-9_-]+)$',
      description: 'A path such as /complaintList, / for the home page, or a hash route such as #/downloadTemplate.',
    },
    title: expr,
    query: { type: 'array', items: paramName, description: 'URL query parameters the screen reads.' },
    state: { ...exprMap, description: 'Screen state and its starting values.' },
    data: { type: 'object', propertyNames: name, additionalProperties: dataSource },
    onEnter: actionList,
    onBack: { ...actionList, description: 'Run by the back arrow of the header bar instead of going back in history.' },
    on: { type: 'object', propertyNames: name, additionalProperties: actionList, description: 'Event listeners.' },
    header: { enum: ['bar', 'none'], description: 'bar shows the title with a back arrow.' },
    layout: {
      enum: ['narrow', 'wide'],
      description: 'narrow (the default) is a phone-width column; wide lets the screen use a desktop window, centred.',
    },
    blocks: blockList,
  },
} as const;

export const screensSchema = {
  type: 'object',
  propertyNames: name,
  additionalProperties: screenSchema,
  minProperties: 1,
} as const;
