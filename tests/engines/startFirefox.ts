import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebDriver, { type BidiHandler, type Client } from 'webdriver';
import type { EngineSession, StartOptions } from './EngineSession.ts';
import { inPage } from './inPage.ts';
import { startProgram, stopProgram, waitForOutput } from './processes.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR, headless, driven through its own WebDriver BiDi server (no geckodriver: Debian has none,
 * and the npm packages download it). Firefox picks a free port and prints it; the session is created over the
 * WebSocket itself (`session.new`). A fresh profile, removed with the session.
 */
export async function startFirefox({ waitForLoad = true }: StartOptions = {}): Promise<EngineSession> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  const firefox = startProgram(FIREFOX, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'], {
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  const stop = async () => {
    await stopProgram(firefox.child);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const [, url] = await waitForOutput(firefox.child, firefox.child.stderr!, /WebDriver BiDi listening on (ws:\/\/\S+)/, 'Firefox');
    // The client's BiDi half, attached to the browser's WebSocket before any session exists: the client connects to
    // a webSocketUrl given as a string (the capability a driver would have answered), and session.new goes over it.
    const client = WebDriver.attachToSession({
      sessionId: 'bidi',
      capabilities: { webSocketUrl: `${url}/session` as unknown as boolean },
      logLevel: 'silent',
    }) as Client & { _bidiHandler?: BidiHandler };
    if (!(await client._bidiHandler?.waitForConnected())) throw new Error(`no WebDriver BiDi connection at ${url}`);
    const session = await client.sessionNew({ capabilities: { alwaysMatch: { unhandledPromptBehavior: { default: 'ignore' } } } });
    const { contexts } = await client.browsingContextGetTree({ maxDepth: 0 });
    const context = contexts[0]!.context;
    const name = `Firefox ${String(session.capabilities.browserVersion ?? '')}`;
    return firefoxSession(client, context, name, waitForLoad, async () => {
      await client.sessionEnd({}).catch(() => undefined);
      await stop();
    });
  } catch (error) {
    await stop();
    throw new Error(`Firefox did not start: ${(error as Error).message}\n${firefox.output()}`);
  }
}

function firefoxSession(client: Client, context: string, name: string, waitForLoad: boolean, stop: () => Promise<void>): EngineSession {
  return {
    id: 'firefox',
    name,
    async goto(url) {
      await client.browsingContextNavigate({ context, url, wait: waitForLoad ? 'complete' : 'none' });
    },
    async run<T>(fn: string, args: unknown[] = []) {
      const answer = await client.scriptCallFunction({
        functionDeclaration: inPage(fn),
        arguments: [{ type: 'string', value: JSON.stringify(args) }],
        target: { context },
        awaitPromise: true,
      });
      if (answer.type === 'exception') throw new Error(`in the page: ${answer.exceptionDetails.text}`);
      const result = answer.result as { type: string; value?: unknown };
      return JSON.parse(String(result.value)) as T;
    },
    async perform(actions) {
      await client.inputPerformActions({ context, actions: actions as never });
      await client.inputReleaseActions({ context });
    },
    async back() {
      await client.browsingContextTraverseHistory({ context, delta: -1 });
    },
    async pickFile(selector, path) {
      const found = await client.scriptEvaluate({
        expression: `document.querySelector(${JSON.stringify(selector)})`,
        target: { context },
        awaitPromise: false,
      });
      const sharedId = found.type === 'success' ? (found.result as { sharedId?: string }).sharedId : undefined;
      if (!sharedId) throw new Error(`no element ${selector} to pick a file with`);
      await client.inputSetFiles({ context, element: { sharedId }, files: [path] });
    },
    async screenshot() {
      const { data } = await client.browsingContextCaptureScreenshot({ context });
      return Buffer.from(data, 'base64');
    },
    async resize(width, height) {
      await client.browsingContextSetViewport({ context, viewport: { width, height }, devicePixelRatio: 2 });
    },
    close: stop,
  };
}
