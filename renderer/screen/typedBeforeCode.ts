/**
 * The text fields of the page's document that the person could type into before the app's code took the page
 * over. Hydration keeps each element and what it holds; react-hook-form, registering a field, would put back the
 * value pages.yaml declares, so the form asks here first and keeps what was typed.
 */
const drawn = new WeakSet<Element>();

/** Notes the text fields drawn by the document in `root`, just before the app takes it over (the boot). */
export function noteDocumentFields(root: ParentNode): void {
  for (const field of root.querySelectorAll('input, textarea')) drawn.add(field);
}

/**
 * What the person typed into `element` before the code came, if it is a field of the document and holds other
 * text than `declared`; asked once per element, at its first registration.
 */
export function typedBeforeCode(element: unknown, declared: unknown): string | undefined {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !drawn.has(element)) return undefined;
  drawn.delete(element);
  if (element instanceof HTMLInputElement && !/^(text|tel|email|number|search|url|password)$/.test(element.type)) return undefined;
  return element.value !== (declared ?? '') ? element.value : undefined;
}
