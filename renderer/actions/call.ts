import type { ActionOf } from '../../schemas/types.ts';
import { looseEquals, toText } from '../expr/evaluate.ts';
import { checkAnswer, refusalTold } from '../screen/checkAnswer.ts';
import type { ActionHandler } from './types.ts';

/**
 * Calls an endpoint and runs the branch for its answer: `onCode` for a matching code first, then onSuccess or
 * onFailure; an answer whose data does not fit the endpoint's declared answer is a failure. While a call to the
 * endpoint is in flight, a second one sends nothing and ends the list.
 */
export const call: ActionHandler<ActionOf<'call'>> = async (action, context) => {
  const { screen, runtime } = context;
  if (screen.inFlight.has(action.endpoint)) return 'stop';
  const payload = Object.fromEntries(Object.entries(action.payload ?? {}).map(([k, v]) => [k, context.value(v)]));
  const loading = action.loading === undefined ? undefined : toText(context.value(action.loading));
  const codeBranch = Object.entries(action.onCode ?? {});
  screen.inFlight.add(action.endpoint);
  let result: Awaited<ReturnType<typeof runtime.api.call>>;
  try {
    result = await runtime.api.call(action.endpoint, payload, {
      ...(loading ? { loading } : {}),
      quiet: action.quiet === true,
    });
  } finally {
    screen.inFlight.delete(action.endpoint);
  }
  if (screen.signal.aborted) return 'stop';
  const fitted = checkAnswer(
    result,
    action.endpoint,
    screen.parts.answers,
    runtime.ui('answerFailed'),
    refusalTold(runtime, screen.id, action.endpoint),
  );
  // The client saw a success and said nothing; a broken answer is told as any failure is.
  if (fitted !== result && action.quiet !== true) runtime.toast.show(fitted.message);
  result = fitted;
  if (result.success && action.into) {
    const into = action.into;
    screen.store.set((values) => ({ ...values, data: { ...values.data, [into]: result.data } }));
  }
  const matched = codeBranch.find(([code]) => looseEquals(result.code, code));
  if (matched) return (await context.run(matched[1], { result })) === 'stop' ? 'stop' : undefined;
  const branch = result.success ? action.onSuccess : action.onFailure;
  if ((await context.run(branch, { result })) === 'stop') return 'stop';
  return result.success ? undefined : 'stop';
};
