import { toText } from '../../renderer/expr/evaluate.ts';
import type { ClientSettings } from '../../schemas/types.ts';
import type { Resolve } from './types.ts';

/**
 * The text shown for a failed call: the client's configured message for this code when there is one (payment:
 * '800006', '800005'), else the server's message, else the client's `defaultFailure`, else ''.
 */
export function failureText(settings: ClientSettings, resolve: Resolve, code: string | number | undefined, serverMessage: string): string {
  const messages = settings.failureMessages ?? {};
  // hasOwn, so a server code such as "constructor" cannot pick up an inherited property.
  const configured = code !== undefined && Object.hasOwn(messages, String(code)) ? messages[String(code)] : undefined;
  if (configured !== undefined) {
    const text = toText(resolve(configured));
    if (text !== '') return text;
  }
  if (serverMessage.trim() !== '') return serverMessage;
  return settings.defaultFailure === undefined ? '' : toText(resolve(settings.defaultFailure));
}
