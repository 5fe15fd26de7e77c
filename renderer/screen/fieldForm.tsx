import { type ReactNode, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { fieldDefaults } from './fieldDefaults.ts';
import type { FormKit, ScreenForm } from './formKit.ts';
import type { ScreenRuntime } from './ScreenRuntime.ts';
import { FieldFormContext } from './useFieldForm.ts';

/** The screen's side of a react-hook-form form: values for expressions, and what the form actions do. */
function screenFormOf(form: UseFormReturn, declared: Readonly<Record<string, unknown>>): ScreenForm {
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
 * The form is made once the screen's data is in, so a field may declare a value from it (`default: data.x`).
 * Values stay when a block leaves the screen (a closed modal, another tab): react-hook-form keeps unmounted
 * fields' values and leaves them out of checks.
 */
function Fields({ screen, children }: { screen: ScreenRuntime; children: ReactNode }) {
  const [declared] = useState(() => fieldDefaults(screen.screen.blocks, (source) => screen.evaluate(source)));
  const methods = useForm({ defaultValues: declared });
  const form = useMemo(() => screenFormOf(methods, declared), [methods, declared]);
  // The actions and expressions of this screen act on this form from its first render on.
  screen.form = form;
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
export const fieldForm: FormKit = { Fields, useWatch: useFieldValues };
