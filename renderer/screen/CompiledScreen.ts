import type { ActionRegistry } from '../actions/types.ts';
import type { DocumentTexts, ScreenData } from '../config.ts';
import type { FormKit } from './formKit.ts';
import type { ScreenCode } from './ScreenRuntime.ts';

/** The code a screen's chunk imports: its kinds, its form's kit and its answer checks. */
export interface ScreenParts extends ScreenCode {
  actions: Partial<ActionRegistry>;
  /** react-hook-form on screens with fields (renderer/screen/fieldForm.tsx); none on the others. */
  form?: FormKit;
}

/**
 * What the compiler names of a screen's parts (tools/check/compile.ts): the kinds and answered endpoints whose code
 * its chunk imports, and whether it has fields.
 */
export type ScreenPartNames = { [G in Exclude<keyof ScreenParts, 'form'>]-?: string[] } & { form: boolean };

/**
 * One screen in one language: its data, and the documents it shows and code it runs, which its chunk imports. The
 * compiler gives their names; tools/vite/pagesPlugin.ts writes each chunk as the data and imports of those names.
 */
type ScreenWith<Documents, Parts> = ScreenData & { documents: Documents; parts: Parts };

/** One screen as the compiler gives it. */
export type ScreenBuild = ScreenWith<string[], ScreenPartNames>;

/** One screen as its chunk holds it, in the page's language: its documents' texts and its parts' code imported. */
export type CompiledScreen = ScreenWith<DocumentTexts, ScreenParts>;

/** Each screen's chunk by language id, by screen id: what `virtual:pages` exports as `screens`. */
export type ScreenModules = Readonly<Record<string, Readonly<Record<string, () => Promise<{ default: CompiledScreen }>>>>>;
