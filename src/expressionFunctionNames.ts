/** Names of the app's expression functions (src/expressionFunctions.ts); kept apart so the checker needs no DOM. */
export const appFunctionNames = ['money', 'amount', 'date', 'datetime', 'now', 'apiUrl', 'userAgentHas'] as const;
