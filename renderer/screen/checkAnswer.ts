import type { CallResult } from '../runtime/services.ts';

/**
 * The check the build made from an endpoint's declared answer (ajv's standalone code): true when the data fits,
 * else false with where it stopped in `errors[0]`.
 */
export interface AnswerCheck {
  (data: unknown): boolean;
  errors?: readonly { instancePath: string; keyword: string; params: unknown }[] | null;
}

/**
 * A success-coded answer whose data does not fit its endpoint's declared answer is a failure, not a blank screen:
 * it comes back as `success: false` with `message`, and `report` names the endpoint and the first place that did
 * not fit (`data/userOrderDetail/detail/2: required {"missingProperty":"text"}`). Failures, and endpoints without
 * a declared answer, pass as they are.
 */
export function checkAnswer(
  result: CallResult,
  endpoint: string,
  checks: Readonly<Record<string, AnswerCheck>> | undefined,
  message: string,
  report: (message: string) => void,
): CallResult {
  const check = checks?.[endpoint];
  if (!result.success || !check || check(result.data)) return result;
  const error = check.errors?.[0];
  report(`endpoint ${endpoint}: the answer does not fit at data${error?.instancePath}: ${error?.keyword} ${JSON.stringify(error?.params)}`);
  return { ...result, success: false, code: 'answer', message };
}
