import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sandboxControl } from '../../../sandbox/sandboxControl.ts';
import { startSandbox } from '../../../sandbox/server.ts';
import type { FieldReportSettings } from '../../../src/field/types.ts';
import { buildLikeTheApp, ROOT } from '../../../tools/bench/build.ts';
import { fieldReportSettings } from '../../../tools/check/fieldReportSettings.ts';
import { checkFile } from '../../../tools/check/runCheck.ts';
import { startAppServer } from '../../../tools/harness/appServer.ts';

/** One item the sandbox's collector kept. */
export interface ReceivedItem {
  type: string;
  payload: Record<string, unknown> & { tags: Record<string, string> };
}

/** The probe page, built as the app is and served beside a sandbox as the app is (its /evolved proxied). */
export interface ServedProbe {
  url: string;
  sandbox: string;
  /** The field-report settings a build of the real pages.yaml gives the page, for the sandbox. */
  settings: FieldReportSettings;
  /** What the collector kept since the last clear. */
  received(): Promise<ReceivedItem[]>;
  /** Puts the seed back, drops the scenario rules and forgets the reports received. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The reporting module alone, in a page of its own (index.html here, whose probe.ts starts reports when a test
 * says), for the browser tests of field reports in Chromium, WebKit and Firefox.
 */
export async function serveProbe(): Promise<ServedProbe> {
  const dir = join(ROOT, '.tmp', `field-probe-${process.pid}`);
  await buildLikeTheApp(join(ROOT, 'tests/field/probe'), dir, { input: join(ROOT, 'tests/field/probe/index.html') });
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const server = await startAppServer(dir, sandbox.url);
  const { compiled } = checkFile(join(ROOT, 'pages.yaml'));
  const settings = fieldReportSettings(compiled?.fieldReports, 'sandbox');
  if (!settings) throw new Error('pages.yaml turns field reports off');
  return {
    url: server.url,
    sandbox: sandbox.url,
    settings,
    received: async () => ((await sandboxControl(sandbox.url, '/field')) as { items: ReceivedItem[] }).items,
    async reset() {
      await sandboxControl(sandbox.url, '/reset', {});
      await sandboxControl(sandbox.url, '/field/clear', {});
    },
    async close() {
      await server.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
