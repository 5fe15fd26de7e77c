import type { RendererRuntime } from '../runtime/RendererContext.ts';
import type { CallResult } from '../runtime/services.ts';
import { type NumberPlan, readNumbers } from './readNumbers.ts';

/**
 * The check the build made from an endpoint's declared answer (ajv's standalone code): true when the data fits,
 * else false with where it stopped in `errors[0]`.
 */
export interface AnswerCheck {
  (data: unknown): boolean;
  errors?: readonly { instancePath: string; keyword: string; params: unknown }[] | null;
  /** Where the shape declares numbers that may arrive as numeric strings; none when it declares no number. */
  numbers?: NumberPlan;
}

/**
 * A success-coded answer's data in the one form its endpoint's declared answer gives it: a number that came as a
 * numeric string is read as the number. Data that does not fit even so is a failure, not a blank screen:
 * it comes back as `success: false` with `message`, and `report` names the endpoint and the first place that did
 * not fit (`data/userOrderDetail/detail/2: required {"missingProperty":"text"}`), and is given that place alone
 * (`where`: `/data/userOrderDetail/detail/2`). Failures, and endpoints without a declared answer, pass as they are.
 */
export function checkAnswer(
  result: CallResult,
  endpoint: string,
  checks: Readonly<Record<string, AnswerCheck>> | undefined,
  message: string,
  report: (message: string, where: string) => void,
): CallResult {
  const check = checks?.[endpoint];
  if (!result.success || !check) return result;
  const data = check.numbers ? readNumbers(result.data, check.numbers) : result.data;
  if (check(data)) return data === result.data ? result : { ...result, data };
  const error = check.errors?.[0];
  const where = `/data${error?.instancePath ?? ''}`;
  report(
    `endpoint ${endpoint}: the answer does not fit at data${error?.instancePath}: ${error?.keyword} ${JSON.stringify(error?.params)}`,
    where,
  );
  return { ...result, success: false, code: 'answer', message };
}

/** How a screen says its endpoint's answer was refused: to developers, and to the app's watch (the place only). */
export function refusalTold(runtime: Pick<RendererRuntime, 'report' | 'watch'>, screen: string, endpoint: string) {
  return (message: string, where: string) => {
    runtime.report(`screen ${screen}: ${message}`);
    runtime.watch.problem('call', { endpoint, outcome: 'refused', where });
  };
}
