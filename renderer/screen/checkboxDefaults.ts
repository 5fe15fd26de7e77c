import { eachBlock } from './collectFields.ts';

/**
 * The starting values of the screen's checkboxes (`default: true`), given to the form up front so that anything
 * reading such a field (a button's `disabled: "!form.agree"`) sees it from the first render, wherever it stands.
 */
export function checkboxDefaults(blocks: unknown): Record<string, boolean> {
  const values: Record<string, boolean> = {};
  eachBlock(blocks, (block) => {
    if (block.type === 'checkbox' && typeof block.name === 'string') values[block.name] = block.default === true;
  });
  return values;
}
