import { redo } from '@codemirror/commands';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';
import type { LocatedProblem } from '../../check/problem.ts';
import { schemaCompletion, schemaHover } from './schemaEditing.ts';
import type { Schema } from './schemaHelp.ts';

interface EditorEvents {
  /** The text changed (typing, undo, a table edit). */
  change(): void;
  /** The cursor moved or the text under it changed. */
  cursor(): void;
}

/**
 * pages.yaml in CodeMirror 6: YAML, search (Ctrl+F), go to line (Ctrl+Alt+G), undo and redo (Ctrl+Y or Ctrl+Shift+Z), and from the JSON
 * Schema editors read (schemas/pages.schema.json) completion of settings and values and, on hover, the
 * descriptions written for staff. Problems are not found here: the dev server's checker sends them, and
 * `showProblems` puts them in the text.
 */
export function createEditor(parent: HTMLElement, text: string, schema: Schema, on: EditorEvents): EditorView {
  return new EditorView({
    parent,
    doc: text,
    extensions: [
      basicSetup,
      yaml(),
      yamlLanguage.data.of({ autocomplete: schemaCompletion(schema) }),
      schemaHover(schema),
      lintGutter(),
      // CodeMirror binds Ctrl+Shift+Z to redo on Linux only; staff on Windows press it too (Ctrl+Y still works).
      keymap.of([{ key: 'Mod-Shift-z', run: redo, preventDefault: true }]),
      // tabindex says what contenteditable already is, focusable, so the scroller around it counts as reachable.
      EditorView.contentAttributes.of({ 'aria-label': 'pages.yaml', tabindex: '0' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) on.change();
        if (update.docChanged || update.selectionSet) on.cursor();
      }),
    ],
  });
}

/** Where a checker position (1-based line and column) is in the editor's text, kept inside the text. */
function offsetOf(view: EditorView, line: number, col: number): number {
  const doc = view.state.doc;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(col, 1) - 1, at.to);
}

/** Marks each problem (and warning) of pages.yaml at its place: from its column to the end of the word there. */
export function showProblems(view: EditorView, problems: LocatedProblem[], warnings: LocatedProblem[]): void {
  const mark = (p: LocatedProblem, severity: Diagnostic['severity']): Diagnostic => {
    const from = offsetOf(view, p.line, p.col);
    const line = view.state.doc.lineAt(from);
    const word = /^[^\s,:]*/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
    return { from, to: Math.min(line.to, from + Math.max(word, 1)), severity, message: p.message };
  };
  const own = (p: LocatedProblem) => p.file === undefined;
  view.dispatch(
    setDiagnostics(view.state, [
      ...problems.filter(own).map((p) => mark(p, 'error')),
      ...warnings.filter(own).map((p) => mark(p, 'warning')),
    ]),
  );
}

/** Puts the cursor at a checker position, scrolled into view, and the focus in the editor. */
export function goTo(view: EditorView, line: number, col: number): void {
  const at = offsetOf(view, line, col);
  view.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
  view.focus();
}

/**
 * Replaces the editor's text with `text` as one change covering only what differs, so undo takes it back and the
 * cursor and folds elsewhere stay where they were.
 */
export function replaceText(view: EditorView, text: string): void {
  const old = view.state.doc.toString();
  if (old === text) return;
  let start = 0;
  while (start < old.length && start < text.length && old[start] === text[start]) start++;
  let end = 0;
  while (end < old.length - start && end < text.length - start && old[old.length - 1 - end] === text[text.length - 1 - end]) end++;
  view.dispatch({ changes: { from: start, to: old.length - end, insert: text.slice(start, text.length - end) } });
}
