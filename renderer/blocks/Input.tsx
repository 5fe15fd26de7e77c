import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { fieldKinds } from './fieldKinds.ts';
import { fieldRules } from './fieldRules.ts';
import { limitCharacters } from './limitCharacters.ts';

/**
 * A one-line field, registered with react-hook-form (uncontrolled): typing re-renders nothing. Input past maxLength
 * (in characters as people count them) is ignored.
 */
export function Input({ block }: { block: BlockOf<'input'> }) {
  const { register } = useFieldForm();
  const ev = useEvaluator(block);
  const maxLength = block.maxLength === undefined ? undefined : toNumber(ev(block.maxLength));
  const label = block.label === undefined ? '' : toText(ev(block.label));
  const id = `field-${block.name}`;
  const type = block.inputType ?? 'text';
  return (
    <div className="r-field">
      {label && (
        <label className="r-label" htmlFor={id}>
          {label}
        </label>
      )}
      <input
        id={id}
        className="r-input"
        type={type === 'number' ? 'text' : type}
        inputMode={type === 'tel' || type === 'number' ? 'numeric' : undefined}
        autoComplete={block.autocomplete ?? 'off'}
        placeholder={block.placeholder === undefined ? undefined : toText(ev(block.placeholder))}
        disabled={block.disabled !== undefined && Boolean(ev(block.disabled))}
        // Drawn with its declared value, so the page's document shows it too (react-hook-form sets it only in the browser).
        defaultValue={toText(fieldKinds.input(block, ev))}
        {...limitCharacters(register(block.name, { validate: fieldRules(block.rules, ev) }), maxLength)}
      />
    </div>
  );
}
