import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { modalsInHistory } from '../screen/modalEntries.ts';
import { dropModalEntry, pushModalEntry } from '../screen/modalHistory.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { useRun } from '../screen/useRun.ts';
import { Blocks } from './Blocks.tsx';

/**
 * A modal on the native <dialog>, open while its id is in the screen's open modals. Opening moves focus into it
 * (showModal) and closing gives focus back to what had it. A dismissible modal owns a history entry, so back
 * closes it; a modal the person cannot dismiss (a success or countdown that ends itself) leaves back alone.
 */
export function Modal({ block }: { block: BlockOf<'modal'> }) {
  const runtime = useRenderer();
  const screen = useScreen();
  const { run } = useRun();
  const isOpen = () => screen.store.get().modals.includes(block.id);
  // Closed in the page's document: a modal opens only once the page runs.
  const open = useSyncExternalStore(screen.store.subscribe, isOpen, () => false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const dismissible = block.dismissible !== false;

  const remove = () => screen.store.set((v) => ({ ...v, modals: v.modals.filter((m) => m !== block.id) }));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      // Screen readers announce the dialog by its first heading.
      const heading = element.querySelector('h1, h2, h3, h4');
      if (heading) {
        heading.id ||= `modal-${block.id}-title`;
        element.setAttribute('aria-labelledby', heading.id);
      }
      element.showModal();
      if (dismissible) pushModalEntry(block.id);
    }
    if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open, dismissible, block.id]);

  // Back (the phone's button, history.back) left this modal's entry: close it as its close button would.
  useEffect(() => {
    if (!open || !dismissible) return undefined;
    const onPopState = () => {
      if (!isOpen() || modalsInHistory().includes(block.id)) return;
      remove();
      void run(block.onClose);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  });

  const close = async () => {
    if (!isOpen()) return;
    remove();
    await dropModalEntry(block.id);
    void run(block.onClose);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop is the pointer twin of Escape, which <dialog> already handles.
    <dialog
      ref={dialog}
      className={`r-modal r-modal-${block.position ?? 'center'}`}
      data-modal={block.id}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) void close();
      }}
      onClick={(e) => {
        if (e.target === dialog.current && dismissible) void close();
      }}
    >
      {open && (
        <div className="r-modal-body">
          {dismissible && (
            <button type="button" className="r-modal-close" aria-label={runtime.ui('close')} onClick={() => void close()}>
              ×
            </button>
          )}
          <Blocks blocks={block.blocks} />
        </div>
      )}
    </dialog>
  );
}
