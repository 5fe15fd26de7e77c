import { safely } from './safely.ts';
import type { CallOptions, CallResult, ToastService } from '../../renderer/runtime/services.ts';
import { normaliseResult, type ResultRules } from './normaliseResult.ts';
import type { HttpOutcome } from './types.ts';

/** Told of an exchange that got no usable answer: none, none in time, an HTTP error or a body that is not JSON. */
export type CallTrouble = (outcome: 'failed' | 'hung', status: number | undefined) => void;

const NO_USABLE_ANSWER = new Set<unknown>(['network', 'timeout', 'http', 'malformed']);

/**
 * Runs one exchange with its toasts: a loading toast while waiting (hidden whatever the answer), then the
 * failure text unless the caller is quiet; `trouble` hears of an exchange without a usable answer. Never rejects,
 * even if the sender, the toast service or `trouble` throws.
 */
export async function runCall(
  send: () => Promise<HttpOutcome>,
  rules: ResultRules,
  toast: ToastService,
  options: CallOptions = {},
  trouble?: CallTrouble,
): Promise<CallResult> {
  const loadingId = options.loading ? safely(() => toast.show(options.loading ?? '', { loading: true })) : undefined;
  let outcome: HttpOutcome;
  try {
    outcome = await send();
  } catch {
    outcome = { kind: 'network' };
  } finally {
    if (loadingId !== undefined) safely(() => toast.hide(loadingId));
  }
  const result = normaliseResult(outcome, rules);
  if (trouble && NO_USABLE_ANSWER.has(result.code)) {
    const status = outcome.kind === 'answer' ? outcome.status : undefined;
    safely(() => trouble(result.code === 'timeout' ? 'hung' : 'failed', status));
  }
  if (!result.success && !options.quiet && result.message !== '') safely(() => toast.show(result.message));
  return result;
}
