import type { ClientName } from '../../../schemas/types.ts';
import type { ClientKind } from '../types.ts';
import { commonClient } from './common.ts';
import { formClient } from './form.ts';
import { jsonClient } from './json.ts';
import { wrappedClient } from './wrapped.ts';

/** Every client kind by its name in pages.yaml; the compiler names a missing one. */
export const clientKinds = {
  common: commonClient,
  // Payment calls are sent as common ones; what differs (success code '00', the messages of 800005 and 800006) is
  // in their settings in pages.yaml.
  payment: commonClient,
  json: jsonClient,
  form: formClient,
  wrapped: wrappedClient,
} satisfies Record<ClientName, ClientKind>;
