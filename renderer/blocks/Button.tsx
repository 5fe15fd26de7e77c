import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

/** A button; inactive while `disabled` holds or while its actions run. */
export function Button({ block }: { block: BlockOf<'button'> }) {
  const ev = useEvaluator(block);
  const { busy, run } = useRun();
  const disabled = Boolean(block.disabled !== undefined && ev(block.disabled));
  const icon = block.icon === undefined ? '' : toText(ev(block.icon));
  return (
    <button
      type="button"
      className={`r-button r-button-${block.variant ?? 'primary'}${block.full === false ? '' : ' r-button-full'}`}
      disabled={disabled}
      aria-busy={busy}
      onClick={() => {
        if (!busy) void run(block.actions);
      }}
    >
      {icon && <img className="r-button-icon" src={icon} alt="" aria-hidden="true" />}
      {toText(ev(block.text))}
    </button>
  );
}
