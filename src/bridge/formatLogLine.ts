import { pad2 } from '../format/pad2.ts';
import type { BridgeLogEntry } from './types.ts';

const ARROWS: Record<BridgeLogEntry['via'], string> = { shell: '⇢ shell', fallback: '↺ web', none: '∅ none' };

/** One line of the bridge log panel: `13:04:05 ⇢ shell callTelephone {"phone":"…"}` plus the error, if any. */
export function formatLogLine(entry: BridgeLogEntry): string {
  const t = new Date(entry.time);
  const time = `${pad2(t.getHours())}:${pad2(t.getMinutes())}:${pad2(t.getSeconds())}`;
  let payload: string;
  try {
    payload = JSON.stringify(entry.payload) ?? '';
  } catch {
    payload = '…';
  }
  const error = entry.error === undefined ? '' : ` ✗ ${entry.error}`;
  return `${time} ${ARROWS[entry.via]} ${entry.action} ${payload}${error}`;
}
