import { about, actionList, blockList, expr, exprMap, name, paramName } from './defs.ts';

const dataSource = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint'],
  properties: {
    endpoint: name,
    payload: about(exprMap, 'Fields sent with the load, e.g. { orderId: query.orderId }.'),
    manual: { type: 'boolean', description: 'Not loaded on entry; only by a reload action.' },
    optional: { type: 'boolean', description: 'The screen shows even when this source fails.' },
    onLoad: about(actionList, 'Runs once the data has arrived, with result, e.g. open a modal for one order status.'),
  },
} as const;

/** One screen of the app: its route, what it reads and loads, and the blocks that draw it. */
export const screenSchema = {
  type: 'object',
  title: 'screen',
  additionalProperties: false,
  required: ['route', 'title', 'blocks'],
  properties: {
    route: {
      type: 'string',
      pattern: '^(/|/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*|#/[A-Za-z0-9_-]+)$',
      description: 'A path such as /complaintList, / for the home page, or a hash route such as #/downloadTemplate.',
    },
    title: about(expr, 'The title in the header bar and the browser tab, e.g. t.complaint.title.'),
    query: { type: 'array', items: paramName, description: 'URL query parameters the screen reads.' },
    state: { ...exprMap, description: 'Screen state and its starting values.' },
    data: {
      type: 'object',
      propertyNames: name,
      additionalProperties: dataSource,
      description:
        'Server data loaded when the screen opens, each read as data.<name>, e.g. detail: { endpoint: loanDetail, payload: { orderId: query.orderId } }. The borrower sees a loading state, and a Retry if it fails.',
    },
    onEnter: about(actionList, 'Runs each time the borrower opens the screen, e.g. a call that records the visit.'),
    onBack: { ...actionList, description: 'Run by the back arrow of the header bar instead of going back in history.' },
    on: {
      type: 'object',
      propertyNames: name,
      additionalProperties: actionList,
      description: 'Listeners: actions run when an event is emitted, e.g. promoClick: [...] (see the emit action).',
    },
    header: { enum: ['bar', 'none'], description: 'bar shows the title with a back arrow.' },
    layout: {
      enum: ['narrow', 'wide'],
      description: 'narrow (the default) is a phone-width column; wide lets the screen use a desktop window, centred.',
    },
    blocks: about(blockList, 'What the screen shows, top to bottom.'),
  },
} as const;

export const screensSchema = {
  type: 'object',
  propertyNames: name,
  additionalProperties: screenSchema,
  minProperties: 1,
} as const;
