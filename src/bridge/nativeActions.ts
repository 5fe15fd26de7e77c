/**
 * The messages this product's app shell answers (product.md): the one list that pages.yaml's schema allows in a
 * `native` action, the bridge sends and the browser tests' pretend shell answers.
 */
export const nativeActions = [
  'to',
  'closeWebview',
  'toP',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
] as const;

export type NativeAction = (typeof nativeActions)[number];
