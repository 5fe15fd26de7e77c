import { useContext, useState } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { LocalsContext, useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { elementsOf } from './elementsOf.ts';

/** Title/value rows; rows with an empty or zero value can be hidden, and the list folded to its first rows. */
export function Rows({ block }: { block: BlockOf<'rows'> }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const ev = useEvaluator(block);
  const [open, setOpen] = useState(false);
  const rows = elementsOf(ev(block.items))
    .map((item, index) => {
      const at = { ...locals, item, index };
      return { title: toText(screen.evaluate(block.title, at)), value: screen.evaluate(block.value, at) };
    })
    .filter((row) => !block.hideEmpty || !isEmptyOrZero(row.value));
  if (rows.length === 0) return null;
  const fold = block.fold === undefined ? undefined : toNumber(ev(block.fold));
  const folded = fold !== undefined && rows.length > fold;
  const shown = folded && !open ? rows.slice(0, fold) : rows;
  return (
    <div className="r-rows">
      <dl>
        {shown.map((row, i) => (
          <div className="r-row" key={i}>
            <dt>{row.title}</dt>
            <dd>{toText(row.value)}</dd>
          </div>
        ))}
      </dl>
      {folded && (
        <button type="button" className="r-rows-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {toggleText(open ? block.less : block.more, ev) || runtime.ui(open ? 'less' : 'more')}
        </button>
      )}
    </div>
  );
}

function toggleText(source: string | number | boolean | undefined, ev: (s: typeof source) => unknown): string {
  return source === undefined ? '' : toText(ev(source));
}

function isEmptyOrZero(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const text = toText(value).trim();
  if (text === '') return true;
  const n = toNumber(text.replace(/[^\d.,-]/g, '').replace(/,/g, '.'));
  return n === 0 && /\d/.test(text);
}
