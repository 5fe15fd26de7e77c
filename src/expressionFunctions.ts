import { isPlainObject } from '../renderer/expr/evaluate.ts';
import type { ApiService } from '../renderer/runtime/services.ts';
import type { Constants } from '../schemas/types.ts';
import type { appFunctionNames } from './expressionFunctionNames.ts';
import { formatAmount } from './format/formatAmount.ts';
import { formatDate } from './format/formatDate.ts';
import { formatDateTime } from './format/formatDateTime.ts';
import { formatMoney } from './format/formatMoney.ts';
import { userAgentHas } from './device/userAgentHas.ts';

export interface ExpressionFunctionDeps {
  constants: Constants;
  /** The current language pack's currency symbol, read at each call so a language switch shows at once. */
  currency: () => string;
  api: ApiService;
  now: () => number;
  /** The browser's user agent text (navigator.userAgent). */
  userAgent: () => string;
}

type AppFunction = (...args: unknown[]) => unknown;

/** The name of one app expression function. */
export type AppFunctionName = (typeof appFunctionNames)[number];

// Expressions must never take a screen down: whatever a function meets, it answers ''.
function total(run: AppFunction): AppFunction {
  return (...args) => {
    try {
      return run(...args);
    } catch {
      return '';
    }
  };
}

/**
 * The app's expression functions (names in expressionFunctionNames.ts): `money(minor)` → `$1.234,56`,
 * `amount(minor)` → `1.234,56`, `date(v)` → `YYYY-MM-DD`, `datetime(v)` → `YYYY-MM-DD HH:MM:SS`, `now()` → epoch
 * ms, `apiUrl(endpointId, query)` → the URL of a GET endpoint (captcha image), `userAgentHas(textOrList)` → whether
 * the browser's user agent contains the text (or any of the list), ignoring case. Each is total: bad input gives ''.
 */
export function createExpressionFunctions(deps: ExpressionFunctionDeps): Readonly<Record<AppFunctionName, AppFunction>> {
  const functions = {
    money: total((minor) => formatMoney(minor, deps.currency(), deps.constants)),
    amount: total((minor) => formatAmount(minor, deps.constants)),
    date: total((value) => formatDate(value)),
    datetime: total((value) => formatDateTime(value)),
    now: total(() => deps.now()),
    apiUrl: total((endpointId, query) =>
      typeof endpointId === 'string' ? deps.api.url(endpointId, isPlainObject(query) ? query : {}) : '',
    ),
    userAgentHas: total((text) => userAgentHas(deps.userAgent(), text)),
  } satisfies Record<AppFunctionName, AppFunction>;
  return functions;
}
