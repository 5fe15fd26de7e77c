import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormKit } from './formKit.ts';

const noop = () => {};

/**
 * The form of a screen without fields, so such screens never download react-hook-form. The checker only lets
 * actions and expressions name fields a screen declares, so nothing here is ever asked for a field.
 */
const emptyForm = {
  getValues: () => ({}),
  setValue: noop,
  trigger: async () => true,
  getFieldState: () => ({ invalid: false, isDirty: false, isTouched: false, isValidating: false }),
  setFocus: noop,
  reset: noop,
  resetField: noop,
} as unknown as UseFormReturn<FieldValues>;

export const noForm: FormKit = {
  useForm: () => emptyForm,
  useWatch: noop,
};
