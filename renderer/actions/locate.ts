import type { ActionOf } from '../../schemas/types.ts';
import { toNumber } from '../expr/evaluate.ts';
import type { ActionHandler } from './types.ts';

type Reason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const REASONS: Record<number, Reason> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * Asks the browser for the device position, then runs `onSuccess` with result.latitude/longitude/accuracy or
 * `onFailure` with result.reason. A failure ends the list, like a failed call.
 */
export const locate: ActionHandler<ActionOf<'locate'>> = async (action, context) => {
  const timeout = action.timeout === undefined ? undefined : toNumber(context.value(action.timeout));
  const outcome = await new Promise<{ ok: true; position: GeolocationPosition } | { ok: false; reason: Reason }>((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ ok: false, reason: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, position }),
      (error) => resolve({ ok: false, reason: REASONS[error.code] ?? 'unavailable' }),
      timeout === undefined ? {} : { timeout },
    );
  });
  if (context.screen.signal.aborted) return 'stop';
  if (!outcome.ok) {
    await context.run(action.onFailure, { result: { success: false, reason: outcome.reason } });
    return 'stop';
  }
  const { latitude, longitude, accuracy } = outcome.position.coords;
  const result = { success: true, latitude, longitude, accuracy };
  return (await context.run(action.onSuccess, { result })) === 'stop' ? 'stop' : undefined;
};
