/**
 * A short CSS path to an element, as web-vitals' attribution build names the element behind LCP or INP
 * (`main>p.title`, `#repay>button.primary`): up to three steps, stopping at one with an id. For the developer
 * reading a slow screen's report; scrubbed like any text before it leaves.
 */
export function elementName(node: Node | null | undefined): string | undefined {
  const steps: string[] = [];
  for (
    let element = node instanceof Element ? node : undefined;
    element && steps.length < 3;
    element = element.parentElement ?? undefined
  ) {
    steps.unshift(element.id ? `#${element.id}` : [element.localName, ...element.classList].join('.'));
    if (element.id) break;
  }
  return steps.length > 0 ? steps.join('>') : undefined;
}
