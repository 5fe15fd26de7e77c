import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** The screen's react-hook-form form, given to the blocks inside by fieldForm.tsx's Fields. */
export const FieldFormContext = createContext<UseFormReturn | null>(null);

/**
 * The screen's react-hook-form form for a field block: its useForm methods (`register`, `control` for
 * useController and useWatch, `getValues`…). A context of its own rather than FormProvider's: that one's value
 * changes with the form's state, which would re-render every field block each time (once as the form mounts).
 */
export function useFieldForm(): UseFormReturn {
  const form = useContext(FieldFormContext);
  if (!form) throw new Error('useFieldForm() outside a screen with fields');
  return form;
}
