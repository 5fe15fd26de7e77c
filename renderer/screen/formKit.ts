import type { ComponentType, ReactNode } from 'react';
import type { ScreenRuntime } from './ScreenRuntime.ts';

/** What actions and expressions do with the fields of one open screen. */
export interface ScreenForm {
  /** Every field's value; expressions read it as `form`. */
  values(): Record<string, unknown>;
  /** Calls `changed` after one of the named fields changes; returns the unsubscribe. */
  watch(names: readonly string[], changed: () => void): () => void;
  set(name: string, value: unknown): void;
  /** Puts the named fields, or all, back to the values pages.yaml declares for them. */
  reset(names?: readonly string[]): void;
  /**
   * Checks one field if its block is on screen: undefined when it passes (or is off screen), else the message of
   * the first rule it breaks (possibly empty), with focus moved to it.
   */
  check(name: string): Promise<string | undefined>;
}

/**
 * How a screen keeps its fields: react-hook-form where it has any (fieldForm.tsx, in the chunks of those screens
 * only), nothing where it has none (noForm.ts).
 */
export interface FormKit {
  /**
   * Wraps the blocks of a drawn screen: makes its form, with every field at the value pages.yaml declares, hands it
   * to the screen for actions and expressions, and to the field blocks inside.
   */
  Fields: ComponentType<{ screen: ScreenRuntime; children: ReactNode }>;
  /** A hook: re-renders the caller when one of the named fields of `form` changes. */
  useWatch(form: ScreenForm, names: readonly string[]): void;
}
