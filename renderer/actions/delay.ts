import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Waits; leaving the screen ends the wait and the rest of the list. */
export const delay: ActionHandler<ActionOf<'delay'>> = (action, context) => {
  const ms = Math.max(0, Number(context.value(action.ms)) || 0);
  const { signal } = context.screen;
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve('stop');
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(undefined);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve('stop');
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
};
