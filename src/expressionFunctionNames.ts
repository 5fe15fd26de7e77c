/** Names of the app's expression functions (src/expressionFunctions.ts); kept apart so the checker needs no DOM. */
export const appFunctionNames = ['money', 'amount', 'date', 'datetime', 'now', 'apiUrl', 'userAgentHas'] as const;

/**
 * The app's functions that read the clock or the device: a page's document, drawn at build time, draws nothing that
 * calls them (the renderer waits for the browser).
 */
export const momentFunctionNames = ['now', 'userAgentHas'] as const satisfies readonly (typeof appFunctionNames)[number][];
