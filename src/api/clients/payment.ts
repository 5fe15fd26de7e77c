import type { ClientKind } from '../types.ts';
import { plainPath } from './plainPath.ts';

/**
 * §7 payment calls: sent like the common client; what differs is read from their settings — the string success
 * code '00' and the messages for codes 800006 and 800005.
 */
export const paymentClient: ClientKind = {
  defaultBody: 'form',
  marksAjax: false,
  urlPath: plainPath,
};
