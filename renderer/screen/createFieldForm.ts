import type { FieldBinding, FieldCheck, ScreenForm } from './formKit.ts';

type NativeField = HTMLInputElement | HTMLTextAreaElement;

interface Field {
  checks: readonly FieldCheck[];
  mounted: boolean;
  /** The native element holding the value (bound fields), or the one to focus (declared fields). */
  element?: Element;
  bound: boolean;
}

const isCheckbox = (element: NativeField): element is HTMLInputElement => element.type === 'checkbox';
const read = (element: NativeField): unknown => (isCheckbox(element) ? element.checked : element.value);

function write(element: NativeField, value: unknown): void {
  if (isCheckbox(element)) element.checked = value === true;
  else if (element.value !== String(value ?? '')) element.value = String(value ?? '');
}

/**
 * The fields of a screen. Native inputs keep their own value and report each edit, so typing re-renders only the
 * blocks that read the field. A field keeps its value when its block leaves the screen (a closed modal, another
 * tab) and shows it again when it returns. `defaults` are values known before any block draws (checkboxes).
 */
export function createFieldForm(defaults: Record<string, unknown>): ScreenForm {
  const values: Record<string, unknown> = { ...defaults };
  const initial: Record<string, unknown> = { ...defaults };
  const fields = new Map<string, Field>();
  const watchers = new Set<{ names: readonly string[]; changed: () => void }>();

  const field = (name: string, checks: readonly FieldCheck[], bound: boolean) => {
    const known = fields.get(name);
    if (known) {
      known.checks = checks;
      return known;
    }
    const created: Field = { checks, mounted: false, bound };
    fields.set(name, created);
    return created;
  };
  const changed = (names: readonly string[]) => {
    for (const watcher of [...watchers]) if (watcher.names.some((n) => names.includes(n))) watcher.changed();
  };
  /** Keeps a value, and shows it in the field's native element when the browser holds it. */
  const put = (name: string, value: unknown) => {
    values[name] = value;
    const known = fields.get(name);
    if (known?.bound && known.element) write(known.element as NativeField, value);
  };
  const start = (name: string, value: unknown) => {
    if (name in values) return;
    values[name] = value;
    if (!(name in initial)) initial[name] = value;
  };

  const form: ScreenForm = {
    values: () => values,
    value: (name) => values[name],
    set(name, value) {
      put(name, value);
      changed([name]);
    },
    bind(name, checks): FieldBinding {
      const known = field(name, checks, true);
      return {
        name,
        ref(element) {
          known.mounted = element !== null;
          if (!element || element === known.element) return;
          known.element = element;
          // A new element shows the value the field already has; a first one gives the field its starting value.
          if (name in values) write(element, values[name]);
          else start(name, read(element));
        },
        onChange({ target }) {
          values[name] = read(target as NativeField);
          changed([name]);
        },
      };
    },
    declare(name, checks, value) {
      field(name, checks, false);
      start(name, value);
    },
    mount(name, on) {
      const known = fields.get(name);
      if (known) known.mounted = on;
    },
    focusTarget(name, element) {
      const known = fields.get(name);
      if (known && element) known.element = element;
    },
    problem(name) {
      const known = fields.get(name);
      if (!known?.mounted) return undefined;
      for (const check of known.checks) {
        const outcome = check(values[name]);
        if (outcome !== true) return outcome;
      }
      return undefined;
    },
    focus(name) {
      (fields.get(name)?.element as HTMLElement | undefined)?.focus?.();
    },
    reset(names = Object.keys(values)) {
      for (const name of names) put(name, initial[name]);
      changed(names);
    },
    subscribe(names, onChange) {
      const watcher = { names, changed: onChange };
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
  return form;
}
