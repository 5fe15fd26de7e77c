import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { fieldRules } from './fieldRules.ts';

export function Checkbox({ block }: { block: BlockOf<'checkbox'> }) {
  const { form } = useScreen();
  const ev = useEvaluator(block);
  return (
    <label className="r-checkbox">
      <input type="checkbox" defaultChecked={block.default === true} {...form.bind(block.name, fieldRules(block.rules, ev))} />
      <span className="r-checkbox-mark" aria-hidden="true" />
      <span className="r-checkbox-label">{toText(ev(block.label))}</span>
    </label>
  );
}
