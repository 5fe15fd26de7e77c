import { describe, expect, test } from 'vitest';
import { addressOf } from '../../renderer/entry/pageAddress.ts';
import { entryCalls, resolveEntry } from '../../renderer/entry/resolveEntry.ts';
import type { CallResult } from '../../renderer/runtime/services.ts';
import { createScreenController } from '../../renderer/screen/createScreenController.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { compiledScreen } from '../support/compiledScreen.ts';
import { answered, refused, screenRuntime } from '../support/screenRuntime.ts';

// A screen's controller in Node: made once per visit, it loads its entry data, takes the calls the boot started,
// and runs its actions, with no browser and no React.
const { shared, firstScreens } = compiledPages();
const entryAt = (url: string) => resolveEntry(addressOf(new URL(url, 'http://app.test')), shared);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const DETAILS = { orderStatus: 174, productName: 'Presto Rápido', isScore: 0, isDelay: 1, userOrderDetail: { detail: [] } };

describe('a screen with entry data', () => {
  test('loads it once it starts, however often it is started and stopped, and is then ready with the data', async () => {
    const { runtime, calls } = screenRuntime('es', () => answered(DETAILS));
    const screen = createScreenController(
      entryAt('/loan/details?productId=P-PRESTO&orderId=ORD174'),
      await compiledScreen('loanDetails', 'es'),
      runtime,
    );
    expect(screen.status.get().phase).toBe('loading');
    expect(screen.documentStatus.phase).toBe('loading');
    // As React in StrictMode does: start, stop, start.
    screen.start()();
    const stop = screen.start();
    await settle();
    expect(calls).toEqual([{ endpoint: 'loanDetails', payload: { productId: 'P-PRESTO', orderId: 'ORD174' } }]);
    expect(screen.status.get()).toEqual({ phase: 'ready', message: '', loaded: ['details'] });
    expect(screen.store.get().data.details).toEqual(DETAILS);
    stop();
  });

  test('takes the call the boot started, by the key both work out from the same declaration: nothing is sent again', async () => {
    const { runtime, calls } = screenRuntime('es', () => answered(DETAILS));
    const entry = entryAt('/loan/details?productId=P-PRESTO&orderId=ORD174');
    // The boot: the same function, the document's declaration.
    for (const call of entryCalls(entry, firstScreens.loanDetails, shared))
      void runtime.entryCalls.take(call.key, () => runtime.api.call(call.endpoint, call.payload, { quiet: true }));
    await settle();
    const screen = createScreenController(entry, await compiledScreen('loanDetails', 'es'), runtime);
    // Its answer was in when the screen was made: it is ready at once, with no loading step.
    expect(screen.status.get().phase).toBe('ready');
    screen.start();
    await settle();
    expect(calls).toHaveLength(1);
    expect(screen.store.get().data.details).toEqual(DETAILS);
  });

  test("a failed load says the server's words, and Retry asks again", async () => {
    let fail = true;
    const { runtime, calls } = screenRuntime('en', () => (fail ? refused('Service unavailable') : answered(DETAILS)));
    const screen = createScreenController(
      entryAt('/loan/details?orderId=ORD174&is-need-pop=1'),
      await compiledScreen('loanDetails', 'en'),
      runtime,
    );
    screen.start();
    await settle();
    expect(screen.status.get()).toMatchObject({ phase: 'failed', message: 'Service unavailable' });
    fail = false;
    screen.retry();
    expect(screen.status.get().phase).toBe('loading');
    await settle();
    expect(screen.status.get().phase).toBe('ready');
    expect(calls).toHaveLength(2);
  });

  test("an answer that does not fit its declared shape is a failed load with the page's own words", async () => {
    const { runtime, reports } = screenRuntime('es', () => answered({ orderStatus: 'en curso', productName: 'Presto' }));
    const screen = createScreenController(entryAt('/loan/details?orderId=ORD174'), await compiledScreen('loanDetails', 'es'), runtime);
    screen.start();
    await settle();
    expect(screen.status.get()).toMatchObject({ phase: 'failed', message: runtime.ui('loadFailed') });
    expect(reports.join('\n')).toContain('data/orderStatus');
  });

  test("a refused answer is told to the app's watch by its endpoint and place, none of its data, once per load", async () => {
    const { runtime, problems } = screenRuntime('es', () => answered({ orderStatus: 'en curso ORD174', productName: 'Presto' }));
    // The boot's call has come back by the time the screen is made: checked then, and told by the load that asks again.
    const entry = entryAt('/loan/details?orderId=ORD174');
    const [call] = entryCalls(entry, firstScreens.loanDetails, shared);
    await runtime.entryCalls.take(call!.key, () => runtime.api.call(call!.endpoint, call!.payload));
    const screen = createScreenController(entry, await compiledScreen('loanDetails', 'es'), runtime);
    screen.start();
    await settle();
    expect(problems).toEqual([['call', { endpoint: 'loanDetails', outcome: 'refused', where: '/data/orderStatus' }]]);
    expect(JSON.stringify(problems)).not.toMatch(/ORD174|en curso|Presto/);
  });

  test('its onLoad runs once the screen is drawn with the data, and not at all for a visit already left', async () => {
    const { runtime } = screenRuntime('es', () => answered({ ...DETAILS, isScore: 1 }));
    const compiled = await compiledScreen('loanDetails', 'es');
    const left = createScreenController(entryAt('/loan/details?orderId=ORD174'), compiled, runtime);
    const stopLeft = left.start();
    await settle();
    left.enter();
    stopLeft();
    await settle();
    expect(left.store.get().modals).toEqual([]);
    const stayed = createScreenController(entryAt('/loan/details?orderId=ORD174'), compiled, runtime);
    stayed.start();
    await settle();
    stayed.enter();
    await settle();
    expect(stayed.store.get().modals).toEqual(['score']);
  });

  test("its onLoad runs once when a mount is tried and undone first, as React's StrictMode does", async () => {
    const { runtime } = screenRuntime('es', () => answered({ ...DETAILS, isScore: 1 }));
    const screen = createScreenController(entryAt('/loan/details?orderId=ORD174'), await compiledScreen('loanDetails', 'es'), runtime);
    screen.start();
    await settle();
    // The trial mount and its undoing happen in one go, before anything queued runs.
    const undo = screen.start();
    screen.enter();
    undo();
    screen.start();
    screen.enter();
    await settle();
    expect(screen.store.get().modals).toEqual(['score']);
  });
});

