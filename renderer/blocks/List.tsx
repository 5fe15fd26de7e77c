import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useContext, useMemo } from 'react';
import { LocalsContext, useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';
import { Blocks } from './Blocks.tsx';
import { EmptyText } from './EmptyText.tsx';
import { elementsOf } from './elementsOf.ts';

/** The same blocks for every element of a list; `item` and `index` are the element and its position. */
export function List({ block }: { block: BlockOf<'list'> }) {
  const ev = useEvaluator(block);
  const list = elementsOf(ev(block.items));
  if (list.length === 0) return <EmptyText text={toText(ev(block.empty))} />;
  return (
    <ul className={`r-list r-list-${block.layout ?? 'column'}`}>
      {list.map((item, index) => (
        <ListItem key={index} block={block} item={item} index={index} />
      ))}
    </ul>
  );
}

/**
 * One element: its blocks read it as `item` and `index`. It re-renders with the list, which reads what it does
 * (the list's `selected` is the list block's own expression), so it subscribes to nothing itself.
 */
function ListItem({ block, item, index }: { block: BlockOf<'list'>; item: unknown; index: number }) {
  const screen = useScreen();
  const outer = useContext(LocalsContext);
  const { run } = useRun();
  const locals = useMemo(() => ({ ...outer, item, index }), [outer, item, index]);
  const selected = block.selected !== undefined && Boolean(screen.evaluate(block.selected, locals));
  const body = <Blocks blocks={block.blocks} />;
  return (
    <LocalsContext.Provider value={locals}>
      {block.onTap ? (
        <li className={`r-list-item${selected ? ' r-selected' : ''}`}>
          <button
            type="button"
            className="r-list-tap"
            aria-pressed={block.selected === undefined ? undefined : selected}
            onClick={() => void run(block.onTap, { item, index })}
          >
            {body}
          </button>
        </li>
      ) : (
        <li className={`r-list-item r-list-static${selected ? ' r-selected' : ''}`}>{body}</li>
      )}
    </LocalsContext.Provider>
  );
}
