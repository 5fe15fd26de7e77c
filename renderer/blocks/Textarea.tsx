import { useCallback, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { characterCount } from './characters.ts';
import { fieldKinds } from './fieldKinds.ts';
import { fieldRules } from './fieldRules.ts';
import { limitCharacters } from './limitCharacters.ts';

/**
 * Multi-line text with an n/max counter, registered with react-hook-form. Input past max is ignored; the field, the
 * counter and the value sent all count characters as people see them. Only the counter re-renders while typing.
 */
export function Textarea({ block }: { block: BlockOf<'textarea'> }) {
  const form = useFieldForm();
  const { register } = form;
  const ev = useEvaluator(block);
  const max = toNumber(ev(block.maxLength)) ?? 0;
  const label = block.label === undefined ? '' : toText(ev(block.label));
  const id = `field-${block.name}`;
  return (
    <div className="r-field r-textarea-field">
      {label && (
        <label className="r-label" htmlFor={id}>
          {label}
        </label>
      )}
      <textarea
        id={id}
        className="r-textarea"
        rows={block.rows ?? 5}
        readOnly={block.readOnly === true}
        placeholder={block.placeholder === undefined ? undefined : toText(ev(block.placeholder))}
        aria-describedby={`${id}-count`}
        // Drawn with its declared value, so the page's document shows it too (react-hook-form sets it only in the browser).
        defaultValue={toText(fieldKinds.textarea(block, ev))}
        {...limitCharacters(register(block.name, { validate: fieldRules(block.rules, ev) }), max)}
      />
      <Counter form={form} name={block.name} max={max} id={`${id}-count`} />
    </div>
  );
}

/**
 * Read through useSyncExternalStore, which checks the value again once subscribed: text typed into the page's
 * document before the code came is taken in as the field registers, before the counter listens.
 */
function Counter({ form, name, max, id }: { form: UseFormReturn; name: string; max: number; id: string }) {
  const { subscribe, getValues } = form;
  const listen = useCallback(
    (changed: () => void) => subscribe({ name, formState: { values: true }, callback: changed }),
    [subscribe, name],
  );
  const read = () => getValues(name) as unknown;
  const value = useSyncExternalStore(listen, read, read);
  const length = typeof value === 'string' ? characterCount(value) : 0;
  return (
    <span className="r-counter" id={id} aria-live="polite">
      {length}/{max}
    </span>
  );
}
