/**
 * The settings in which kinds keep blocks (a screen's, a modal's, a stack's `blocks`). The renderer walks a screen's
 * blocks through these, as the schema does not ship to the browser; tests/check/screen-index.test.ts checks them
 * against the schema, so a kind that keeps blocks under a new name adds it here.
 */
export const BLOCK_LIST_SETTINGS = ['blocks'] as const;
