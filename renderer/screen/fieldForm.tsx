import { type ReactNode, useCallback, useRef, useSyncExternalStore } from 'react';
import { createFormControl, type UseFormReturn, useForm } from 'react-hook-form';
import type { Evaluate } from '../blocks/fieldKinds.ts';
import { fieldDefaults } from './fieldDefaults.ts';
import type { FormKit } from './formKit.ts';
import type { ScreenForm } from './ScreenForm.ts';
import { FieldFormContext } from './useFieldForm.ts';

/** A react-hook-form form made outside React: useForm gives it its state when Fields draws. */
type FormControl = Omit<UseFormReturn, 'formState'>;

/** The react-hook-form control behind each form this kit made, which Fields hands to the field blocks. */
const controls = new WeakMap<ScreenForm, FormControl>();

/** The screen's side of a react-hook-form form: values for expressions, and what the form actions do. */
function screenFormOf(form: FormControl, declared: Readonly<Record<string, unknown>>): ScreenForm {
  return {
    values: () => form.getValues(),
    watch: (names, changed) => form.subscribe({ name: names, formState: { values: true }, callback: changed }),
    set: (name, value) => form.setValue(name, value),
    reset(names = Object.keys(declared)) {
      for (const name of names) form.resetField(name);
    },
    async check(name) {
      if (await form.trigger(name, { shouldFocus: true })) return undefined;
      return form.getFieldState(name).error?.message ?? '';
    },
  };
}

/**
 * Made outside React (react-hook-form's createFormControl), so the screen holds its form before its blocks draw
 * and nothing is handed over during a render. Values stay when a block leaves the screen (a closed modal, another
 * tab): react-hook-form keeps unmounted fields' values and leaves them out of checks.
 */
function create(blocks: unknown, evaluate: Evaluate): ScreenForm {
  const declared = fieldDefaults(blocks, evaluate);
  const { formControl } = createFormControl({ defaultValues: declared });
  const form = screenFormOf(formControl, declared);
  controls.set(form, formControl);
  return form;
}

function Fields({ form, children }: { form: ScreenForm; children: ReactNode }) {
  const methods = useForm({ formControl: controls.get(form) });
  return <FieldFormContext.Provider value={methods}>{children}</FieldFormContext.Provider>;
}

const NONE: readonly unknown[] = [];
const unsubscribed = () => {};

/**
 * Re-renders the caller when one of the named fields changes, through react-hook-form's subscribe. Every block of
 * a screen with fields calls it and most read no field: those subscribe to nothing and cost one hook.
 */
function useFieldValues(form: ScreenForm, names: readonly string[]): void {
  const key = names.join('\n');
  const last = useRef(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is names, compared by value.
  const watch = useCallback((changed: () => void) => (names.length === 0 ? unsubscribed : form.watch(names, changed)), [form, key]);
  // The values themselves are the snapshot: a change made before the subscription is in place still re-renders.
  useSyncExternalStore(watch, () => {
    if (names.length === 0) return NONE;
    const all = form.values();
    const values = names.map((name) => all[name]);
    if (values.length !== last.current.length || values.some((value, i) => !Object.is(value, last.current[i]))) last.current = values;
    return last.current;
  });
}

/** react-hook-form as the form of screens with fields; their chunks import it, other screens never load it. */
export const fieldForm: FormKit = { create, Fields, useWatch: useFieldValues };
