/**
 * Runs in the page before any of its scripts (an init script), the same for the floor and the project: notes when
 * the screen is ready (`ready`, the screen's predicate: plain JavaScript source of `(visible) => boolean`), how long
 * each keystroke's handlers take, and how many React components render while typing (through the hook React
 * DevTools uses, which production React also calls). Plain JS source, so no compiler helper can sneak into it.
 */
export function probeScript(ready: string): string {
  return `(() => {
  const probe = { ready: 0, typing: false, rendered: 0, keys: [] };
  window.__bench = probe;

  const visible = (element) => !!element && element.getBoundingClientRect().height > 0;
  const isReady = ${ready};
  const observer = new MutationObserver(() => {
    if (isReady(visible)) {
      probe.ready = performance.now();
      observer.disconnect();
      console.debug('bench:ready');
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });

  // Function, class, forwardRef, memo and simple memo components; PerformedWork is flag 1 (as React DevTools reads).
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  function rendered(root) {
    let count = 0;
    const stack = [root];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const previous = fiber.alternate;
      if (COMPONENTS.has(fiber.tag) && (!previous || (fiber.flags & 1) === 1)) count += 1;
      // Children that are the very same fibers as before were bailed out: nothing under them rendered.
      if (previous && fiber.child === previous.child) continue;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return count;
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { if (probe.typing) probe.rendered += rendered(root.current); },
  };

  // A keystroke's handling: from keydown until a task queued after its input event runs (React's work is done).
  window.addEventListener('keydown', () => {
    if (!probe.typing) return;
    const start = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => probe.keys.push(performance.now() - start);
    window.addEventListener('input', () => channel.port2.postMessage(0), { once: true });
  }, true);
})();`;
}