describe('a screen', () => {
  test('without entry data is drawn whole, in its document too', async () => {
    const { runtime, calls } = screenRuntime('es', () => answered({}));
    const screen = createScreenController(entryAt('/aboutUs'), await compiledScreen('aboutUs', 'es'), runtime);
    expect(screen.status.get().phase).toBe('ready');
    expect(screen.documentStatus.phase).toBe('ready');
    screen.start();
    await settle();
    expect(calls).toEqual([]);
  });

  test('sends its background sources once per visit and never waits for them', async () => {
    let answerTemplate!: (result: CallResult) => void;
    const { runtime, calls } = screenRuntime('es', ({ endpoint }) => {
      if (endpoint === 'trackVisit') return new Promise<CallResult>(() => {});
      if (endpoint === 'channelTemplate')
        return new Promise<CallResult>((resolve) => {
          answerTemplate = resolve;
        });
      return answered({ sid: 'S1' });
    });
    const screen = createScreenController(entryAt('/register?id=1&user_from=ad7'), await compiledScreen('promoRegister', 'es'), runtime);
    screen.start()();
    screen.start();
    await settle();
    expect(calls.filter((call) => call.endpoint === 'trackVisit')).toHaveLength(1);
    answerTemplate(answered({ androidUrl: 'https://a', iosUrl: 'https://i' }));
    await settle();
    expect(screen.status.get().phase).toBe('ready');
  });

  test('keeps its state and form in one place, with the form made before the data is in', async () => {
    const { runtime } = screenRuntime('es', () => new Promise<CallResult>(() => {}));
    const screen = createScreenController(
      entryAt('/complainPageNext?problemType=2&orderNo=ORD180'),
      await compiledScreen('complaintNext', 'es'),
      runtime,
    );
    expect(screen.status.get().phase).toBe('loading');
    // The text area exists before the data: what pages.yaml declares for it, and the address it reads.
    expect(screen.form.values()).toMatchObject({ problemDetail: '', problemImage: [] });
    expect(screen.evaluate('query.orderNo')).toBe('ORD180');
  });

  test('what only the browser knows is marked for the document: the address, data, the clock', async () => {
    const { runtime } = screenRuntime('es', () => answered({}));
    const confirm = createScreenController(entryAt('/confirm?productId=P-POP'), await compiledScreen('loanConfirm', 'es'), runtime);
    expect([...confirm.moments.entry]).toEqual(['confirm']);
    expect(confirm.moments.functions.has('now')).toBe(true);
    const preview = createScreenController(entryAt('/testPreview'), await compiledScreen('testPreview', 'es'), runtime);
    // Fields whose first value reads the address.
    expect([...preview.moments.fields]).toEqual(expect.arrayContaining(['appVersion', 'deviceId', 'orderId']));
    expect(preview.moments.fields.has('deviceName')).toBe(false);
  });
});

