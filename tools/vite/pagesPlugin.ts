import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { isFieldKind } from '../../renderer/blocks/fieldKinds.ts';
import { routeAt } from '../../renderer/entry/routeAt.ts';
import { answerCheckModule } from '../check/answerCheckModule.ts';
import type { CompiledPages } from '../check/check.ts';
import type { ScreenPartNames } from '../../renderer/screen/CompiledScreen.ts';
import { readSettled } from '../check/readSettled.ts';
import { fieldReportSettings, reportsEnvironment } from '../check/fieldReportSettings.ts';
import { checkFile } from '../check/runCheck.ts';
import { type Registries, readRegistries } from './kindModules.ts';
import { documentHtml, screenCodeTable, screenDocuments, screenTitle } from './screenDocuments.ts';
import { DRAW_DOCUMENT, type DocumentDrawer } from './documentRunner.ts';
import { pageContractScript } from './pageContract.ts';
import { themeCss } from './themeCss.ts';

const ROOT_ID = 'virtual:pages';
/** Every screen's chunk by language: a chunk of its own, which boot needs only for a screen its document does not name. */
const SCREENS_ID = 'virtual:pages/screens';
const SCREEN_PREFIX = 'virtual:pages/screen/';
const DOCUMENT_PREFIX = 'virtual:pages/document/';
const ANSWER_PREFIX = 'virtual:pages/answer/';
/** Where the page sends field reports, for the environment the build is made for (src/field/). */
const FIELD_REPORTS_ID = 'virtual:pages/field-reports';
/** The style rules pages.yaml decides (themeCss.ts): its colours, gaps and frame heights. */
const THEME_ID = 'virtual:pages/theme.css';
const RESOLVED = '\0';

const FORM_MODULE = { file: 'renderer/screen/fieldForm.tsx', name: 'fieldForm' };
/** The module main.ts imports for React and the renderer's components: every document preloads its chunk. */
export const DRAW_MODULE = 'src/drawApp.tsx';
/** React's own files, which vite.config.ts keeps in a chunk of their own. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * A kind that at least this many screens with actions use travels in the chunk of the actions (a field kind, with
 * the form, among screens with fields): as a file of its own it would cost each of them a request, which on a slow
 * network (150 ms round trip, six connections per host) takes longer than the kilobyte or two it adds to the
 * screens that do not use it.
 */
const COMMON_SCREENS = 3;
/**
 * So does a kind with less code than this (characters after the JSX transform): as a file of its own it would cost
 * its screens a request and gzip's overhead, more than it adds to the screens that do not use it (a checkbox).
 */
const SMALL_KIND = 1200;

