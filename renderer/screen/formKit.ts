import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** How a screen keeps its fields: react-hook-form where it has any (hookForm.ts), nothing where it has none. */
export interface FormKit {
  useForm(defaults: FieldValues): UseFormReturn<FieldValues>;
  /** Re-renders the caller when one of the named fields changes. */
  useWatch(form: UseFormReturn<FieldValues>, names: string[]): void;
}
