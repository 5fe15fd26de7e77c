import type { CopyPack } from '../../copy/copyTexts.ts';
import type { CopyAnswer, CopyRow, EditAnswer, ExportAnswer } from '../protocol.ts';
import { call, type StudioError } from './api.ts';
import { h } from './panels.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv;charset=utf-8' };

interface Editor {
  text(): string;
  /** Puts a new text in the editor as one undoable change. */
  replace(text: string): void;
}

/**
 * The Translations tab: one table of every copy key (rows) by language pack (columns), filterable by text, by
 * screen and by missing texts. A cell edit changes that one text in the editor's pages.yaml (the server writes it
 * through YAML's source tokens, so comments, anchors, quoting and key order stay); Save writes the file as for any
 * edit. Export and import of the translators' file (a workbook or CSV) work on the editor's text too.
 */
export function createTranslations(editor: Editor) {
  const table = $<HTMLTableElement>('copy-table');
  const find = $<HTMLInputElement>('copy-find');
  const screen = $<HTMLSelectElement>('copy-screen');
  const missing = $<HTMLSelectElement>('copy-missing');
  const count = $('copy-count');
  const result = $('copy-result');
  const encoding = $<HTMLSelectElement>('copy-encoding');
  const allDifferences = $<HTMLInputElement>('copy-all-differences');
  let data: CopyAnswer | undefined;
  /** The editor text `data` was read from. */
  let readFrom = '';
  let open = false;

  const report = (message: string | Node, bad = false) => {
    result.replaceChildren(message);
    result.classList.toggle('bad', bad);
  };

  const full = (pack: CopyPack) => pack.base === undefined;
  const missingIn = (row: CopyRow, pack: CopyPack) => full(pack) && row.texts[pack.id] === undefined;

  const shown = (row: CopyRow): boolean => {
    const words = find.value.trim().toLowerCase();
    if (words && !`${row.key} ${Object.values(row.texts).join(' ')}`.toLowerCase().includes(words)) return false;
    if (screen.value && !row.screens.includes(screen.value)) return false;
    if (missing.value === 'any') return data!.packs.some((p) => missingIn(row, p));
    if (missing.value) return row.texts[missing.value] === undefined;
    return true;
  };

  function cell(row: CopyRow, pack: CopyPack): HTMLTableCellElement {
    const own = row.texts[pack.id];
    const fallback = pack.base === undefined ? undefined : row.texts[pack.base];
    const area = h('textarea', {
      rows: '1',
      'aria-label': `${row.key} in ${pack.id}`,
      'data-key': row.key,
      'data-pack': pack.id,
      ...(own === undefined ? { placeholder: fallback === undefined ? 'missing' : fallback } : {}),
    });
    area.value = own ?? '';
    const td = h('td', { class: own !== undefined ? '' : fallback === undefined ? 'missing' : 'fallback' }, area);
    const commit = async () => {
      const value = area.value;
      if (value === (row.texts[pack.id] ?? '')) return;
      try {
        const answer = await call<EditAnswer>('/copy/edit', { text: editor.text(), key: row.key, pack: pack.id, value });
        editor.replace(answer.text);
        readFrom = answer.text;
        row.texts[pack.id] = value;
        td.className = 'changed';
        area.removeAttribute('placeholder');
        // A pack that falls back to this one shows the new text where it has none of its own.
        for (const other of data?.packs.filter((p) => p.base === pack.id && row.texts[p.id] === undefined) ?? [])
          table.querySelector(`textarea[data-key="${row.key}"][data-pack="${other.id}"]`)?.setAttribute('placeholder', value);
        report(`${row.key} (${pack.id}) changed in the editor's pages.yaml. Save (Ctrl+S) writes it.`);
      } catch (error) {
        td.classList.add('refused');
        report(`${row.key} (${pack.id}) not changed: ${(error as StudioError).message}`, true);
      }
    };
    area.addEventListener('change', commit);
    area.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        commit();
        move(area, 1);
      } else if (event.key === 'Escape') {
        area.value = row.texts[pack.id] ?? '';
        td.classList.remove('refused');
      } else if (event.key === 'ArrowUp' && area.selectionStart === 0 && area.selectionEnd === 0) {
        if (move(area, -1)) event.preventDefault();
      } else if (event.key === 'ArrowDown' && area.selectionStart === area.value.length) {
        if (move(area, 1)) event.preventDefault();
      }
    });
    return td;
  }

  /** Focuses the same language's cell `step` rows away; whether there was one. */
  function move(from: HTMLTextAreaElement, step: number): boolean {
    const column = [...table.querySelectorAll<HTMLTextAreaElement>(`textarea[data-pack="${from.dataset.pack}"]`)];
    const next = column[column.indexOf(from) + step];
    next?.focus();
    return next !== undefined;
  }

  function render(): void {
    if (!data) return;
    const rows = data.rows.filter(shown);
    const head = h(
      'tr',
      {},
      h('th', { scope: 'col', style: 'width: 16rem' }, 'Key'),
      ...data.packs.map((p) => h('th', { scope: 'col' }, p.base ? `${p.id} (falls back to ${p.base})` : p.id)),
      h('th', { scope: 'col', style: 'width: 12rem' }, 'Used on'),
    );
    table.replaceChildren(
      h('thead', {}, head),
      h(
        'tbody',
        {},
        ...rows.map((row) =>
          h(
            'tr',
            {},
            h('td', { class: 'key' }, row.key),
            ...data!.packs.map((p) => cell(row, p)),
            h('td', { class: 'screens' }, row.screens.join(', ')),
          ),
        ),
      ),
    );
    count.textContent = `${rows.length} of ${data.rows.length} texts`;
  }

  async function load(): Promise<void> {
    const text = editor.text();
    try {
      data = await call<CopyAnswer>('/copy', { text });
      readFrom = text;
    } catch (error) {
      report(`The table cannot be shown: ${(error as Error).message}`, true);
      return;
    }
    const screens = [...new Set(data.rows.flatMap((r) => r.screens))].sort();
    const keep = { screen: screen.value, missing: missing.value };
    screen.replaceChildren(h('option', { value: '' }, 'every screen'), ...screens.map((s) => h('option', { value: s }, s)));
    missing.replaceChildren(
      h('option', { value: '' }, 'every text'),
      h('option', { value: 'any' }, 'missing in a language'),
      ...data.packs.map((p) => h('option', { value: p.id }, p.base ? `without a ${p.id} text of its own` : `missing in ${p.id}`)),
    );
    const named = encoding.value;
    encoding.replaceChildren(
      h('option', { value: '' }, 'UTF-8 (as exported)'),
      ...data.encodings.map((e) => h('option', { value: e.id }, e.name)),
    );
    encoding.value = named;
    screen.value = screens.includes(keep.screen) ? keep.screen : '';
    missing.value = keep.missing;
    render();
  }

  for (const control of [find, screen, missing]) control.addEventListener('input', render);

  const download = async (format: 'xlsx' | 'csv') => {
    const name = `pages-copy.${format}`;
    try {
      const { base64 } = await call<ExportAnswer>('/copy/export', { text: editor.text(), format });
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const link = h('a', { href: URL.createObjectURL(new Blob([bytes], { type: TYPES[format] })), download: name });
      link.click();
      URL.revokeObjectURL(link.href);
      report(
        `${name}: every copy text of the editor's pages.yaml. Translators edit it in a spreadsheet and save it in the same format; import it back here or with npm run copy -- import.`,
      );
    } catch (error) {
      report((error as Error).message, true);
    }
  };
  $('copy-export-xlsx').addEventListener('click', () => download('xlsx'));
  $('copy-export-csv').addEventListener('click', () => download('csv'));

  const upload = $<HTMLInputElement>('copy-import');
  upload.addEventListener('change', async () => {
    const file = upload.files?.[0];
    upload.value = '';
    if (!file) return;
    try {
      // The bytes as saved: the server reads the encoding, as npm run copy does.
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      const answer = await call<EditAnswer>('/copy/import', {
        text: editor.text(),
        base64: btoa(binary),
        encoding: encoding.value,
        allDifferences: allDifferences.checked,
      });
      editor.replace(answer.text);
      await load();
      const read = answer.encoding ? ` (read as ${answer.encoding})` : '';
      const conflicts = answer.conflicts ?? [];
      report(
        h(
          'div',
          {},
          answer.changes.length
            ? `${file.name}${read}: ${answer.changes.length} text${answer.changes.length === 1 ? '' : 's'} changed in the editor (${answer.changes.map((c) => `${c.key} ${c.pack}`).join(', ')}). Save (Ctrl+S) writes them.`
            : `${file.name}${read}: no text changed since it was exported that the editor can take; nothing changed.`,
          ...(answer.notes ?? []).map((note) => h('p', {}, note)),
          ...(conflicts.length
            ? [
                h(
                  'p',
                  {},
                  `${conflicts.length} text${conflicts.length === 1 ? '' : 's'} changed in pages.yaml since the file was exported ${conflicts.length === 1 ? 'was' : 'were'} left as ${conflicts.length === 1 ? 'it is' : 'they are'}:`,
                ),
                h('ul', {}, ...conflicts.map((c) => h('li', {}, `Row ${c.row}: ${c.message}`))),
              ]
            : []),
        ),
        conflicts.length > 0,
      );
    } catch (error) {
      const problems = (error as StudioError).problems ?? [];
      report(
        h(
          'div',
          {},
          `${file.name}: ${(error as Error).message}.`,
          h('ul', {}, ...problems.map((p) => h('li', {}, p.row === undefined ? p.message : `Row ${p.row}: ${p.message}`))),
        ),
        true,
      );
    }
  });

  return {
    /** The Translations tab opened: read the editor's text again if it changed. */
    open(): void {
      open = true;
      if (readFrom !== editor.text()) load();
    },
    /** The editor's text changed: the table reads it again when it is next open. */
    stale(): void {
      if (open && readFrom !== editor.text() && !table.contains(document.activeElement)) load();
    },
    closed(): void {
      open = false;
    },
  };
}
