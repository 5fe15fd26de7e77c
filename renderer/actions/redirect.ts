import { navigate } from 'wouter/use-browser-location';
import { toText } from '../expr/evaluate.ts';
import type { ActionOf } from '../../schemas/types.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';
import { allowedOrRefused } from './allowedOrRefused.ts';
import { stringQuery } from './stringQuery.ts';
import type { ActionHandler } from './types.ts';

/**
 * Follows a URL from the server only when it points to this site or an allowed origin. A refused URL runs
 * `onRefused` when the screen says what to do instead, else shows the generic "link not opened" toast.
 */
export const redirect: ActionHandler<ActionOf<'redirect'>> = async (action, context) => {
  const { runtime } = context;
  const raw = toText(context.value(action.url));
  if (
    action.onRefused !== undefined &&
    !isAllowedUrl(raw, runtime.shared.app.allowedOrigins, window.location.href, runtime.allowedPrefixes)
  ) {
    runtime.report(`redirect refused: ${raw}`);
    await context.run(action.onRefused);
    return 'stop';
  }
  if (!allowedOrRefused(raw, runtime, 'redirect')) return 'stop';
  const url = new URL(raw, window.location.href);
  for (const [key, value] of Object.entries(stringQuery(action.query, context.value))) url.searchParams.set(key, value);
  if (url.origin === window.location.origin) {
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace: action.replace === true });
    return undefined;
  }
  if (action.replace) window.location.replace(url.href);
  else window.location.assign(url.href);
  return undefined;
};
