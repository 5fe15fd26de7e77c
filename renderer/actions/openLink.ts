import type { ActionOf } from '../../schemas/types.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';
import type { ActionHandler } from './types.ts';

/** Opens an external page in a new tab, or a tel:/mailto: link in place, if the URL is allowed. */
export const openLink: ActionHandler<ActionOf<'openLink'>> = (action, context) => {
  const { runtime } = context;
  const url = String(context.value(action.url) ?? '');
  if (!isAllowedUrl(url, runtime.shared.app.allowedOrigins, window.location.href)) {
    runtime.report(`link refused: ${url}`);
    runtime.toast.show(runtime.ui('blockedUrl'));
    return 'stop';
  }
  if (/^(tel|mailto):/i.test(url)) window.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
  return undefined;
};
