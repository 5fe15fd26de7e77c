/** The checked pages.yaml, served by tools/vite/pagesPlugin.ts. */
declare module 'virtual:pages' {
  import type { CompiledScreen, CompiledShared } from '../renderer/config.ts';

  const shared: CompiledShared;
  export default shared;
  /** Each screen's chunk by language id. */
  export const screens: Record<string, Record<string, () => Promise<{ default: CompiledScreen }>>>;
}
