import { describe, expect, it } from 'vitest';
import { createNativeBridge } from '../../../src/bridge/createNativeBridge.ts';
import { createWebFallbacks } from '../../../src/bridge/createWebFallbacks.ts';
import type { BridgeFallbacks, BridgeLogEntry, ShellHost } from '../../../src/bridge/types.ts';
import type { NativeAction } from '../../../src/bridge/nativeActions.ts';

type Posted = { action: string; message: unknown };

/** A window with the iOS shell's handlers; `failing` actions throw when posted to. */
function shellWindow(actions: readonly NativeAction[], failing: readonly NativeAction[] = []) {
  const posted: Posted[] = [];
  const handlers = Object.fromEntries(
    actions.map((action) => [
      action,
      {
        postMessage(message: unknown) {
          if (failing.includes(action)) throw new Error(`${action} refused`);
          posted.push({ action, message });
        },
      },
    ]),
  );
  const win: ShellHost = { webkit: { messageHandlers: handlers } };
  return { win, posted };
}

function recorder() {
  const calls: string[] = [];
  const fallbacks: BridgeFallbacks = {
    toHome: () => calls.push('toHome'),
    closeWebview: () => calls.push('closeWebview'),
    callTelephone: (payload) => calls.push(`callTelephone:${String(payload.phone)}`),
    toRate: () => {
      throw new Error('store unavailable');
    },
  };
  return { calls, fallbacks };
}

function setup(win: ShellHost | undefined) {
  const log: BridgeLogEntry[] = [];
  const { calls, fallbacks } = recorder();
  const bridge = createNativeBridge({ win: win ?? {}, fallbacks, log: (e) => log.push(e), now: () => 1000 });
  return { bridge, log, calls };
}

describe('createNativeBridge', () => {
  it('posts to the shell handler, with {} when there is no payload, and logs it', () => {
    const { win, posted } = shellWindow(['confirmBurialPoint', 'toHome']);
    const { bridge, log, calls } = setup(win);
    bridge.send('confirmBurialPoint', { productId: 'P1' });
    bridge.send('toHome');
    expect(posted).toEqual([
      { action: 'confirmBurialPoint', message: { productId: 'P1' } },
      { action: 'toHome', message: {} },
    ]);
    expect(calls).toEqual([]);
    expect(log).toEqual([
      { time: 1000, action: 'confirmBurialPoint', payload: { productId: 'P1' }, via: 'shell' },
      { time: 1000, action: 'toHome', payload: {}, via: 'shell' },
    ]);
  });

  it('runs the fallback outside the shell and logs it', () => {
    const { bridge, log, calls } = setup(undefined);
    bridge.send('callTelephone', { phone: '+52 1' });
    bridge.send('closeWebview');
    expect(calls).toEqual(['callTelephone:+52 1', 'closeWebview']);
    expect(log.map((e) => [e.action, e.via])).toEqual([
      ['callTelephone', 'fallback'],
      ['closeWebview', 'fallback'],
    ]);
  });

  it('uses the fallback when the shell lacks that one handler', () => {
    const { win, posted } = shellWindow(['toRate']);
    const { bridge, calls } = setup(win);
    bridge.send('toHome');
    expect(posted).toEqual([]);
    expect(calls).toEqual(['toHome']);
  });

  it('logs actions with no web equivalent as "none"', () => {
    const { bridge, log } = setup(undefined);
    bridge.send('startBank', { a: 1 });
    expect(log).toEqual([{ time: 1000, action: 'startBank', payload: { a: 1 }, via: 'none' }]);
  });

  it.each<NativeAction>(['closeWebview', 'endBank'])('swallows a failing %s without falling back', (action) => {
    const { win } = shellWindow([action], [action]);
    const { bridge, log, calls } = setup(win);
    expect(() => bridge.send(action)).not.toThrow();
    expect(calls).toEqual([]);
    expect(log).toEqual([{ time: 1000, action, payload: {}, via: 'shell', error: `${action} refused` }]);
  });

  it('falls back, and logs why, when another action fails in the shell', () => {
    const { win } = shellWindow(['toHome'], ['toHome']);
    const { bridge, log, calls } = setup(win);
    bridge.send('toHome');
    expect(calls).toEqual(['toHome']);
    expect(log).toEqual([{ time: 1000, action: 'toHome', payload: {}, via: 'fallback', error: 'toHome refused' }]);
  });

  it('never throws: a failing fallback, a throwing log, a hostile window', () => {
    const { bridge, log } = setup(undefined);
    expect(() => bridge.send('toRate')).not.toThrow();
    expect(log[0]).toMatchObject({ action: 'toRate', via: 'fallback', error: 'store unavailable' });

    const hostile = Object.defineProperty({}, 'webkit', {
      get: () => {
        throw new Error('no');
      },
    }) as ShellHost;
    const noisy = createNativeBridge({
      win: hostile,
      fallbacks: {},
      log: () => {
        throw new Error('log broke');
      },
    });
    expect(() => noisy.send('toP')).not.toThrow();
  });

  it('reads the handlers at each send, as the shell may inject them late', () => {
    const win: ShellHost = {};
    const { bridge, calls } = setup(win);
    bridge.send('toHome');
    const { win: later, posted } = shellWindow(['toHome']);
    win.webkit = later.webkit;
    bridge.send('toHome');
    expect(calls).toEqual(['toHome']);
    expect(posted).toHaveLength(1);
  });
});

describe('createWebFallbacks', () => {
  function web(options: { servicePhone?: string } = {}) {
    const did: string[] = [];
    const fallbacks = createWebFallbacks({
      navigate: (path) => did.push(`navigate ${path}`),
      back: () => did.push('back'),
      open: (url) => did.push(`open ${url}`),
      ...options,
    });
    const log: BridgeLogEntry[] = [];
    const bridge = createNativeBridge({ win: {}, fallbacks, log: (e) => log.push(e) });
    return { bridge, did, log };
  }

  it('dials the phone of the message, else the service phone, as a tel: link', () => {
    const { bridge, did } = web({ servicePhone: '+52 800 123 4567' });
    bridge.send('callTelephone', { phone: '55 4161-2030' });
    bridge.send('callTelephone');
    expect(did).toEqual(['open tel:5541612030', 'open tel:+528001234567']);
  });

  it('does nothing for callTelephone with no phone at all', () => {
    const { bridge, did } = web();
    bridge.send('callTelephone', {});
    expect(did).toEqual([]);
  });

  it('goes home for toHome and offToLogin, back for closeWebview', () => {
    const { bridge, did } = web();
    bridge.send('toHome');
    bridge.send('offToLogin');
    bridge.send('closeWebview');
    expect(did).toEqual(['navigate /', 'navigate /', 'back']);
  });

  it.each<NativeAction>(['to', 'toP', 'toMine', 'toRate', 'confirmBurialPoint', 'startBank', 'endBank'])(
    'has no web action for %s',
    (action) => {
      const { bridge, did, log } = web();
      bridge.send(action);
      expect(did).toEqual([]);
      expect(log[0]?.via).toBe('none');
    },
  );
});
