/**
 * What the renderer needs from the app around it. The renderer never imports src/: the app builds these services
 * and hands them over at start-up (src/prepareApp.ts).
 */

/** The outcome of one server call, whatever client made it. */
export interface CallResult {
  success: boolean;
  /**
   * The server's code as sent, or 'network' / 'timeout' / 'http' / 'malformed' when no usable answer came, or
   * 'answer' when a success-coded answer's data did not fit its declared answer (renderer/screen/checkAnswer.ts).
   */
  code: string | number | undefined;
  message: string;
  data: unknown;
  raw: unknown;
}

export interface CallOptions {
  /** Text of a loading toast shown until the answer arrives. */
  loading?: string;
  /** Do not toast the failure message: the caller shows its own. */
  quiet?: boolean;
}

export interface ApiService {
  /** Calls a declared endpoint. Never rejects: failures come back as `success: false` and are toasted unless quiet. */
  call(endpoint: string, payload: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** Sends one file as multipart field `field`; `onProgress` gets 0..1. Never rejects. */
  upload(endpoint: string, field: string, file: Blob, onProgress?: (fraction: number) => void): Promise<CallResult>;
  /** The URL of a GET endpoint with its query, for images such as a verification picture. */
  url(endpoint: string, query: Record<string, unknown>): string;
}

/** The app shell around the page; which actions it answers is the app's to say (the schema of `native`). */
export interface NativeBridge {
  /** Sends a message to the app shell, or runs the web fallback outside it. Never throws. */
  send(action: string, payload?: Record<string, unknown>): void;
}

export interface ToastOptions {
  /** Milliseconds; values not over the configured minimum fall back to the default. */
  duration?: number;
  /** A loading toast stays until hidden. */
  loading?: boolean;
}

export interface ToastService {
  show(text: string, options?: ToastOptions): number;
  hide(id: number): void;
}
