import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { ESLint } from 'eslint';
import compat from 'eslint-plugin-compat';
import { GUARDED_APIS } from './allowed.ts';
import type { FloorProblem } from './FloorProblem.ts';

/** What es-check's Node API reports (it ships no types). */
interface EsCheckResult {
  success: boolean;
  errors: {
    file: string;
    err: {
      message?: string;
      features?: string[];
      browserDetails?: Record<string, { name: string; version: string; requiredVersion: string }[]>;
    };
  }[];
}
const { runChecks } = createRequire(import.meta.url)('es-check') as {
  runChecks(configs: object[], options: { logger: null }): EsCheckResult;
};

/**
 * Syntax and ECMAScript built-ins (es-check): each feature it finds is compared with the floor's versions, by name,
 * whatever object it is called on, so `list.findLast()` counts as much as `[].findLast()`.
 */
function checkSyntax(root: string, files: string[], query: string[]): FloorProblem[] {
  if (files.length === 0) return [];
  const result = runChecks([{ files, module: true, checkFeatures: true, checkBrowser: true, browserslistQuery: query.join(', ') }], {
    logger: null,
  });
  return result.errors.flatMap(({ file, err }) => {
    const where = { file: relative(root, file), line: 0, column: 0 };
    if (!err.features?.length) return [{ ...where, message: `es-check: ${err.message ?? 'cannot parse the file'}` }];
    return err.features.map((feature) => {
      const needs = (err.browserDetails?.[feature] ?? []).map((b) => `${b.name} ${b.requiredVersion} (floor ${b.version})`);
      return { ...where, message: `${feature} needs ${needs.join(', ') || 'a newer ECMAScript than the floor'}` };
    });
  });
}

/**
 * Web APIs (eslint-plugin-compat, MDN's compatibility data): globals such as `structuredClone` and members of known
 * objects such as `navigator.clipboard` or `Intl.Segmenter`.
 */
async function checkWebApis(root: string, files: string[], query: string[]): Promise<FloorProblem[]> {
  if (files.length === 0) return [];
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.js'],
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        plugins: { compat },
        settings: { browsers: query, lintAllEsApis: true, polyfills: Object.keys(GUARDED_APIS) },
        rules: { 'compat/compat': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) =>
    r.messages.map((m) => ({ file: relative(root, r.filePath), line: m.line, column: m.column, message: m.message })),
  );
}

/** Every use in `files` (shipped JS, paths under `root`) of syntax or an API the browsers of `query` lack. */
export async function checkScripts(root: string, files: string[], query: string[]): Promise<FloorProblem[]> {
  return [...checkSyntax(root, files, query), ...(await checkWebApis(root, files, query))];
}
