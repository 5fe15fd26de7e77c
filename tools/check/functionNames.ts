import { builtins } from '../../renderer/expr/builtins.ts';
import { appFunctionNames } from '../../src/expressionFunctionNames.ts';

/** Every function an expression in pages.yaml may call: the renderer's builtins and the app's own. */
export const functionNames: readonly string[] = [...Object.keys(builtins), ...appFunctionNames];
