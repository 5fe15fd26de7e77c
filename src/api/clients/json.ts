import type { ClientKind } from '../types.ts';
import { plainPath } from './plainPath.ts';

/** The JSON client of the promotion pages: JSON bodies, `X-Requested-With` and headers from the page query. */
export const jsonClient: ClientKind = {
  defaultBody: 'json',
  marksAjax: true,
  urlPath: plainPath,
};
