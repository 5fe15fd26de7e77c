import { reloadAfresh } from './reloadAfresh.ts';

/** What the page shows while React's code cannot draw: the texts of a failed load, in the page's language. */
export interface LoadFailureTexts {
  text: string;
  retry: string;
}

/**
 * Draws the page once the drawing code (React and the renderer's components) and the first screen's chunk are
 * both here. Boot runs before either: they download beside the first screen's data. When the drawing code fails,
 * or has not come after `timeoutMs`, the page says so with Retry, drawn without React as ScreenMessage draws it;
 * code that arrives after the message still draws the page over it.
 */
export function drawWhenReady(options: {
  root: HTMLElement;
  code: Promise<(root: HTMLElement) => void>;
  firstScreen: Promise<void>;
  timeoutMs: number;
  texts: LoadFailureTexts;
}): void {
  const { root, texts } = options;
  let drawn = false;
  const fail = () => {
    if (!drawn) showLoadFailure(root, texts);
  };
  const timer = setTimeout(fail, options.timeoutMs);
  Promise.all([options.code, options.firstScreen]).then(([draw]) => {
    clearTimeout(timer);
    drawn = true;
    draw(root);
  }, fail);
}

/** The failure message and its Retry, which loads the page again with its code fetched afresh. */
function showLoadFailure(root: HTMLElement, texts: LoadFailureTexts): void {
  const main = document.createElement('main');
  const message = main.appendChild(document.createElement('div'));
  message.className = 'r-screen-message r-screen-message-error';
  message.setAttribute('role', 'alert');
  message.setAttribute('aria-live', 'polite');
  const icon = message.appendChild(document.createElement('span'));
  icon.className = 'r-screen-message-icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '!';
  message.appendChild(document.createElement('p')).textContent = texts.text;
  const retry = message.appendChild(document.createElement('button'));
  retry.type = 'button';
  retry.className = 'r-button r-button-primary';
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => void reloadAfresh());
  root.replaceChildren(main);
}
