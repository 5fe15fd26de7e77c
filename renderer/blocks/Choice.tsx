import { type KeyboardEvent, useContext, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { looseEquals, toText } from '../expr/evaluate.ts';
import { LocalsContext, useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useFieldForm } from '../screen/useFieldForm.ts';
import { useRun } from '../screen/useRun.ts';
import { fieldRules } from './fieldRules.ts';
import { elementsOf } from './elementsOf.ts';
import { nextRadio } from './nextRadio.ts';

/**
 * Pick one option, a field react-hook-form controls; `onChange` runs with event.value after each pick. A radio
 * group with one tab stop (the picked option, else the first): the arrow keys, Home and End move between options and
 * Space or Enter picks, since a pick acts at once (it may leave the screen) and must not happen on the way past.
 */
export function Choice({ block }: { block: BlockOf<'choice'> }) {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const ev = useEvaluator(block);
  const { run } = useRun();
  const list = elementsOf(ev(block.options));
  const { field } = useController({ control: useFieldForm().control, name: block.name, rules: { validate: fieldRules(block.rules, ev) } });
  const label = block.label === undefined ? '' : toText(ev(block.label));
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const values = list.map((item, index) => screen.evaluate(block.optionValue, { ...locals, item, index }));
  const picked = field.value === null ? -1 : values.findIndex((value) => looseEquals(field.value, value));
  // The option the arrows last moved to keeps the tab stop until the pick changes.
  const [moved, setMoved] = useState<{ to: number; picked: number } | null>(null);
  const stop = moved && moved.picked === picked && moved.to < list.length ? moved.to : Math.max(picked, 0);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextRadio(event.key, index, list.length);
    if (next === undefined) return;
    event.preventDefault();
    setMoved({ to: next, picked });
    buttons.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={label ? labelId : undefined}>
      {label && (
        <p className="r-label" id={labelId}>
          {label}
        </p>
      )}
      <div className={`r-choice r-choice-${block.layout ?? 'list'}`}>
        {list.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a tappable card that acts at once; a native radio would need a separate confirm step.
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
              // A failed check moves focus to the tab stop, so a keyboard or screen reader lands on the options.
              if (index === stop) field.ref(element);
            }}
            type="button"
            role="radio"
            aria-checked={index === picked}
            tabIndex={index === stop ? 0 : -1}
            className={`r-choice-option${index === picked ? ' r-selected' : ''}`}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              const value = values[index];
              field.onChange(value);
              void run(block.onChange, { event: { value, item } });
            }}
          >
            <span>{toText(screen.evaluate(block.optionLabel, { ...locals, item, index }))}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
