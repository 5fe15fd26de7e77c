import { type ReactNode, useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { createFormControl, type UseFormReturn, useForm } from 'react-hook-form';
import type { Evaluate } from '../blocks/fieldKinds.ts';
import { fieldDefaults } from './fieldDefaults.ts';
import type { FormKit } from './formKit.ts';
import type { ScreenForm } from './ScreenForm.ts';
import { typedBeforeCode } from './typedBeforeCode.ts';
import { FieldFormContext } from './useFieldForm.ts';

/** A react-hook-form form made outside React: useForm gives it its state when Fields draws. */
type FormControl = Omit<UseFormReturn, 'formState'>;

/** The react-hook-form control behind each form this kit made, which Fields hands to the field blocks. */
const controls = new WeakMap<ScreenForm, FormControl>();

/** The screen's side of a react-hook-form form: values for expressions, and what the form actions do. */
function screenFormOf(form: FormControl, declared: Record<string, unknown>): ScreenForm {
  return {
    values: () => form.getValues(),
    watch: (names, changed) => form.subscribe({ name: names, formState: { values: true }, callback: changed }),
    set: (name, value) => form.setValue(name, value),
    redeclare(values) {
      if (Object.entries(values).every(([name, value]) => JSON.stringify(value) === JSON.stringify(declared[name]))) return;
      Object.assign(declared, values);
      // react-hook-form's way to take new declared values from the server and keep what the person changed.
      form.reset(
        { ...declared },
        { keepDirtyValues: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true },
      );
    },
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
  const { register: registerField, setValue, getValues } = methods;
  // A field the page's document drew may hold what the person typed before the code came: react-hook-form would put
  // the declared value back as it registers the field, so the typed text is kept, as if typed now.
  const register = useCallback<typeof registerField>(
    (name, options) => {
      const field = registerField(name, options);
      return {
        ...field,
        ref(element: unknown) {
          const typed = typedBeforeCode(element, getValues(name));
          field.ref(element);
          if (typed !== undefined) setValue(name, typed as never, { shouldDirty: true });
        },
      };
    },
    [registerField, setValue, getValues],
  );
  const value = useMemo(() => ({ ...methods, register }), [methods, register]);
  return <FieldFormContext.Provider value={value}>{children}</FieldFormContext.Provider>;
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
  // The document draws the declared values, which the form still holds as the browser takes the drawing over.
  const snapshot = () => {
    if (names.length === 0) return NONE;
    const all = form.values();
    const values = names.map((name) => all[name]);
    if (values.length !== last.current.length || values.some((value, i) => !Object.is(value, last.current[i]))) last.current = values;
    return last.current;
  };
  useSyncExternalStore(watch, snapshot, snapshot);
}

/** react-hook-form as the form of screens with fields; their chunks import it, other screens never load it. */
export const fieldForm: FormKit = { create, Fields, useWatch: useFieldValues };
