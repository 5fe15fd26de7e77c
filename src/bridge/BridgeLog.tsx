import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { BridgeLogStore } from './createBridgeLogStore.ts';
import { formatLogLine } from './formatLogLine.ts';

const MAX_LINES = 6;

const panel: CSSProperties = {
  position: 'fixed',
  left: 4,
  bottom: 4,
  zIndex: 2147483000,
  maxWidth: 'min(94vw, 32rem)',
  padding: '2px 6px',
  background: 'rgba(17, 24, 39, 0.85)',
  color: '#E5E7EB',
  font: '11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  borderRadius: 4,
};
const toggle: CSSProperties = { font: 'inherit', color: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer' };
const list: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const line: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

export interface BridgeLogProps {
  store: BridgeLogStore;
  /** Whether it shows: its caller reads the address (shouldShowBridgeLog) in an effect, never while drawing. */
  visible: boolean;
}

/**
 * A developer's view of the native bridge: a small collapsible panel, bottom-left, with the latest messages and
 * whether each went to the app shell or a web fallback. Renders nothing unless visible.
 */
export function BridgeLog({ store, visible }: BridgeLogProps) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [open, setOpen] = useState(true);
  if (!visible) return null;
  return (
    <section aria-label="Native bridge log" style={panel}>
      <button type="button" style={toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '▾' : '▸'} bridge ({entries.length})
      </button>
      {open && (
        <ol style={list}>
          {entries.slice(-MAX_LINES).map((entry, index) => (
            <li key={`${entry.time}-${index}`} style={line}>
              {formatLogLine(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
