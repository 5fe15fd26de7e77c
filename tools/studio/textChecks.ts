import { checkFile } from '../check/runCheck.ts';
import { findUsage } from '../check/whereAnswer.ts';
import { documentsStamp } from './documentsStamp.ts';
import type { CheckAnswer, WhereAnswer } from './protocol.ts';

type Result = ReturnType<typeof checkFile>;

export type TextChecks = ReturnType<typeof createTextChecks>;

/**
 * The checker of `npm run check`, run on texts the studio sends (the editor's, not yet saved) as if they were
 * `file`, so documents resolve beside it. The last text's result is kept while the documents do not change: the
 * problems, where-used and the copy table of one text are asked for together, and the preview checks the text just saved.
 */
export function createTextChecks(file: string) {
  let last: { text: string; documents: string; result: Result } | undefined;
  const check = (text: string): Result => {
    const documents = documentsStamp(file);
    if (last?.text !== text || last.documents !== documents) last = { text, documents, result: checkFile(file, text) };
    return last.result;
  };
  return {
    check,
    problems(text: string): CheckAnswer {
      const { problems, warnings, notes } = check(text);
      return { problems, warnings, notes };
    },
    where(text: string, key: string): WhereAnswer {
      const result = check(text);
      const found = findUsage(result.usage, key);
      const entries = found.entries.map((e) => ({
        key: e.key,
        kind: e.kind,
        line: e.line,
        screens: e.screens.map((id) => ({ id, route: result.routes[id] ?? '' })),
        readBy: e.readBy,
      }));
      if (entries.length > 0) return { key, entries };
      const unreadable = result.usage.length === 0 && result.problems.length > 0;
      return { key, entries, miss: unreadable ? 'pages.yaml cannot be read as it is; fix the problems first.' : found.miss };
    },
    /** The screens that show each copy text, by key without `t.` (`complaint.emptyText`). */
    copyScreens(text: string): Map<string, string[]> {
      return new Map(
        check(text)
          .usage.filter((u) => u.kind === 'copy')
          .map((u) => [u.key.replace(/^t\./, ''), u.screens]),
      );
    },
  };
}
