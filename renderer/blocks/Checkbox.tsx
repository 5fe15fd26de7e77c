import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { fieldKinds } from './fieldKinds.ts';
import { fieldRules } from './fieldRules.ts';

/** A tick box, registered with react-hook-form, drawn as pages.yaml declares it (`default: true` ticks it). */
export function Checkbox({ block }: { block: BlockOf<'checkbox'> }) {
  const { register } = useFieldForm();
  const ev = useEvaluator(block);
  return (
    <label className="r-checkbox">
      <input
        type="checkbox"
        defaultChecked={fieldKinds.checkbox(block, ev) === true}
        {...register(block.name, { validate: fieldRules(block.rules, ev) })}
      />
      <span className="r-checkbox-mark" aria-hidden="true" />
      <span className="r-checkbox-label">{toText(ev(block.label))}</span>
    </label>
  );
}
