import type { LocatedProblem } from '../../check/problem.ts';
import type { CheckAnswer, WhereAnswer } from '../protocol.ts';

/** An element with attributes and children (text or elements); text is always set as text, never as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/**
 * The problems list: every problem and warning of every stage, in the checker's order, each a button that puts
 * the cursor at it (a mistake inside a document names its file instead), then the checker's notes.
 */
export function renderProblems(
  list: HTMLElement,
  notes: HTMLElement,
  answer: CheckAnswer,
  goTo: (line: number, col: number) => void,
): void {
  const item = (p: LocatedProblem, kind: 'error' | 'warning') => {
    const where = h('span', { class: 'where' }, `${p.file ?? 'pages.yaml'}:${p.line}:${p.col}`);
    const label = kind === 'warning' ? 'warning: ' : '';
    if (p.file !== undefined) return h('li', {}, h('span', { class: 'document' }, where, ' ', label, p.message));
    const button = h('button', { type: 'button', class: kind, title: 'Show it in the editor' }, where, ' ', label, p.message);
    button.addEventListener('click', () => goTo(p.line, p.col));
    return h('li', {}, button);
  };
  list.replaceChildren(...answer.problems.map((p) => item(p, 'error')), ...answer.warnings.map((p) => item(p, 'warning')));
  if (answer.problems.length === 0 && answer.warnings.length === 0)
    list.replaceChildren(h('li', { class: 'ok' }, 'No problems: every stage of npm run check passes.'));
  notes.replaceChildren(...answer.notes.map((n) => h('li', {}, n)));
}

/** The where-used answer: what the key is and where it is defined, then each screen as a button that previews it. */
export function renderWhere(box: HTMLElement, answer: WhereAnswer, show: (screen: string) => void, goToLine: (line: number) => void): void {
  if (answer.entries.length === 0) {
    box.replaceChildren(h('p', { class: 'muted' }, answer.miss ?? `Nothing is known of ${answer.key}.`));
    return;
  }
  box.replaceChildren(
    ...answer.entries.map((entry) => {
      const defined = h('button', { type: 'button', title: 'Show where it is defined' }, `pages.yaml:${entry.line}`);
      defined.addEventListener('click', () => goToLine(entry.line));
      const count = entry.screens.length;
      const head = h(
        'p',
        {},
        h('code', {}, entry.key),
        ` (${entry.kind}, `,
        defined,
        `) is used on ${count} screen${count === 1 ? '' : 's'}`,
      );
      const screens = h(
        'ul',
        { 'aria-label': `Screens that use ${entry.key}` },
        ...entry.screens.map((s) => {
          const button = h('button', { type: 'button' }, s.id);
          button.addEventListener('click', () => show(s.id));
          return h('li', {}, button, h('span', { class: 'route' }, s.route));
        }),
      );
      const readBy = entry.readBy.length ? h('p', { class: 'muted' }, `Also read by: ${entry.readBy.join(', ')}.`) : '';
      const nothing =
        count === 0 && entry.readBy.length === 0 ? h('p', { class: 'muted' }, 'Nothing reads it: changing it changes nothing.') : '';
      return h('div', {}, head, screens, readBy, nothing);
    }),
  );
}
