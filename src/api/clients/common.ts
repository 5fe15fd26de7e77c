import type { ClientKind } from '../types.ts';
import { plainPath } from './plainPath.ts';

/** The common client: form bodies, the common query, success when the code parses to the integer 0. */
export const commonClient: ClientKind = {
  defaultBody: 'form',
  marksAjax: false,
  urlPath: plainPath,
};
