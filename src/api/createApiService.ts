import { toText } from '../../renderer/expr/evaluate.ts';
import type { ApiService, CallOptions, CallResult } from '../../renderer/runtime/services.ts';
import type { Endpoint } from '../../schemas/types.ts';
import { clientKinds } from './clients/index.ts';
import { describeError } from '../../renderer/runtime/describeError.ts';
import { safely } from './safely.ts';
import { failureText } from './failureText.ts';
import { fetchWithTimeout } from './fetchWithTimeout.ts';
import type { ResultRules } from './normaliseResult.ts';
import { prepareRequest } from './prepareRequest.ts';
import { prepareUpload } from './prepareUpload.ts';
import { requestUrl } from './requestUrl.ts';
import { runCall } from './runCall.ts';
import { sendWithXhr } from './sendWithXhr.ts';
import type { ApiServiceOptions, HttpOutcome, RequestContext, XhrLike } from './types.ts';

/**
 * The HTTP clients of docs/product.md behind the renderer's `ApiService`. Every setting, code and text comes from
 * `api`/`endpoints` of pages.yaml through `resolve`; nothing is kept between calls but the options.
 */
export function createApiService(options: ApiServiceOptions): ApiService {
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr: () => XhrLike = options.createXhr ?? (() => new XMLHttpRequest());
  const reportProblem = options.reportProblem ?? ((message: string) => console.error(message));

  const endpointOf = (id: string): Endpoint => {
    if (!Object.hasOwn(options.endpoints, id)) throw new Error(`no endpoint "${id}" in pages.yaml`);
    return options.endpoints[id] as Endpoint;
  };

  const contextOf = (endpoint: Endpoint): RequestContext => ({
    api: options.api,
    settings: options.api.clients[endpoint.client],
    kind: clientKinds[endpoint.client],
    endpoint,
    resolve: options.resolve,
    pageQuery: options.pageQuery(),
    apiBase: options.apiBase,
    report: reportProblem,
  });

  const networkError = (): string => {
    try {
      return options.api.networkError === undefined ? '' : toText(options.resolve(options.api.networkError));
    } catch {
      return '';
    }
  };

  const rulesOf = (context: RequestContext): ResultRules => ({
    resultKey: context.settings.resultKey ?? 'code',
    successCode: options.resolve(context.endpoint.success ?? context.settings.success),
    failureText: (code, serverMessage) => failureText(context.settings, options.resolve, code, serverMessage),
    networkError: networkError(),
  });

  // Config mistakes (an unknown endpoint, an expression that throws) are caught by `npm run check`; should one
  // slip through, the borrower still gets a message and the screen an answer instead of a rejection.
  const broken = (id: string, error: unknown, quiet: boolean | undefined): CallResult => {
    reportProblem(`api "${id}": ${describeError(error)}`);
    const message = networkError();
    if (!quiet && message !== '') safely(() => options.toast.show(message));
    return { success: false, code: 'config', message, data: undefined, raw: undefined };
  };

  const exchange = (id: string, build: () => [() => Promise<HttpOutcome>, ResultRules], callOptions?: CallOptions) => {
    let prepared: [() => Promise<HttpOutcome>, ResultRules];
    try {
      prepared = build();
    } catch (error) {
      return Promise.resolve(broken(id, error, callOptions?.quiet));
    }
    const { callTrouble } = options;
    return runCall(
      prepared[0],
      prepared[1],
      options.toast,
      callOptions,
      callTrouble && ((outcome, status) => callTrouble(id, outcome, status)),
    );
  };

  return {
    call(id: string, payload: Record<string, unknown>, callOptions?: CallOptions): Promise<CallResult> {
      return exchange(
        id,
        () => {
          const context = contextOf(endpointOf(id));
          const request = prepareRequest(context, payload);
          return [() => fetchWithTimeout(fetchImpl, request), rulesOf(context)];
        },
        callOptions,
      );
    },

    upload(id: string, field: string, file: Blob, onProgress?: (fraction: number) => void): Promise<CallResult> {
      return exchange(id, () => {
        const context = contextOf(endpointOf(id));
        const request = prepareUpload(context, field, file);
        return [() => sendWithXhr(createXhr(), request, onProgress), rulesOf(context)];
      });
    },

    url(id: string, query: Record<string, unknown>): string {
      try {
        return requestUrl(contextOf(endpointOf(id)), query, true);
      } catch (error) {
        reportProblem(`api "${id}": ${describeError(error)}`);
        return '';
      }
    },
  };
}
