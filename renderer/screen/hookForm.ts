import { useForm, useWatch } from 'react-hook-form';
import type { FormKit } from './formKit.ts';

/** react-hook-form, imported by the chunks of screens with fields only. */
export const hookForm: FormKit = {
  useForm: (defaults) => useForm({ mode: 'onSubmit', shouldUnregister: false, defaultValues: defaults }),
  useWatch: (form, names) => {
    useWatch({ control: form.control, name: names, disabled: names.length === 0 });
  },
};
