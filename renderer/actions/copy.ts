import { toText } from '../expr/evaluate.ts';
import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Copies text; old webviews without the Clipboard API fall back to a hidden textarea. */
export const copy: ActionHandler<ActionOf<'copy'>> = async (action, context) => {
  const { runtime } = context;
  const text = toText(context.value(action.text));
  const ok = await writeClipboard(text);
  runtime.toast.show(ok ? toText(context.value(action.done)) : runtime.ui('copyFailed'));
  return ok ? undefined : 'stop';
};

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
