import type { ClientKind } from '../types.ts';
import { plainPath } from './plainPath.ts';

/** The form client of the promotion pages: form bodies, `X-Requested-With` and headers from the page query. */
export const formClient: ClientKind = {
  defaultBody: 'form',
  marksAjax: true,
  urlPath: plainPath,
};
