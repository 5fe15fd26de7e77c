import { type FieldSummary, type Measure, MEASURES } from './fieldSummary.ts';

const HEADINGS: Record<Measure, string> = {
  lcp: 'LCP',
  inp: 'INP',
  cls: 'CLS',
  fcp: 'FCP',
  ttfb: 'TTFB',
  first_draw: 'first draw',
  ready: 'ready',
};

/** Which columns hold numbers only (or dashes standing for none): those read right-aligned. */
export function numericColumns(headings: string[], rows: string[][]): boolean[] {
  return headings.map((_, i) => rows.length > 0 && rows.every((row) => /^(-?[\d.]+( ms)?|–)$/.test(row[i] ?? '')));
}

/** Columns padded to their widest cell; numbers (and dashes standing for none) to the right. */
export function textTable(headings: string[], rows: string[][]): string {
  const widths = headings.map((heading, i) => Math.max(heading.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = numericColumns(headings, rows);
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

function timing(measure: Measure, value: number | undefined): string {
  if (value === undefined) return '–';
  return measure === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** One part of the field report: a line to read, or a table with its title. */
export type FieldReportPart = string | { title: string; headings: string[]; rows: string[][] };

/**
 * The field report as people read it: the 75th percentile of each timing by screen and engine (`load`: the page
 * opened on the screen; `tap`: reached from another, timed from the tap), failures counted by kind and screen, and
 * each failure, newest first, with what a developer needs to find it: its words, the frame it came from, the route,
 * the builds, engines and languages it came from. `npm run field` prints it, the studio's Field reports tab shows it.
 */
export function fieldReportParts(summary: FieldSummary): FieldReportPart[] {
  if (!summary.span) return ['No field reports arrived yet: reports go when a page is hidden or left.'];
  const parts: FieldReportPart[] = [`Field reports received from ${when(summary.span.from)} to ${when(summary.span.to)} (UTC).`];
  parts.push(
    summary.timings.length === 0
      ? 'Timings: none (no page view of the timing share was hidden or left yet).'
      : {
          title: 'Timings, 75th percentile by screen and engine',
          headings: ['screen', 'view', 'engine', 'count', ...MEASURES.map((m) => HEADINGS[m])],
          rows: summary.timings.map((row) => [
            row.screen,
            row.view,
            row.engine,
            String(row.count),
            ...MEASURES.map((m) => timing(m, row.p75[m])),
          ]),
        },
  );
  if (summary.failures.length === 0) parts.push('Failures: none.');
  else
    parts.push(
      {
        title: 'Failures by kind and screen',
        headings: ['kind', 'screen', 'count'],
        rows: summary.failureCounts.map((c) => [c.kind, c.screen, String(c.count)]),
      },
      {
        title: 'Failures, newest first',
        headings: ['last seen', 'count', 'kind', 'screen', 'route', 'what', 'where', 'builds', 'engines', 'languages'],
        rows: summary.failures.map((f) => [
          when(f.lastSeen),
          String(f.count),
          f.kind,
          f.screen,
          f.route,
          f.what.length > 100 ? `${f.what.slice(0, 99)}…` : f.what,
          f.where || '–',
          f.builds.join(' '),
          f.engines.join(' '),
          f.languages.join(' '),
        ]),
      },
    );
  if (summary.refused.length > 0)
    parts.push(`Refused by the collector:\n${summary.refused.map((r) => `  ${r.count} × ${r.reason}`).join('\n')}`);
  return parts;
}

/** The field report as text, each table's columns padded: what `npm run field` prints. */
export function fieldTable(summary: FieldSummary): string {
  const text = fieldReportParts(summary).map((part) =>
    typeof part === 'string' ? part : `${part.title}:\n${textTable(part.headings, part.rows)}`,
  );
  return `${text.join('\n\n')}\n`;
}
