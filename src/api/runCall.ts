import { safely } from './safely.ts';
import type { CallOptions, CallResult, ToastService } from '../../renderer/runtime/services.ts';
import { normaliseResult, type ResultRules } from './normaliseResult.ts';
import type { HttpOutcome } from './types.ts';

/**
 * Runs one exchange with its toasts: a loading toast while waiting (hidden whatever the answer), then the
 * failure text unless the caller is quiet. Never rejects, even if the sender or the toast service throws.
 */
export async function runCall(
  send: () => Promise<HttpOutcome>,
  rules: ResultRules,
  toast: ToastService,
  options: CallOptions = {},
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
  if (!result.success && !options.quiet && result.message !== '') safely(() => toast.show(result.message));
  return result;
}
