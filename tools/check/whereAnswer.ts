import { closest } from './describe.ts';
import type { UsageEntry } from './whereUsed.ts';

/**
 * The entries `npm run check -- --where <key>` asks about. A key may be written as in pages.yaml
 * (const.complaintTextMax, t.complaint.submit, document.loanTerms), bare (complaintTextMax, complaint.submit,
 * loanTerms), as a placeholder ({{loanTermMaxDays}}), or as a copy group (t.ui) for all its texts.
 */
export function findUsage(usage: readonly UsageEntry[], asked: string): { entries: UsageEntry[]; miss: string } {
  const q = asked
    .trim()
    .replace(/^\{\{\s*|\s*\}\}$/g, '')
    .replace(/^documents\./, 'document.');
  const byKey = new Map(usage.map((u) => [u.key, u]));
  const exact = [q, `const.${q}`, `t.${q}`, `document.${q}`].map((k) => byKey.get(k)).filter((u): u is UsageEntry => u !== undefined);
  const group = /^t\.[A-Za-z]\w*$/.test(q) ? usage.filter((u) => u.key.startsWith(`${q}.`)) : [];
  const entries = [...new Set([...exact, ...group])];
  const bare = new Map(
    usage.flatMap(
      (u) =>
        [
          [u.key, u.key],
          [u.key.replace(/^(const|t|document)\./, ''), u.key],
        ] as const,
    ),
  );
  const near = closest(q, [...bare.keys()]);
  const guess = near === undefined ? undefined : bare.get(near);
  const miss = `pages.yaml has no constant, copy text or document "${asked}"${guess ? `; did you mean ${guess}?` : ''}`;
  return { entries, miss };
}

/** One entry as printed: what and where it is defined, each screen with its route, and what else reads it. */
export function formatUsage(entry: UsageEntry, file: string, routes: Record<string, string>): string {
  const head = `${entry.key} (${file}:${entry.line})`;
  const width = Math.max(0, ...entry.screens.map((s) => s.length));
  const screens =
    entry.screens.length === 0
      ? [`${head} is used on no screen.`]
      : [
          `${head} is used on ${entry.screens.length} screen${entry.screens.length === 1 ? '' : 's'}:`,
          ...entry.screens.map((s) => `  ${s.padEnd(width)}  ${routes[s] ?? ''}`.trimEnd()),
        ];
  const readBy = entry.readBy.length > 0 ? [`Also read by: ${entry.readBy.join(', ')}.`] : [];
  const nothing = entry.screens.length === 0 && entry.readBy.length === 0 ? ['Nothing reads it: changing it changes nothing.'] : [];
  return [...screens, ...readBy, ...nothing].join('\n');
}
