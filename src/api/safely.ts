/**
 * Runs `run` and gives its result, or undefined if it throws: a toast is a nicety, and a broken one must not turn an
 * answered call into a rejection.
 */
export function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
