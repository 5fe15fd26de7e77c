import type { FormKit } from './formKit.ts';
import type { ScreenForm } from './ScreenForm.ts';

const NO_VALUES = {};

/**
 * The form of a screen without fields, so such screens never download react-hook-form. The checker only lets
 * actions and expressions name fields a screen declares, so nothing here is ever asked for a field.
 */
export const emptyForm: ScreenForm = {
  values: () => NO_VALUES,
  watch: () => () => {},
  set: () => {},
  redeclare: () => {},
  reset: () => {},
  check: async () => undefined,
};

export const noForm: FormKit = {
  create: () => emptyForm,
  Fields: ({ children }) => children,
  useWatch: () => {},
};