/** What the bundler knows of one module: its code, and who imports it, statically or with import(). */
interface ModuleGraph {
  ids(): Iterable<string>;
  info(id: string): {
    code: string | null;
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
}

/**
 * How the build cuts the kinds' code into chunks, so a screen loads a few files rather than one per kind (each costs
 * a request, a preload tag and gzip's context): react-hook-form with the field kinds three screens with fields use,
 * for those screens only; every action and the kinds three screens with actions use, in one chunk; small kinds in
 * those two as well; each rarer kind on its own (loan confirm's checkbox does not bring the photo upload).
 * A helper module goes with its group when only that group's modules import it (for the form, only field kinds).
 * A helper that the common chunk shares with a rarer kind (the modal's history, the link check) goes in the common
 * chunk too: nearly every screen loads that chunk, and each chunk more is a request more before the screen draws.
 */
function chunkGroups(
  root: string,
  registries: Registries,
  compiled: CompiledPages,
  graph: ModuleGraph,
): { form: Set<string>; parts: Set<string>; draw: Set<string> } {
  const screens = Object.values(compiled.screens).map((byLanguage) => Object.values(byLanguage)[0]!.parts);
  const withFields = screens.filter((screen) => screen.form);
  // The screens that load the common chunk anyway, for its actions: a kind goes there for their sake only.
  const withActions = screens.filter((screen) => screen.actions.length > 0);
  const small = (id: string) => (graph.info(id)?.code?.length ?? Infinity) < SMALL_KIND;
  const form = new Set([join(root, FORM_MODULE.file)]);
  const fieldCode = new Set(form);
  const parts = new Set<string>();
  for (const { group, modules } of registries) {
    for (const [kind, { file: id }] of Object.entries(modules)) {
      const field = group === 'blocks' && isFieldKind(kind);
      const among = field ? withFields : withActions;
      const common = small(id) || among.filter((screen) => screen[group].includes(kind)).length >= COMMON_SCREENS;
      if (field) fieldCode.add(id);
      if (field && common) form.add(id);
      else if (!field && (group === 'actions' || common)) parts.add(id);
    }
  }
  const ids = [...graph.ids()];
  const kinds = new Set(registries.flatMap(({ modules }) => Object.values(modules).map(({ file }) => file)));
  const inEntry = staticClosure(
    graph,
    ids.filter((id) => graph.info(id)?.isEntry),
  );
  // The renderer's React part, which every screen draws with: one chunk beside React's own, however its modules are
  // shared with the kinds, so kinds' chunks never take its helpers.
  const draw = new Set([...staticClosure(graph, [join(root, DRAW_MODULE)])].filter((id) => !inEntry.has(id) && !REACT.test(id)));
  // Which helpers each group takes: the form group those only field code imports, parts those any of its modules do,
  // and small ones several rarer kinds share, which would otherwise be a file of their own (the radio keys).
  const takes: [Set<string>, (id: string, importers: readonly string[]) => boolean][] = [
    // Only field code imports it, and at least one module of the group: a helper of a rare field kind alone (the
    // photo scaling of the upload) goes with that kind, not to every screen with fields.
    [form, (_, importers) => importers.every((i) => fieldCode.has(i) || form.has(i)) && importers.some((i) => form.has(i))],
    [
      parts,
      (id, importers) => importers.some((i) => parts.has(i)) || (small(id) && importers.length > 1 && importers.every((i) => kinds.has(i))),
    ],
  ];
  for (const [group, takesHelper] of takes) {
    for (let grew = true; grew; ) {
      grew = false;
      for (const id of ids) {
        const info = graph.info(id);
        if (!info || form.has(id) || parts.has(id) || kinds.has(id) || inEntry.has(id) || draw.has(id)) continue;
        if (info.dynamicImporters.length > 0 || info.importers.length === 0) continue;
        if (takesHelper(id, info.importers)) {
          group.add(id);
          grew = true;
        }
      }
    }
  }
  return { form, parts, draw };
}

/** The modules `roots` import statically, directly or not, with the roots: they load together. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id)) return;
    closure.add(id);
    for (const imported of graph.info(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of roots) visit(id);
  return closure;
}

/** Imports of the code of the kinds a screen uses, and the `parts` object the renderer reads them from. */
function partsModule(root: string, registries: Registries, parts: ScreenPartNames, screen: string): { imports: string; value: string } {
  const imports: string[] = [];
  const groups = registries.map(({ group, modules }) => {
    const entries = parts[group].flatMap((kind) => {
      const module = Object.hasOwn(modules, kind) ? modules[kind] : undefined;
      if (!module) return [];
      const local = `p${imports.length}`;
      imports.push(`import { ${module.name} as ${local} } from ${JSON.stringify(module.file)};\n`);
      return [`${JSON.stringify(kind)}: ${local}`];
    });
    return `${group}: { ${entries.join(', ')} }`;
  });
  if (parts.form) {
    imports.push(`import { ${FORM_MODULE.name} as form } from ${JSON.stringify(join(root, FORM_MODULE.file))};\n`);
    groups.push('form');
  }
  // A check of the screen's own (the same code for every screen that calls the endpoint), so it travels inside the
  // screen's chunk: a shared one would be a file, and a request, of its own.
  const answers = parts.answers.map((endpoint, i) => {
    imports.push(`import a${i} from ${JSON.stringify(`${ANSWER_PREFIX}${endpoint}/${screen}`)};\n`);
    return `${JSON.stringify(endpoint)}: a${i}`;
  });
  groups.push(`answers: { ${answers.join(', ')} }`);
  return { imports: imports.join(''), value: `{ ${groups.join(', ')} }` };
}

/**
 * What every document carries (its first script, the failure message in each language) and, with a drawer, each
 * path route's screen drawn in each of its languages. What a drawing reports is told as a build warning.
 */
async function drawnPage(
  compiled: CompiledPages,
  documents: (() => Promise<DocumentDrawer>) | undefined,
  warn: (message: string) => void,
): Promise<Parameters<typeof screenDocuments>[3]> {
  const { shared } = compiled;
  const contract = pageContractScript(shared.constants.screenCodeTimeoutMs);
  const languages = Object.keys(shared.languages.packs);
  if (!documents) return { contract, failures: Object.fromEntries(languages.map((language) => [language, ''])) };
  const drawer = await documents();
  try {
    const failures = Object.fromEntries(languages.map((language) => [language, drawer.loadFailureMarkup(shared, language)]));
    const drawings: Record<string, Record<string, string>> = {};
    for (const { screen, route } of shared.routes.filter(({ route }) => route.startsWith('/'))) {
      drawings[route] = {};
      for (const language of Object.keys(compiled.screens[screen] ?? {})) {
        const { html, problems } = drawer.drawDocument(shared, route, await drawer.screen(language, screen), language);
        for (const problem of problems) warn(`drawing ${route} in ${language}: ${problem}`);
        drawings[route][language] = html;
      }
    }
    return { contract, failures, drawings };
  } finally {
    await drawer.close();
  }
}

/**
 * Checks pages.yaml with the same checker as `npm run check` and serves the result as plain data modules: one for
 * what every screen shares, one per screen and language (loaded when the screen opens, holding only the copy it
 * reads and importing only the code of the blocks, widgets and actions it uses), one per document and language
 * (shared by the screens that show it), and one per declared answer and screen: its check, as code ajv generated
 * here, in the chunk of each screen that loads or calls its endpoint. Nothing of YAML or ajv reaches the browser. A bad config fails
 * `vite build`; during `npm start` it shows in the overlay and the terminal, and a good edit reloads the page.
 * `reportsTo` is the environment whose field-report address the page gets (FIELD_REPORTS_TO, else the sandbox).
 */
export function pagesPlugin(options: { file?: string; reportsTo?: string; documents?: () => Promise<DocumentDrawer> } = {}): Plugin {
  const file = resolve(options.file ?? 'pages.yaml');
  const reportsTo = options.reportsTo ?? reportsEnvironment();
  const contentDir = resolve(file, '..', 'content');
  let compiled: CompiledPages | undefined;
  let problems: string[] = [];
  let server: ViteDevServer | undefined;
  let root = process.cwd();
  let graph: ModuleGraph | undefined;
  let groups: ReturnType<typeof chunkGroups> | undefined;
  let registries: Registries = [];

  const runCheck = (text?: string) => {
    const result = checkFile(file, text);
    compiled = result.compiled ?? compiled; // while a save has problems, screens still open as last passed
    problems = result.lines;
    try {
      if (result.compiled) fieldReportSettings(result.compiled.fieldReports, reportsTo);
    } catch (error) {
      problems = [...problems, (error as Error).message];
    }
  };
  const report = () => `pages.yaml has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`;

  return {
    name: 'loan-pages-config',
    configResolved(config) {
      root = config.root;
      registries = readRegistries(root);
    },
    buildEnd() {
      // The module graph is complete here; the bundle is cut after, with the groups read from it.
      groups = undefined;
      graph = { ids: () => this.getModuleIds(), info: (id) => this.getModuleInfo(id) };
    },
    config() {
      const group = (name: 'form' | 'parts' | 'draw') => (id: string) => {
        if (!compiled || !graph) return false;
        groups ??= chunkGroups(root, registries, compiled, graph);
        return groups[name].has(id);
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'draw', test: group('draw') },
                  { name: 'form', test: group('form') },
                  { name: 'parts', test: group('parts') },
                ],
              },
            },
          },
        },
      };
    },
    buildStart() {
      runCheck();
      if (problems.length > 0) {
        if (server) server.config.logger.error(report(), { timestamp: true });
        else this.error(report());
      }
      this.addWatchFile(file);
    },
    resolveId(id) {
      if (
        id === ROOT_ID ||
        id === SCREENS_ID ||
        id === FIELD_REPORTS_ID ||
        id === THEME_ID ||
        id.startsWith(SCREEN_PREFIX) ||
        id.startsWith(DOCUMENT_PREFIX) ||
        id.startsWith(ANSWER_PREFIX)
      )
        return RESOLVED + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED + ROOT_ID)) return undefined;
      if (!compiled) throw new Error(report());
      const moduleId = id.slice(RESOLVED.length);
      if (moduleId === ROOT_ID) return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled.shared))});\n`;
      if (moduleId === FIELD_REPORTS_ID)
        return `export default ${JSON.stringify(fieldReportSettings(compiled.fieldReports, reportsTo))};\n`;
      if (moduleId === THEME_ID) return themeCss(compiled);
      if (moduleId === SCREENS_ID) {
        const loaders = Object.entries(compiled.screens)
          .map(
            ([screen, byLanguage]) =>
              `  ${JSON.stringify(screen)}: {\n${Object.keys(byLanguage)
                .map(
                  (language) =>
                    `    ${JSON.stringify(language)}: () => import(${JSON.stringify(`${SCREEN_PREFIX}${language}/${screen}`)}),`,
                )
                .join('\n')}\n  },`,
          )
          .join('\n');
        return `export const screens = {\n${loaders}\n};\n`;
      }
      if (moduleId.startsWith(ANSWER_PREFIX)) {
        const [endpoint = ''] = moduleId.slice(ANSWER_PREFIX.length).split('/');
        if (!Object.hasOwn(compiled.answers, endpoint)) throw new Error(`pages.yaml declares no answer of endpoint ${endpoint}`);
        return answerCheckModule(compiled.answers[endpoint]);
      }
      if (moduleId.startsWith(DOCUMENT_PREFIX)) {
        const [language = '', name = ''] = moduleId.slice(DOCUMENT_PREFIX.length).split('/');
        const text = compiled.documents[name]?.[language];
        if (text === undefined) throw new Error(`pages.yaml has no document ${name} in ${language}`);
        return `export default ${JSON.stringify(text)};\n`;
      }
      const [language = '', screenId = ''] = moduleId.slice(SCREEN_PREFIX.length).split('/');
      const screen = compiled.screens[screenId]?.[language];
      if (!screen) throw new Error(`pages.yaml has no screen ${screenId} in ${language}`);
      // Each document is its own module, so the screens that show the same one share its chunk.
      const { documents, parts, ...rest } = screen;
      const imports = documents
        .map((name, i) => `import d${i} from ${JSON.stringify(`${DOCUMENT_PREFIX}${language}/${name}`)};\n`)
        .join('');
      const table = documents.map((name, i) => `${JSON.stringify(name)}: { ${JSON.stringify(language)}: d${i} }`).join(', ');
      const code = partsModule(root, registries, parts, `${language}/${screenId}`);
      return `${imports}${code.imports}export default { ...JSON.parse(${JSON.stringify(JSON.stringify(rest))}), documents: { ${table} }, parts: ${code.value} };\n`;
    },
    // The dev server names each route's document as the build does, with the same first script and failure
    // messages; it draws no screen into it (the page draws it), and needs no preloads (modules load one by one).
    async transformIndexHtml(html, context) {
      if (!context.server || !compiled) return html;
      const { shared } = compiled;
      const path = new URL(context.originalUrl ?? context.path, 'http://localhost').pathname;
      // The route wouter draws for this address, so the dev server names the document the app opens.
      const route = routeAt(shared.routes, path);
      const draw = (await context.server.ssrLoadModule(DRAW_DOCUMENT)) as Pick<DocumentDrawer, 'loadFailureMarkup'>;
      const first = route && compiled.firstScreens[route.screen];
      return documentHtml(html, {
        title: route ? screenTitle(compiled, route.screen) : shared.app.name,
        lang: shared.languages.default,
        modules: [],
        styles: [],
        ...(first ? { first } : {}),
        contract: pageContractScript(shared.constants.screenCodeTimeoutMs),
        failures: Object.fromEntries(
          Object.keys(shared.languages.packs).map((language) => [language, draw.loadFailureMarkup(shared, language)]),
        ),
      });
    },
    generateBundle: {
      // After Vite has written index.html, which each screen's document starts from.
      order: 'post',
      async handler(_options, bundle) {
        if (!compiled) return;
        const ids = {
          screen: (language: string, id: string) => `${RESOLVED}${SCREEN_PREFIX}${language}/${id}`,
          draw: join(root, DRAW_MODULE),
        };
        const page = await drawnPage(compiled, options.documents, (message) => this.warn(message));
        for (const { fileName, source } of [
          ...screenDocuments(bundle, compiled, ids, page),
          screenCodeTable(bundle, compiled, ids.screen),
        ]) {
          const existing = bundle[fileName];
          if (existing?.type === 'asset') existing.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([file, contentDir]);
      let saves = 0;
      const onChange = async (changed: string) => {
        if (changed !== file && !changed.startsWith(contentDir)) return;
        // A save caught mid-write reads as empty or cut short: wait for the file to settle, and let a later save win.
        const save = ++saves;
        if (changed !== file) await readSettled(changed);
        const text = await readSettled(file);
        if (save !== saves) return;
        runCheck(text);
        if (problems.length > 0) {
          devServer.config.logger.error(report(), { timestamp: true, clear: false });
          devServer.ws.send({ type: 'error', err: { message: report(), stack: '', plugin: 'loan-pages-config', id: file } });
          return;
        }
        devServer.config.logger.info('pages.yaml checked: no problems; reloading', { timestamp: true });
        for (const mod of devServer.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(RESOLVED + ROOT_ID)) devServer.moduleGraph.invalidateModule(mod);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
    },
  };
}
