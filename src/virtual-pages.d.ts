/** The checked pages.yaml as tools/vite/pagesPlugin.ts serves it: what every screen shares. */
declare module 'virtual:pages' {
  import type { CompiledShared } from '../renderer/config.ts';

  const shared: CompiledShared;
  export default shared;
}

/** The table of every screen's chunk, by screen and language. */
declare module 'virtual:pages/screens' {
  import type { ScreenModules } from '../renderer/screen/CompiledScreen.ts';

  export const screens: ScreenModules;
}

/** Where field reports go for the environment the build was made for; null when pages.yaml turns them off. */
declare module 'virtual:pages/field-reports' {
  import type { FieldReportSettings } from './field/types.ts';

  const settings: FieldReportSettings | null;
  export default settings;
}

declare module 'virtual:pages/theme.css';
