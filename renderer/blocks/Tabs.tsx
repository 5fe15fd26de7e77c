import { useContext } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { LocalsContext, useScreen } from '../screen/ScreenRuntime.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { Blocks } from './Blocks.tsx';
import { EmptyText } from './EmptyText.tsx';
import { elementsOf } from './elementsOf.ts';

/**
 * Tabs over a list; the chosen index lives in screen state, and the content sees the chosen tab as `item`. Without
 * tabs it shows its `empty` text.
 */
export function Tabs({ block }: { block: BlockOf<'tabs'> }) {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const ev = useEvaluator(block);
  const tabs = elementsOf(ev(block.items));
  const chosen = Math.min(toNumber(screen.store.get().state[block.state]) ?? 0, Math.max(0, tabs.length - 1));
  const choose = (index: number) => screen.store.set((v) => ({ ...v, state: { ...v.state, [block.state]: index } }));
  if (tabs.length === 0) return <EmptyText text={toText(ev(block.empty))} />;
  return (
    <div className="r-tabs">
      <div className="r-tab-list" role="tablist">
        {tabs.map((item, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            aria-selected={index === chosen}
            className={`r-tab${index === chosen ? ' r-selected' : ''}`}
            onClick={() => choose(index)}
          >
            {toText(screen.evaluate(block.label, { ...locals, item, index }))}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="r-tab-panel">
        <LocalsContext.Provider value={{ ...locals, item: tabs[chosen], index: chosen }}>
          <Blocks blocks={block.blocks} />
        </LocalsContext.Provider>
      </div>
    </div>
  );
}
