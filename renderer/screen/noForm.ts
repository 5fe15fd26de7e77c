import type { FormKit, ScreenForm } from './formKit.ts';

const noop = () => {};
const NO_VALUES = {};

/**
 * The form of a screen without fields, so such screens never download the field form. The checker only lets
 * actions and expressions name fields a screen declares, so nothing here is ever asked for a field.
 */
const emptyForm: ScreenForm = {
  values: () => NO_VALUES,
  value: () => undefined,
  set: noop,
  bind: (name) => ({ name, ref: noop, onChange: noop }),
  declare: noop,
  mount: noop,
  focusTarget: noop,
  problem: () => undefined,
  focus: noop,
  reset: noop,
  subscribe: () => noop,
};

export const noForm: FormKit = {
  useForm: () => emptyForm,
  useWatch: noop,
};
