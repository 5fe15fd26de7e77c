import { type ScreenCall, isCallTo } from './screenCalls.ts';

/** When each step of a first load happened, ms from navigation, by the step's words in the bench's output. */
export type LoadSteps = Record<string, number>;

/** What the page recorded of its first load: User Timing marks, resource timings and its entry script. */
export interface LoadRecord {
  marks: [string, number][];
  resources: { name: string; start: number; end: number }[];
  entry: string | undefined;
}

/** The User Timing marks of src/ and tools/bench/floor, in the bench's words. */
const MARKS: Record<string, string> = {
  boot: 'boot starts (the entry is evaluating)',
  'entry-evaluated': 'entry evaluated (React loaded, first draw scheduled)',
  'first-screen-data': "the answer reaches the page's code (floor)",
  'first-screen-code': "the screen's code has arrived and run (project)",
};

/** A call's name in the output: the last part of its path (`problem-init`). */
const callName = (call: ScreenCall) => call.path.split('/').at(-1) ?? call.endpoint;

/**
 * The steps of one first load, derived from the screen: its entry script, its chunk (`chunk`, named after the
 * screen), each of its `calls` asked for and answered, the marks, and its `moments` (first draw and ready, by their
 * words in the output).
 */
export function loadSteps(record: LoadRecord, chunk: string, calls: ScreenCall[], moments: LoadSteps): LoadSteps {
  const steps: LoadSteps = {};
  for (const [mark, at] of record.marks) if (MARKS[mark]) steps[MARKS[mark]] = at;
  const entry = record.resources.find((r) => r.name === record.entry);
  if (entry) steps['entry script downloaded'] = entry.end;
  const screenChunk = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  const code = record.resources.find((r) => screenChunk.test(r.name));
  if (code) steps["the screen's chunk requested"] = code.start;
  for (const call of calls) {
    const answer = record.resources.find((r) => isCallTo(r.name, call));
    if (!answer) continue;
    steps[`${callName(call)} requested`] = answer.start;
    steps[`${callName(call)} answer received by the network`] = answer.end;
  }
  return { ...steps, ...moments };
}
