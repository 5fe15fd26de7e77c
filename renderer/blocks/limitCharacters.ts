import type { ChangeEvent, CompositionEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { keepWithin } from './keepWithin.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;

// The value before each edit, per field; read back when the edit lands to tell what was typed.
const previous = new WeakMap<Field, string>();

function remember(event: Event): void {
  if ((event as InputEvent).isComposing) return;
  const field = event.currentTarget as Field;
  previous.set(field, field.value);
}

function enforce(field: Field, max: number): void {
  const { value, caret } = keepWithin(previous.get(field) ?? '', field.value, max);
  if (value !== field.value) {
    field.value = value;
    field.setSelectionRange(caret, caret);
  }
  previous.set(field, field.value);
}

/**
 * A registered field that holds at most `max` characters as people count them (the native maxLength counts
 * UTF-16 units, so 100 emoji would fill a 200 field). Extra input is ignored as the browser would; an IME
 * composition is limited once it ends. With no `max`, the registration is returned unchanged.
 */
export function limitCharacters(registered: UseFormRegisterReturn, max: number | undefined) {
  if (max === undefined) return registered;
  return {
    ...registered,
    ref: (field: Field | null) => {
      registered.ref(field);
      if (field && !previous.has(field)) {
        previous.set(field, field.value);
        field.addEventListener('beforeinput', remember);
      }
    },
    onChange: (event: ChangeEvent<Field>) => {
      if (!(event.nativeEvent as InputEvent).isComposing) enforce(event.target, max);
      return registered.onChange(event);
    },
    onCompositionEnd: (event: CompositionEvent<Field>) => {
      const field = event.currentTarget;
      enforce(field, max);
      void registered.onChange({ target: field, type: 'change' });
    },
  };
}
