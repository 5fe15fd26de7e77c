/** The checked pages.yaml as tools/vite/pagesPlugin.ts serves it: the compiler's data, each screen's chunk. */
declare module 'virtual:pages' {
  import type { CompiledShared } from '../renderer/config.ts';
  import type { ScreenModules } from '../renderer/screen/CompiledScreen.ts';

  const shared: CompiledShared;
  export default shared;
  export const screens: ScreenModules;
}
