import { useRef, useState } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

const MOVE_THRESHOLD = 6;

/** A round button over the screen; dragging moves it (and is not a tap), a tap runs its actions. */
export function FloatingButton({ block }: { block: BlockOf<'floatingButton'> }) {
  const ev = useEvaluator(block);
  const { run } = useRun();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number; moved: boolean } | null>(null);
  const icon = block.icon === undefined ? '' : toText(ev(block.icon));
  return (
    <button
      type="button"
      className="r-floating"
      // None until dragged: a style attribute in the page's document would be dropped under its policy.
      style={offset.x === 0 && offset.y === 0 ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={(e) => {
        if (block.draggable === false) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { startX: e.clientX, startY: e.clientY, baseX: offset.x, baseY: offset.y, moved: false };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const dx = e.clientX - d.startX;
        const dy = e.clientY - d.startY;
        if (!d.moved && Math.hypot(dx, dy) < MOVE_THRESHOLD) return;
        d.moved = true;
        const rect = e.currentTarget.getBoundingClientRect();
        const x = clamp(d.baseX + dx, rect.left - offset.x, window.innerWidth - rect.right + offset.x);
        const y = clamp(d.baseY + dy, rect.top - offset.y, window.innerHeight - rect.bottom + offset.y);
        setOffset({ x, y });
      }}
      onPointerUp={() => {
        const moved = drag.current?.moved ?? false;
        drag.current = null;
        if (!moved) void run(block.actions);
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      // A mouse drag would otherwise start the browser's own drag of the icon image, which cancels the pointer.
      onDragStart={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          void run(block.actions);
        }
      }}
    >
      {icon && <img src={icon} alt="" aria-hidden="true" draggable={false} />}
      <span>{toText(ev(block.text))}</span>
    </button>
  );
}

/** Keeps the button on screen: `towardStart` and `towardEnd` are how far it may move left/up and right/down. */
function clamp(value: number, towardStart: number, towardEnd: number): number {
  return Math.max(-towardStart, Math.min(towardEnd, value));
}
