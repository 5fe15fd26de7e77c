import { toNumber } from '../../renderer/expr/evaluate.ts';
import type { ClientSettings } from '../../schemas/types.ts';
import type { Resolve } from './types.ts';

/** The client's resolved `timeoutMs`, or undefined (no timeout) when it is unset or not a positive number. */
export function requestTimeout(settings: ClientSettings, resolve: Resolve): number | undefined {
  if (settings.timeoutMs === undefined) return undefined;
  const ms = toNumber(resolve(settings.timeoutMs));
  return ms !== undefined && ms > 0 ? ms : undefined;
}
