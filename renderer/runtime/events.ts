import mitt, { type Emitter } from 'mitt';

/** Events screens exchange through the `emit` action and `on` listeners; the name is declared in pages.yaml. */
export type AppEvents = Record<string, unknown>;

export type EventBus = Emitter<AppEvents>;

export function createEventBus(): EventBus {
  return mitt<AppEvents>();
}
