import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { LocalsContext } from '../screen/ScreenRuntime.ts';
import { useContext } from 'react';
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

function ListItem({ block, item, index }: { block: BlockOf<'list'>; item: unknown; index: number }) {
  const outer = useContext(LocalsContext);
  const locals = { ...outer, item, index };
  return (
    <LocalsContext.Provider value={locals}>
      <ItemBody block={block} />
    </LocalsContext.Provider>
  );
}

function ItemBody({ block }: { block: BlockOf<'list'> }) {
  const ev = useEvaluator(block);
  const { run } = useRun();
  const selected = block.selected !== undefined && Boolean(ev(block.selected));
  if (!block.onTap) {
    return (
      <li className={`r-list-item r-list-static${selected ? ' r-selected' : ''}`}>
        <Blocks blocks={block.blocks} />
      </li>
    );
  }
  return (
    <li className={`r-list-item${selected ? ' r-selected' : ''}`}>
      <button
        type="button"
        className="r-list-tap"
        aria-pressed={block.selected === undefined ? undefined : selected}
        onClick={() => void run(block.onTap)}
      >
        <Blocks blocks={block.blocks} />
      </button>
    </li>
  );
}
