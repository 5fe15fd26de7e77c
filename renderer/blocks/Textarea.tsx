import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { characters } from './characters.ts';
import { fieldRules } from './fieldRules.ts';
import { limitCharacters } from './limitCharacters.ts';

/**
 * Multi-line text with an n/max counter. Input past max is ignored; the field, the counter and the value sent
 * all count characters as people see them. Only the counter re-renders while typing.
 */
export function Textarea({ block }: { block: BlockOf<'textarea'> }) {
  const { form } = useScreen();
  const ev = useEvaluator(block);
  const max = toNumber(ev(block.maxLength)) ?? 0;
  const label = block.label === undefined ? '' : toText(ev(block.label));
  const id = `field-${block.name}`;
  const initial =
    block.default === undefined
      ? undefined
      : characters(toText(ev(block.default)))
          .slice(0, max)
          .join('');
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
        defaultValue={initial}
        aria-describedby={`${id}-count`}
        {...limitCharacters(form.bind(block.name, fieldRules(block.rules, ev)), max)}
      />
      <Counter name={block.name} max={max} id={`${id}-count`} initial={initial ?? ''} />
    </div>
  );
}

function Counter({ name, max, id, initial }: { name: string; max: number; id: string; initial: string }) {
  const { form, useFields } = useScreen();
  useFields([name]);
  const value = form.value(name) ?? initial;
  const length = typeof value === 'string' ? characters(value).length : 0;
  return (
    <span className="r-counter" id={id} aria-live="polite">
      {length}/{max}
    </span>
  );
}
