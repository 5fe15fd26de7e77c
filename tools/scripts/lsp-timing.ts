/**
 * How long an editor waits for hover and completion on the real pages.yaml: starts the YAML language server (the
 * one inside VS Code's Red Hat YAML extension) headless over stdio, opens pages.yaml, which names its schema on its
 * first line, and times every probe of lsp-probes.ts several times. Prints medians; exits 1 when an answer lacks
 * what it should say (a fast empty answer is no answer). Besides wall-clock time it reports the CPU time the server
 * spent (Linux), which does not grow when others load the machine.
 *
 *   npm run lsp-timing [-- --samples 5] [-- --schema path/to/other.schema.json] [-- --only 'type of']
 *
 * --schema times another schema file against the same pages.yaml (e.g. an older one taken with git show).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LspClient } from './lsp-client.ts';
import { findLine, probes, type Probe } from './lsp-probes.ts';
import { median } from '../bench/median.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: { samples: { type: 'string', default: '5' }, schema: { type: 'string' }, only: { type: 'string' } },
});
const samples = Math.max(1, Number(options.samples));
const uri = pathToFileURL(resolve(ROOT, 'pages.yaml')).href;
const original = readFileSync(resolve(ROOT, 'pages.yaml'), 'utf8');
const text = options.schema
  ? original.replace(
      /^# yaml-language-server: \$schema=.*$/m,
      `# yaml-language-server: $schema=${pathToFileURL(resolve(options.schema)).href}`,
    )
  : original;
const lines = text.split('\n');

const serverBin = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server');
const client = new LspClient(
  process.execPath,
  [...(process.env.LSP_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/lsprof'] : []), serverBin, '--stdio'],
  ROOT,
);
const yamlSettings = {
  validate: true,
  hover: true,
  completion: true,
  format: { enable: false },
  schemaStore: { enable: false },
  schemas: {},
  customTags: [],
  keyOrdering: false,
  maxItemsComputed: 5000,
};
client.answer('workspace/configuration', (params) =>
  (params as { items: { section?: string }[] }).items.map((item) => (item.section === 'yaml' ? yamlSettings : null)),
);

let diagnostics: { at: number; count: number }[] = [];
client.on('textDocument/publishDiagnostics', (params) => {
  const p = params as { uri: string; diagnostics: { message: string; range: { start: { line: number } } }[] };
  if (p.uri !== uri) return;
  // The unchanged file should check clean; what the server reports on opening it is shown once.
  if (diagnostics.length === 0)
    for (const d of p.diagnostics) console.log(`  diagnostic pages.yaml:${d.range.start.line + 1}: ${d.message.split('\n')[0]}`);
  diagnostics.push({ at: performance.now(), count: p.diagnostics.length });
});
const nextDiagnostics = async (after: number, timeoutMs = 600_000): Promise<number> => {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const found = diagnostics.find((d) => d.at > after);
    if (found) return found.at;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no diagnostics from the language server');
};

let version = 1;
const change = (newText: string) =>
  client.notify('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [{ text: newText }] });

/** Runs a probe once: its time in ms and the words of its answer. */
async function runOnce(probe: Probe): Promise<{ ms: number; cpu: number; words: string[] }> {
  const line = findLine(lines, probe.path);
  const indent = /^\s*/.exec(lines[line]!)![0];
  if (probe.kind === 'hover') {
    const character = lines[line]!.search(/[A-Za-z]/);
    const cpuBefore = client.cpuMs();
    const started = performance.now();
    const hover = await client.request<{ contents: { value?: string } | string } | null>('textDocument/hover', {
      textDocument: { uri },
      position: { line, character },
    });
    const ms = performance.now() - started;
    const cpu = client.cpuMs() - cpuBefore;
    const contents = hover?.contents;
    return { ms, cpu, words: [typeof contents === 'string' ? contents : (contents?.value ?? '')] };
  }
  const inserted = `${indent}${probe.insert ?? ''}`;
  const cpuBefore = client.cpuMs();
  change([...lines.slice(0, line), inserted, ...lines.slice(line)].join('\n'));
  const started = performance.now();
  const list = await client.request<{ items: { label: string }[] } | { label: string }[] | null>('textDocument/completion', {
    textDocument: { uri },
    position: { line, character: inserted.length },
  });
  const ms = performance.now() - started;
  const cpu = client.cpuMs() - cpuBefore;
  const items = Array.isArray(list) ? list : (list?.items ?? []);
  const revertedAt = performance.now();
  change(text);
  await nextDiagnostics(revertedAt);
  return { ms, cpu, words: items.map((i) => i.label) };
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

async function main(): Promise<void> {
  await client.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(ROOT).href,
    workspaceFolders: [{ uri: pathToFileURL(ROOT).href, name: 'loan-pages' }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
        publishDiagnostics: {},
      },
    },
  });
  client.notify('initialized', {});
  client.notify('workspace/didChangeConfiguration', { settings: { yaml: yamlSettings } });
  const opened = performance.now();
  client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
  const firstCheck = (await nextDiagnostics(opened)) - opened;
  console.log(`yaml-language-server, ${options.schema ?? 'schemas/pages.schema.json'}, ${samples} samples per probe`);
  console.log(`first check of the opened file (diagnostics): ${fmt(firstCheck)}\n`);

  const medians: Record<Probe['kind'], number[]> = { hover: [], completion: [] };
  const cpuMedians: Record<Probe['kind'], number[]> = { hover: [], completion: [] };
  let missing = 0;
  for (const probe of probes.filter((p) => !options.only || p.name.includes(options.only))) {
    const times: number[] = [];
    const cpus: number[] = [];
    let words: string[] = [];
    for (let i = 0; i < samples; i++) ({ ms: times[i], cpu: cpus[i], words } = await runOnce(probe));
    const absent = probe.expect.filter((w) => !words.some((x) => x.includes(w)));
    missing += absent.length;
    medians[probe.kind].push(median(times));
    cpuMedians[probe.kind].push(median(cpus));
    const shown = probe.kind === 'hover' ? JSON.stringify(words[0]!.slice(0, 90)) : `${words.length} items`;
    console.log(
      `${probe.kind.padEnd(10)} ${probe.name.padEnd(46)} median ${fmt(median(times)).padStart(7)} (cpu ${fmt(median(cpus)).padStart(7)})  first ${fmt(times[0]!).padStart(7)}  max ${fmt(Math.max(...times)).padStart(7)}  ${absent.length ? `MISSING ${absent.join(', ')} in ${JSON.stringify(words).slice(0, 300)}` : shown}`,
    );
  }
  console.log(
    `\nmedian of the hover medians: ${fmt(median(medians.hover))}; of the completion medians: ${fmt(median(medians.completion))}`,
  );
  console.log(
    `server cpu time, median of the medians: hover ${fmt(median(cpuMedians.hover))}, completion ${fmt(median(cpuMedians.completion))}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    `slowest hover median: ${fmt(Math.max(...medians.hover))}; slowest completion median: ${fmt(Math.max(...medians.completion))}`,
  );
  diagnostics = [];
  await client.stop();
  process.exitCode = missing ? 1 : 0;
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await client.stop();
  process.exitCode = 1;
});
