import type { FieldItem, FieldStore } from '../../sandbox/fieldCollector.ts';

/** The timings of the table, in its order: web-vitals' and the page's own moments, by their measurement names. */
export const MEASURES = ['lcp', 'inp', 'cls', 'fcp', 'ttfb', 'first_draw', 'ready'] as const;
export type Measure = (typeof MEASURES)[number];

/** The 75th percentile of each timing of one screen on one engine, for the page's loads or the screens reached by a tap. */
export interface TimingRow {
  screen: string;
  engine: string;
  /** `load`: the page opened on this screen; `tap`: the screen reached from another inside the page. */
  view: 'load' | 'tap';
  count: number;
  p75: Partial<Record<Measure, number>>;
}

/** One failure as a developer looks for it, with how often and when it came. */
export interface FailureRow {
  kind: string;
  screen: string;
  route: string;
  /** The error's type and words, or what the call, the code or the policy did. */
  what: string;
  /** The newest frame of its stack (file:line:column and function), if it has one. */
  where: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  builds: string[];
  engines: string[];
  languages: string[];
}

export interface FieldSummary {
  /** When the first and the last report arrived. */
  span: { from: string; to: string } | undefined;
  timings: TimingRow[];
  /** How many failures of each kind each screen had, most first. */
  failureCounts: { kind: string; screen: string; count: number }[];
  /** Each distinct failure, newest first. */
  failures: FailureRow[];
  /** Envelopes the collector could not read, by reason. */
  refused: { reason: string; count: number }[];
}

/** The nearest-rank percentile of `values` (`p` from 0 to 1), as field data tools state a p75. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

type Payload = Record<string, unknown>;
const record = (value: unknown): Payload => (typeof value === 'object' && value !== null ? (value as Payload) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const tagsOf = (payload: Payload) => record(payload.tags) as Record<string, string | undefined>;

function timingRows(items: FieldItem[]): TimingRow[] {
  const groups = new Map<string, { row: Omit<TimingRow, 'p75' | 'count'>; values: Map<Measure, number[]>; count: number }>();
  for (const { payload } of items) {
    const tags = tagsOf(payload);
    const view = text(record(record(payload.contexts).trace).op) === 'navigation' ? 'tap' : 'load';
    const row = { screen: tags.screen ?? '?', engine: tags.engine ?? '?', view } as const;
    const key = JSON.stringify(row);
    const group = groups.get(key) ?? { row, values: new Map(), count: 0 };
    groups.set(key, group);
    group.count++;
    for (const measure of MEASURES) {
      const value = record(record(payload.measurements)[measure]).value;
      if (typeof value === 'number') group.values.set(measure, [...(group.values.get(measure) ?? []), value]);
    }
  }
  return [...groups.values()]
    .map(({ row, values, count }) => ({
      ...row,
      count,
      p75: Object.fromEntries([...values].map(([measure, list]) => [measure, percentile(list, 0.75)])) as TimingRow['p75'],
    }))
    .sort((a, b) => a.screen.localeCompare(b.screen) || a.view.localeCompare(b.view) || a.engine.localeCompare(b.engine));
}

/** What the failure was, in one line. */
function whatOf(payload: Payload): string {
  const message = record(payload.message).formatted ?? payload.message;
  if (typeof message === 'string') return message;
  const [error] = (record(payload.exception).values as Payload[] | undefined) ?? [];
  return error ? `${text(error.type)}: ${text(error.value)}` : '?';
}

/** Where in the code: the newest frame (the protocol lists frames oldest first), its file without the origin. */
function whereOf(payload: Payload): string {
  const [error] = (record(payload.exception).values as Payload[] | undefined) ?? [];
  const frames = (record(error?.stacktrace).frames as Payload[] | undefined) ?? [];
  const frame = frames[frames.length - 1];
  if (!frame) return '';
  const file = text(frame.filename).replace(/^[a-z]+:\/\/[^/]+\//, '');
  return `${file}:${String(frame.lineno)}:${String(frame.colno)}${frame.function ? ` (${text(frame.function)})` : ''}`;
}

function failureRows(items: FieldItem[]): FailureRow[] {
  const rows = new Map<string, FailureRow>();
  const add = (list: string[], value: string | undefined) => (value && !list.includes(value) ? [...list, value].sort() : list);
  for (const { payload, receivedAt } of items) {
    const tags = tagsOf(payload);
    const base = {
      kind: tags.kind ?? '?',
      screen: tags.screen ?? '?',
      route: tags.route ?? '',
      what: whatOf(payload),
      where: whereOf(payload),
    };
    const key = JSON.stringify(base);
    const row = rows.get(key) ?? { ...base, count: 0, firstSeen: receivedAt, lastSeen: receivedAt, builds: [], engines: [], languages: [] };
    row.count++;
    if (receivedAt < row.firstSeen) row.firstSeen = receivedAt;
    if (receivedAt > row.lastSeen) row.lastSeen = receivedAt;
    row.builds = add(row.builds, text(payload.release));
    row.engines = add(row.engines, tags.engine);
    row.languages = add(row.languages, tags.language);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || b.count - a.count);
}

function countBy<T>(list: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** What the collector received, as the team reads it: timings per screen and engine, failures by kind and screen. */
export function summarise(store: FieldStore): FieldSummary {
  const times = store.items.map((item) => item.receivedAt).sort();
  const events = store.items.filter((item) => item.type === 'event');
  const failureCounts = [...countBy(events, ({ payload }) => JSON.stringify([tagsOf(payload).kind ?? '?', tagsOf(payload).screen ?? '?']))]
    .map(([key, count]) => {
      const [kind, screen] = JSON.parse(key) as [string, string];
      return { kind, screen, count };
    })
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.screen.localeCompare(b.screen));
  return {
    span: times.length > 0 ? { from: times[0]!, to: times[times.length - 1]! } : undefined,
    timings: timingRows(store.items.filter((item) => item.type === 'transaction')),
    failureCounts,
    failures: failureRows(events),
    refused: [...countBy(store.refused, (r) => r.reason)].map(([reason, count]) => ({ reason, count })),
  };
}
