import { useContext } from 'react';
import { useController } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { looseEquals, toText } from '../expr/evaluate.ts';
import { LocalsContext, useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { useRun } from '../screen/useRun.ts';
import { fieldRules } from './fieldRules.ts';

/** Pick one option, a field react-hook-form controls; `onChange` runs with event.value after each pick. */
export function Choice({ block }: { block: BlockOf<'choice'> }) {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const ev = useEvaluator(block);
  const { run } = useRun();
  const options = ev(block.options);
  const list = Array.isArray(options) ? options : [];
  const { field } = useController({ control: useFieldForm().control, name: block.name, rules: { validate: fieldRules(block.rules, ev) } });
  const label = block.label === undefined ? '' : toText(ev(block.label));
  return (
    <fieldset className={`r-choice r-choice-${block.layout ?? 'list'}`}>
      {label && <legend className="r-label">{label}</legend>}
      {list.map((item, index) => {
        const at = { ...locals, item, index };
        const value = screen.evaluate(block.optionValue, at);
        const chosen = looseEquals(field.value, value) && field.value !== null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a tappable card that acts at once; a native radio would need a separate confirm step.
          <button
            key={index}
            // A failed check moves focus here, so a keyboard or screen reader lands on the options, not on nothing.
            ref={index === 0 ? field.ref : undefined}
            type="button"
            role="radio"
            aria-checked={chosen}
            className={`r-choice-option${chosen ? ' r-selected' : ''}`}
            onClick={() => {
              field.onChange(value);
              void run(block.onChange, { event: { value, item } });
            }}
          >
            <span>{toText(screen.evaluate(block.optionLabel, at))}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
