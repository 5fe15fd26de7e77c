import { toText } from '../expr/evaluate.ts';
import type { ActionOf } from '../../schemas/types.ts';
import { allowedOrRefused } from './allowedOrRefused.ts';
import type { ActionHandler } from './types.ts';

/** Opens an external page in a new tab, or a tel:/mailto:/allowed-scheme link in place, if the URL is allowed. */
export const openLink: ActionHandler<ActionOf<'openLink'>> = (action, context) => {
  const { runtime } = context;
  const url = toText(context.value(action.url));
  if (!allowedOrRefused(url, runtime, 'link')) return 'stop';
  // Only web pages open in a new tab; tel:, mailto: and an allowed app scheme are handed to the phone.
  if (!/^https?:/i.test(new URL(url, window.location.href).protocol)) followInPlace(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
  return undefined;
};

/** A tel:/mailto: link is followed as a tapped link would be, which webviews hand to the phone or mail app. */
function followInPlace(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
