import { expr, exprMap, name, paramName } from './defs.ts';

// Typed as a plain string, as defs.ts does for blocks, so the endpoint type leaves the shape `unknown`.
const answerRefPath: string = '#/definitions/answer';

const clientNames = ['common', 'payment', 'json', 'form', 'wrapped'] as const;

const path = {
  type: 'string',
  pattern: '^/?[A-Za-z0-9_./{}-]*$',
  description: 'A path on the server such as /user-problem/problem-list (letters, digits and _ . / - { } only).',
} as const;

const header = {
  type: 'object',
  additionalProperties: false,
  required: ['query', 'unsendable'],
  properties: {
    query: { ...paramName, description: 'The query parameter of the page whose value the header carries.' },
    unsendable: {
      enum: ['leaveOut', 'encode'],
      description:
        'When the value cannot travel in a header (a line break, a character outside printable ASCII): leaveOut sends the header empty, encode sends it percent-encoded (UTF-8, as in a URL). Either way the request goes on and the page reports it.',
    },
  },
} as const;

const client = {
  type: 'object',
  additionalProperties: false,
  required: ['basePath', 'success'],
  properties: {
    basePath: { ...expr, description: 'Prefix of every path of this client, e.g. const.basePath.' },
    success: { ...expr, description: 'Response code meaning success, e.g. const.commonSuccessCode.' },
    body: {
      enum: ['form', 'json', 'multipart'],
      description: 'How fields travel to the server: form (the default), json, or multipart for files.',
    },
    commonQuery: { type: 'boolean', description: 'Append the common query parameters to every request.' },
    timeoutMs: { ...expr, description: 'Milliseconds before the borrower is told the server did not answer, e.g. const.requestTimeoutMs.' },
    headers: {
      type: 'object',
      description:
        'Request headers, each taken from a query parameter of the page (empty when the page has none), e.g. X-Device-Id: { query: dvi, unsendable: leaveOut }.',
      additionalProperties: header,
    },
    pathPrefix: { type: 'string', description: 'Wrapped client: prefix before the encoded path.' },
    pathEncoding: { enum: ['base64url'], description: 'Wrapped client: how the path is obscured.' },
    resultKey: { enum: ['code', 'success'], description: 'What decides success: the code, or a success flag.' },
    failureMessages: {
      type: 'object',
      description: 'Copy texts shown for particular failure codes instead of the server message.',
      additionalProperties: expr,
    },
    defaultFailure: { ...expr, description: 'Shown when a failure comes with no message.' },
  },
} as const;

/** How the app talks to its servers: the common query and its clients. */
export const apiSchema = {
  type: 'object',
  title: 'server settings',
  additionalProperties: false,
  required: ['commonQuery', 'clients'],
  properties: {
    commonQuery: {
      type: 'array',
      items: paramName,
      description: 'URL parameters of the page that every common request carries.',
    },
    commonDefaults: { ...exprMap, description: 'Values of common parameters when the page URL lacks them.' },
    networkError: { ...expr, description: 'Shown when the server cannot be reached or answers nonsense.' },
    clients: {
      type: 'object',
      additionalProperties: false,
      required: clientNames,
      properties: Object.fromEntries(clientNames.map((n) => [n, client])) as Record<(typeof clientNames)[number], typeof client>,
    },
  },
} as const;

/** One server call. */
export const endpointSchema = {
  type: 'object',
  title: 'server call',
  additionalProperties: false,
  required: ['method', 'path', 'client'],
  properties: {
    method: { enum: ['GET', 'POST'], description: 'GET reads, POST sends; as the server expects.' },
    path,
    client: {
      enum: clientNames,
      description:
        'Which server family answers it (common, payment, json, form, wrapped): sets the path prefix, success code and messages.',
    },
    payload: { type: 'array', items: paramName, description: 'Fields the call sends.' },
    query: { type: 'array', items: paramName, description: 'Fields sent in the URL even on POST.' },
    success: { ...expr, description: 'Overrides the success code of the client.' },
    response: { enum: ['json', 'image'], description: 'image: the path is an image URL, not a call.' },
    answer: {
      $ref: answerRefPath,
    },
    description: { type: 'string', description: 'A note for staff on what the call is for; the borrower never sees it.' },
  },
} as const;

export const endpointsSchema = {
  type: 'object',
  propertyNames: name,
  additionalProperties: endpointSchema,
} as const;
