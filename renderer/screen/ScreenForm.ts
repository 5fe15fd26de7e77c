/** What actions and expressions do with the fields of one open screen. */
export interface ScreenForm {
  /** Every field's value; expressions read it as `form`. */
  values(): Record<string, unknown>;
  /** Calls `changed` after one of the named fields changes; returns the unsubscribe. */
  watch(names: readonly string[], changed: () => void): () => void;
  set(name: string, value: unknown): void;
  /**
   * The values pages.yaml declares for the fields, worked out again once the screen's data is in: a field whose
   * value reads the data takes its new one, unless the person has changed it.
   */
  redeclare(values: Readonly<Record<string, unknown>>): void;
  /** Puts the named fields, or all, back to the values pages.yaml declares for them. */
  reset(names?: readonly string[]): void;
  /**
   * Checks one field if its block is on screen: undefined when it passes (or is off screen), else the message of
   * the first rule it breaks (possibly empty), with focus moved to it.
   */
  check(name: string): Promise<string | undefined>;
}
