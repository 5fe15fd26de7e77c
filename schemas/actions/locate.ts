import { about, actionList, limit } from '../defs.ts';
import { actionKind } from '../kind.ts';

/**
 * Asks the device for its position. `onSuccess` runs with result.latitude, result.longitude and result.accuracy
 * (metres); `onFailure` with result.reason: denied, unavailable, timeout or unsupported.
 */
export const locate = actionKind('locate', 'locate', {
  timeout: { ...limit, description: 'Milliseconds to wait for a position before giving up with reason timeout.' },
  onSuccess: about(actionList, 'Runs with result.latitude, result.longitude and result.accuracy.'),
  onFailure: about(actionList, 'Runs with result.reason, e.g. a toast asking the borrower to allow location.'),
});
