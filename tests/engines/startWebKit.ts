import { existsSync, readdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import WebDriver, { type Client, ELEMENT_KEY } from 'webdriver';
import type { EngineSession, StartOptions } from './EngineSession.ts';
import { inPage } from './inPage.ts';
import { freePort } from '../../tools/harness/freePort.ts';
import { startProgram, stopProgram, waitForOutput, waitForPort } from './processes.ts';

const DRIVER = '/usr/bin/WebKitWebDriver';

/** Debian's MiniBrowser, in the multiarch folder of webkit2gtk-driver's WebKitGTK. */
function miniBrowser(): string {
  for (const arch of readdirSync('/usr/lib', { withFileTypes: true })) {
    const path = `/usr/lib/${arch.name}/webkit2gtk-4.1/MiniBrowser`;
    if (arch.isDirectory() && existsSync(path)) return path;
  }
  throw new Error('MiniBrowser not found: apt-get install -y webkit2gtk-driver (.ci/run installs it)');
}

/**
 * WebKitGTK, the engine family of Safari and iOS's WKWebView: MiniBrowser driven by WebKitWebDriver (WebDriver
 * classic), on an X display of its own (Xvfb picks a free one) and a free port. Both stop with the session.
 */
export async function startWebKit({ waitForLoad = true }: StartOptions = {}): Promise<EngineSession> {
  if (!existsSync(DRIVER)) throw new Error(`${DRIVER} not found: apt-get install -y webkit2gtk-driver xvfb (.ci/run installs them)`);
  const browser = miniBrowser();
  // -displayfd: Xvfb takes the first free display and writes its number to the extra pipe (fd 3).
  const xvfb = startProgram('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { extraPipe: true });
  let driver: ReturnType<typeof startProgram> | undefined;
  try {
    const [, display] = await waitForOutput(xvfb.child, xvfb.child.stdio[3] as Readable, /^(\d+)\n/, 'Xvfb');
    const port = await freePort();
    driver = startProgram(DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: `:${display}` } });
    await waitForPort(port, driver.child, 'WebKitWebDriver');
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        pageLoadStrategy: waitForLoad ? 'normal' : 'none',
        // WebKitGTK's driver speaks WebDriver classic only; without this the client asks for BiDi and no session matches.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const version = String(client.capabilities.browserVersion ?? '');
    const stop = async () => {
      await client.deleteSession().catch(() => undefined);
      await stopProgram(driver?.child);
      await stopProgram(xvfb.child);
    };
    return webKitSession(client, `MiniBrowser (WebKitGTK ${version})`, stop);
  } catch (error) {
    await stopProgram(driver?.child);
    await stopProgram(xvfb.child);
    throw new Error(`WebKit did not start: ${(error as Error).message}\n${driver?.output() ?? ''}${xvfb.output()}`);
  }
}

function webKitSession(client: Client, name: string, stop: () => Promise<void>): EngineSession {
  const session: EngineSession = {
    id: 'webkit',
    name,
    goto: (url) => client.navigateTo(url),
    async run<T>(fn: string, args: unknown[] = []) {
      const json = (await client.executeScript(`return (${inPage(fn)})(arguments[0]);`, [JSON.stringify(args)])) as string;
      return JSON.parse(json) as T;
    },
    async perform(actions) {
      await client.performActions(actions);
      await client.releaseActions();
    },
    back: () => client.back(),
    async pickFile(selector, path) {
      const element = (await client.findElement('css selector', selector)) as Record<string, string>;
      await client.elementSendKeys(element[ELEMENT_KEY]!, path);
    },
    async screenshot() {
      return Buffer.from(await client.takeScreenshot(), 'base64');
    },
    async resize(width, height) {
      // The window has borders of its own: size it, measure the page, then make up the difference.
      await client.setWindowRect(null, null, width, height);
      const [innerWidth, innerHeight] = await session.run<[number, number]>('() => [innerWidth, innerHeight]');
      if (innerWidth !== width || innerHeight !== height)
        await client.setWindowRect(null, null, width * 2 - innerWidth, height * 2 - innerHeight);
    },
    close: stop,
  };
  return session;
}
