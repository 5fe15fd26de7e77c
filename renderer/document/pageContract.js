/**
 * The page's promise while its code is on the way, run inline at the top of every document (its Content-Security-
 * Policy allows it by hash): a tap is kept and played once the screen is ready, a form is never sent by the browser
 * itself, and a page whose code fails or never comes says so, with Retry, after `stallMs`. The app takes over with
 * `window.__page` (renderer/document/takeOver.ts). Plain script, no module: it must run before any.
 */
((stallMs) => {
  const TAPPABLE =
    'a[href], button, input[type=checkbox], input[type=radio], input[type=file], label, [role=button], [role=link], [role=radio], [role=tab], [role=checkbox], [role=switch]';
  const taps = [];
  let state = 'waiting';
  // Until the code has the page its placeholders keep still (renderer/styles.css): their pulse would cost a slow
  // phone's main thread time the code needs to take the page over.
  const CODE_PENDING = 'data-code-pending';
  document.documentElement.setAttribute(CODE_PENDING, '');
  const page = {
    /** The code is here: no failure message now, whatever its data does. */
    taken() {
      clearTimeout(timer);
    },
    /** React has drawn the page: its placeholders may pulse. Not sooner, so that the style change they need comes in
        the frame after React's takeover rather than in one before it. */
    drawn() {
      document.documentElement.removeAttribute(CODE_PENDING);
    },
    /** The screen is ready: the taps kept meanwhile, oldest first, for the app to play. */
    ready() {
      if (state !== 'waiting') return [];
      state = 'ready';
      clearTimeout(timer);
      return taps.splice(0);
    },
    /** The code failed or hung: the page's failure message, in its language, replaces the page. */
    fail() {
      if (state !== 'waiting') return;
      state = 'failed';
      clearTimeout(timer);
      const lang = document.documentElement.lang;
      const template = document.querySelector(`template[data-load-failure="${lang}"]`) || document.querySelector('template[data-load-failure]');
      const root = document.getElementById('root');
      if (!template || !root) return;
      root.replaceChildren(template.content.cloneNode(true));
      const retry = root.querySelector('button');
      if (retry) retry.addEventListener('click', () => (page.retry || (() => location.reload()))());
    },
    /** Whether the failure message has replaced the page's drawing. */
    failed: () => state === 'failed',
    /** What Retry does; the app puts its own here (it fetches the page's code afresh first). */
    retry: undefined,
    /** Told when the wait ran out before the code took the page; the app puts here who says what did not come. */
    stalled: undefined,
  };
  const timer = setTimeout(() => {
    page.fail();
    if (page.stalled) page.stalled();
  }, stallMs);
  document.addEventListener(
    'submit',
    (event) => {
      if (state === 'waiting') event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (state !== 'waiting' || !(event.target instanceof Element)) return;
      const target = event.target.closest(TAPPABLE);
      const root = document.getElementById('root');
      if (!target || !root || !root.contains(target)) return;
      // The code is not here to act on it: kept, and played when it is, never followed by the browser meanwhile.
      event.preventDefault();
      event.stopPropagation();
      if (!taps.includes(target)) taps.push(target);
    },
    true,
  );
  window.__page = page;
})(STALL_MS);
