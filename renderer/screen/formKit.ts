import type { ComponentType, ReactNode } from 'react';
import type { Evaluate } from '../blocks/fieldKinds.ts';
import type { ScreenForm } from './ScreenForm.ts';

/**
 * How a screen keeps its fields: react-hook-form where it has any (fieldForm.tsx, in the chunks of those screens
 * only), nothing where it has none (noForm.ts).
 */
export interface FormKit {
  /**
   * Makes the form of a screen whose data is in, with every field of `blocks` at the value pages.yaml declares for
   * it (`evaluate` reads the screen, so a field may start from its data). The screen calls it and keeps the form.
   */
  create(blocks: unknown, evaluate: Evaluate): ScreenForm;
  /** Wraps the blocks of a drawn screen: gives the screen's form to the field blocks inside. */
  Fields: ComponentType<{ form: ScreenForm; children: ReactNode }>;
  /** A hook: re-renders the caller when one of the named fields of `form` changes. */
  useWatch(form: ScreenForm, names: readonly string[]): void;
}
