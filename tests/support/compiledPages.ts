import type { CompiledPages } from '../../tools/check/compile.ts';
import { checkFile } from '../../tools/check/runCheck.ts';
import { PAGES_FILE } from './pages.ts';

let compiled: CompiledPages | undefined;

/** The real pages.yaml checked and compiled as the build does it, once per test file. */
export function compiledPages(): CompiledPages {
  if (compiled) return compiled;
  const checked = checkFile(PAGES_FILE).compiled;
  if (!checked) throw new Error('pages.yaml does not check: run npm run check');
  compiled = checked;
  return compiled;
}
