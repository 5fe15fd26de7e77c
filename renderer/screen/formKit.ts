/** One rule of a field: true when the value passes it, else the message to show (possibly empty). */
export type FieldCheck = (value: unknown) => true | string;

/** What a native input, text area or checkbox spreads to be kept by the form while the browser holds its value. */
export interface FieldBinding {
  name: string;
  ref(element: HTMLInputElement | HTMLTextAreaElement | null): void;
  onChange(event: { target: EventTarget | null }): void;
}

/** The fields of one open screen. */
export interface ScreenForm {
  /** Every field's value; evaluation reads it as `form`. */
  values(): Record<string, unknown>;
  value(name: string): unknown;
  set(name: string, value: unknown): void;
  /** Binds a native input (uncontrolled): typing updates the value and re-renders nothing but its watchers. */
  bind(name: string, checks: readonly FieldCheck[]): FieldBinding;
  /**
   * A field whose value its block draws (controlled). Its value starts at `initial` unless it has one already;
   * the block calls this on each render, so its checks are always the current ones.
   */
  declare(name: string, checks: readonly FieldCheck[], initial: unknown): void;
  /** Counts a declared field as on screen (true) or gone (false): only fields on screen are checked. */
  mount(name: string, on: boolean): void;
  /** The element `focus` moves to for a declared field. */
  focusTarget(name: string, element: Element | null): void;
  /** The first rule the field breaks, with its message; undefined when it passes or is not on screen. */
  problem(name: string): string | undefined;
  focus(name: string): void;
  /** Puts the named fields, or all, back to the values they started with. */
  reset(names?: readonly string[]): void;
  /** Calls `changed` after any of the named fields changes; returns the unsubscribe. */
  subscribe(names: readonly string[], changed: () => void): () => void;
}

/** How a screen keeps its fields: the field form where it has any (fieldForm.ts), nothing where it has none. */
export interface FormKit {
  useForm(defaults: Record<string, unknown>): ScreenForm;
  /** Re-renders the caller when one of the named fields changes. */
  useWatch(form: ScreenForm, names: string[]): void;
}
