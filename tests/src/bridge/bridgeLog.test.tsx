import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BridgeLog } from '../../../src/bridge/BridgeLog.tsx';
import { createBridgeLogStore } from '../../../src/bridge/createBridgeLogStore.ts';
import { formatLogLine } from '../../../src/bridge/formatLogLine.ts';
import { shouldShowBridgeLog } from '../../../src/bridge/shouldShowBridgeLog.ts';
import type { BridgeLogEntry } from '../../../src/bridge/types.ts';

const at = (h: number, m: number, s: number) => new Date(2024, 0, 5, h, m, s).getTime();
const entry = (n: number): BridgeLogEntry => ({ time: at(13, 4, n), action: 'toHome', payload: { n }, via: 'shell' });

describe('bridge log store', () => {
  it('keeps the latest entries, notifies subscribers, and keeps its snapshot stable between adds', () => {
    const store = createBridgeLogStore(3);
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    for (let n = 1; n <= 5; n++) store.add(entry(n));
    expect(store.getSnapshot().map((e) => e.payload.n)).toEqual([3, 4, 5]);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(notified).toBe(5);
    unsubscribe();
    store.add(entry(6));
    expect(notified).toBe(5);
  });
});

describe('formatLogLine', () => {
  it('shows time, route, action, payload and any error', () => {
    expect(formatLogLine(entry(5))).toBe('13:04:05 ⇢ shell toHome {"n":5}');
    expect(formatLogLine({ time: at(9, 0, 0), action: 'toRate', payload: {}, via: 'fallback', error: 'x' })).toBe(
      '09:00:00 ↺ web toRate {} ✗ x',
    );
    expect(formatLogLine({ time: at(9, 0, 0), action: 'startBank', payload: {}, via: 'none' })).toBe('09:00:00 ∅ none startBank {}');
  });

  it('survives a payload JSON cannot write', () => {
    const payload: Record<string, unknown> = {};
    payload.self = payload;
    expect(formatLogLine({ time: at(9, 0, 0), action: 'to', payload, via: 'shell' })).toBe('09:00:00 ⇢ shell to …');
  });
});

describe('shouldShowBridgeLog', () => {
  it.each<[boolean, string, boolean]>([
    [true, '', true],
    [false, '', false],
    [false, 'bridgeLog=1', true],
    [false, 'bridgeLog=0', false],
    [false, 'bridgelog=1', false],
  ])('dev %s, query %j → %s', (dev, query, shown) => {
    expect(shouldShowBridgeLog(dev, new URLSearchParams(query))).toBe(shown);
  });
});

describe('<BridgeLog>', () => {
  it('lists at most the latest 6 messages in a labelled panel', () => {
    const store = createBridgeLogStore();
    for (let n = 1; n <= 8; n++) store.add(entry(n));
    const html = renderToStaticMarkup(<BridgeLog store={store} visible />);
    expect(html).toContain('aria-label="Native bridge log"');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toMatch(/position:fixed/);
    expect(html).toMatch(/monospace/);
    expect(html.match(/<li/g)).toHaveLength(6);
    expect(html).not.toContain('{&quot;n&quot;:2}');
    expect(html).toContain('{&quot;n&quot;:3}');
    expect(html).toContain('{&quot;n&quot;:8}');
  });

  it('renders nothing when not visible', () => {
    expect(renderToStaticMarkup(<BridgeLog store={createBridgeLogStore()} visible={false} />)).toBe('');
  });
});