describe('actions, run by the screen', () => {
  test('a call runs its branch for the answer: the app shell is told, and the page follows the returned address', async () => {
    const followed: string[] = [];
    // The page's address, as the redirect action reads it when it runs (never while drawing).
    const location = { href: 'http://app.test/confirm?productId=P-PRESTO', origin: 'http://app.test' };
    const history = { replaceState: (_state: unknown, _title: string, url: string) => followed.push(url) };
    Object.assign(globalThis, { window: { location }, history });
    const { runtime, calls, navigations } = screenRuntime('es', ({ endpoint }) =>
      endpoint === 'loanConfirm'
        ? answered({ firstPayTime: 1, amount: 150000, periods: 7, termUnit: 1, loanRate: '0.1%', comProductName: 'Presto' })
        : answered({ lendDetailsUrl: '/loan/details?orderId=ORD900001&productId=P-PRESTO' }),
    );
    const screen = createScreenController(entryAt('/confirm?productId=P-PRESTO'), await compiledScreen('loanConfirm', 'es'), runtime);
    screen.start();
    await settle();
    const submit = findAction(screen.screen.blocks, 'loanPush');
    expect(await screen.run(submit)).toBe('done');
    expect(calls.at(-1)).toEqual({ endpoint: 'loanPush', payload: { amount: 150000, periods: 7, termUnit: 1, productId: 'P-PRESTO' } });
    expect(navigations).toEqual([['native', 'confirmBurialPoint']]);
    expect(followed).toEqual(['/loan/details?orderId=ORD900001&productId=P-PRESTO&from=confirm']);
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'history');
  });

  test("setState and when read and change the screen's state; an action list stops on stop", async () => {
    const { runtime } = screenRuntime('es', () => answered({}));
    const screen = createScreenController(entryAt('/aboutUs'), await compiledScreen('aboutUs', 'es'), runtime);
    // `then` is the when action's own setting, as pages.yaml writes it.
    const when = JSON.parse('{"type":"when","if":"state.count","then":[{"type":"setState","values":{"seen":true}},{"type":"stop"}]}');
    const run = screen.run([{ type: 'setState', values: { count: 2 } }, when, { type: 'setState', values: { after: true } }]);
    expect(await run).toBe('stop');
    expect(screen.store.get().state).toMatchObject({ count: 2, seen: true });
    expect(screen.store.get().state).not.toHaveProperty('after');
  });

  test('a delay ends with the visit: what follows never runs on a screen left', async () => {
    const { runtime } = screenRuntime('es', () => answered({}));
    const screen = createScreenController(entryAt('/aboutUs'), await compiledScreen('aboutUs', 'es'), runtime);
    const stop = screen.start();
    const run = screen.run([
      { type: 'delay', ms: 60_000 },
      { type: 'setState', values: { late: true } },
    ]);
    stop();
    expect(await run).toBe('stop');
    expect(screen.store.get().state).not.toHaveProperty('late');
  });
});

/** The actions list that calls `endpoint` somewhere in `blocks`. */
function findAction(blocks: unknown, endpoint: string): unknown[] {
  let found: unknown[] | undefined;
  const walk = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) {
      if (node.some((item) => (item as { endpoint?: unknown })?.endpoint === endpoint && (item as { type?: unknown }).type === 'call'))
        found = node;
      else node.forEach(walk);
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(blocks);
  if (!found) throw new Error(`no call of ${endpoint}`);
  return found;
}
