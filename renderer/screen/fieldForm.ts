import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createFieldForm } from './createFieldForm.ts';
import type { FieldCheck, FormKit, ScreenForm } from './formKit.ts';

const NO_VALUES: readonly unknown[] = [];
const unsubscribed = () => {};

/**
 * Re-renders the caller when one of the named fields changes. Every block of a form screen calls it, and most read
 * no field: those subscribe to nothing.
 */
function useFieldValues(form: ScreenForm, names: string[]): void {
  const key = names.join('\n');
  const last = useRef(NO_VALUES);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is names, compared by value.
  const subscribe = useCallback((changed: () => void) => (names.length === 0 ? unsubscribed : form.subscribe(names, changed)), [form, key]);
  // The values themselves are the snapshot: a change made before the subscription is in place still re-renders.
  const snapshot = () => {
    if (names.length === 0) return NO_VALUES;
    const values = names.map(form.value);
    const same = values.length === last.current.length && values.every((value, i) => Object.is(value, last.current[i]));
    if (!same) last.current = values;
    return last.current;
  };
  useSyncExternalStore(subscribe, snapshot);
}

/** A field whose block draws its value (a choice, a file, uploaded photos): its value and how to change it. */
export function useField(form: ScreenForm, name: string, checks: readonly FieldCheck[], initial: unknown) {
  form.declare(name, checks, initial);
  useFieldValues(form, [name]);
  useEffect(() => {
    form.mount(name, true);
    return () => form.mount(name, false);
  }, [form, name]);
  return {
    value: form.value(name),
    onChange: (value: unknown) => form.set(name, value),
    ref: (element: Element | null) => form.focusTarget(name, element),
  };
}

/** The renderer's own field form, imported by the chunks of screens with fields only. */
export const fieldForm: FormKit = {
  useForm: (defaults) => useState(() => createFieldForm(defaults))[0],
  useWatch: useFieldValues,
};
