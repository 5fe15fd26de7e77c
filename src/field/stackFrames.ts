/** One frame as Sentry's protocol writes it. */
export interface StackFrame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
}

// Chromium: `    at name (file:1:2)` or `    at file:1:2`; WebKit and Gecko: `name@file:1:2`.
const FRAME = /^\s*(?:at (?:(.+?) \()?|(.*?)@)(.+?):(\d+):(\d+)\)?$/;

/** The frames of a stack, oldest first as the protocol lists them; lines that are not frames are left out. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const [, atName, beforeAt, filename, lineno, colno] = FRAME.exec(line) ?? [];
    if (!filename) continue;
    const name = atName ?? beforeAt;
    frames.unshift({ ...(name ? { function: name } : {}), filename, lineno: Number(lineno), colno: Number(colno) });
  }
  return frames.slice(-40);
}
