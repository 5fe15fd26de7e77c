import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useRun } from '../screen/useRun.ts';
import { Blocks } from './Blocks.tsx';

/** A modal on the native <dialog>, open while its id is in the screen's open modals. */
export function Modal({ block }: { block: BlockOf<'modal'> }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const { run } = useRun();
  const open = useSyncExternalStore(screen.store.subscribe, () => screen.store.get().modals.includes(block.id));
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    screen.store.set((v) => ({ ...v, modals: v.modals.filter((m) => m !== block.id) }));
    void run(block.onClose);
  };

  return (
    <dialog
      ref={dialog}
      className={`r-modal r-modal-${block.position ?? 'center'}`}
      data-modal={block.id}
      onCancel={(e) => { e.preventDefault(); if (block.dismissible !== false) close(); }}
      onClick={(e) => { if (e.target === dialog.current && block.dismissible !== false) close(); }}
    >
      {open && (
        <div className="r-modal-body">
          {block.dismissible !== false && (
            <button type="button" className="r-modal-close" aria-label={runtime.ui('close')} onClick={close}>×</button>
          )}
          <Blocks blocks={block.blocks} />
        </div>
      )}
    </dialog>
  );
}
