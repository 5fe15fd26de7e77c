/** One step of a W3C WebDriver action sequence; WebDriver classic and BiDi take the same JSON. */
export type ActionSource =
  | {
      type: 'pointer';
      id: string;
      parameters: { pointerType: 'touch' | 'mouse' };
      actions: (
        | { type: 'pointerMove'; x: number; y: number; duration?: number; origin?: 'viewport' }
        | { type: 'pointerDown' | 'pointerUp'; button: number }
        | { type: 'pause'; duration: number }
      )[];
    }
  | { type: 'key'; id: string; actions: ({ type: 'keyDown' | 'keyUp'; value: string } | { type: 'pause'; duration: number })[] };

/** How a new session meets a page that is still loading. */
export interface StartOptions {
  /**
   * false: neither opening a page nor running a script waits for its load event, which a file that never arrives
   * holds back for ever (WebDriver classic waits for it before each script it runs).
   */
  waitForLoad?: boolean;
}

/** Starts a browser and gives back its session. */
export type StartEngine = (options?: StartOptions) => Promise<EngineSession>;

/**
 * A browser other than Chromium, driven through WebDriver: the few things the engine tests do, the same for
 * WebKit (WebDriver classic) and Firefox (WebDriver BiDi). One window, kept for a whole test file.
 */
export interface EngineSession {
  /** `webkit` or `firefox`: file names of its screenshots. */
  id: 'webkit' | 'firefox';
  /** What the browser says it is, e.g. `MiniBrowser (WebKitGTK) 2.50.6`. */
  name: string;
  /** Opens `url` and resolves once it has loaded. */
  goto(url: string): Promise<void>;
  /**
   * Runs the function whose source is `fn` in the page with `args` (JSON) and resolves with its result (JSON;
   * a promise is awaited, undefined comes back as null).
   */
  run<T>(fn: string, args?: unknown[]): Promise<T>;
  perform(actions: ActionSource[]): Promise<void>;
  /** The browser's back button. */
  back(): Promise<void>;
  /** Gives the file input matched by `selector` this file, as a person picking it would. */
  pickFile(selector: string, path: string): Promise<void>;
  /** The viewport, as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Makes the page area `width` × `height` CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}
