import type { CheckAnswer, FileAnswer, PreviewAnswer, SaveAnswer, WhereAnswer } from '../protocol.ts';
import { call, type StudioError } from './api.ts';
import { createEditor, goTo, replaceText, showProblems } from './editor.ts';
import { createFieldReports } from './fieldReports.ts';
import { renderProblems, renderWhere } from './panels.ts';
import { createPreview } from './preview.ts';
import type { Schema } from './schemaHelp.ts';
import { setUpTabs } from './tabs.ts';
import { createTranslations } from './translations.ts';
import { keyAt, screenAt } from './yamlPlace.ts';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
/** How long the staffer pauses typing before the text is checked. */
const CHECK_PAUSE_MS = 400;
const CURSOR_PAUSE_MS = 250;
/** How often the studio looks at pages.yaml on disk (a save elsewhere, the preview's state). */
const DISK_POLL_MS = 2000;

const status = $('status');
const banner = $('banner');

function debounce(ms: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}

async function start(): Promise<void> {
  const [file, schema] = await Promise.all([call<FileAnswer>('/file'), call<Schema>('/schema')]);
  /** The version on disk the editor's text was read from or saved as; a save must start from it. */
  let base = file.version;
  let savedText = file.text;
  let check: CheckAnswer | undefined;
  let checking = false;
  let saving = false;
  /** The last version seen on disk, and one whose banner the staffer closed. */
  let disk = file.version;
  let dismissed = '';
  let documents: string | undefined;

  const text = () => view.state.doc.toString();
  const showStatus = () => {
    const unsaved = text() !== savedText;
    const problems = check?.problems.length ?? 0;
    const parts = [
      unsaved ? 'Unsaved changes' : 'Saved',
      checking ? 'checking…' : problems ? `${problems} problem${problems === 1 ? '' : 's'}` : 'no problems',
    ];
    status.textContent = parts.join(' · ');
    status.classList.toggle('bad', problems > 0 && !checking);
    document.title = `${unsaved ? '• ' : ''}Studio · pages.yaml`;
  };
  const showBanner = (message: string | undefined) => {
    banner.hidden = message === undefined;
    $('banner-text').textContent = message ?? '';
  };

  const runCheck = async () => {
    const sent = text();
    checking = true;
    showStatus();
    try {
      const answer = await call<CheckAnswer>('/check', { text: sent });
      // Positions belong to the text that was checked: a later text waits for its own answer.
      if (text() !== sent) return;
      check = answer;
      showProblems(view, answer.problems, answer.warnings);
      renderProblems($('problems'), $('notes'), answer, (line, col) => goTo(view, line, col));
    } catch (error) {
      $('problems').textContent = (error as Error).message;
    } finally {
      if (text() === sent) checking = false;
      showStatus();
    }
  };
  const scheduleCheck = debounce(CHECK_PAUSE_MS, runCheck);

  const where = debounce(CURSOR_PAUSE_MS, async () => {
    const pos = view.state.selection.main.head;
    preview.follow(screenAt(view.state, pos));
    const key = keyAt(view.state, pos);
    if (!key) return;
    try {
      const answer = await call<WhereAnswer>('/where', { text: text(), key });
      renderWhere(
        $('where'),
        answer,
        (screen) => preview.show(screen),
        (line) => goTo(view, line, 1),
      );
    } catch (error) {
      $('where').textContent = (error as Error).message;
    }
  });

  const save = async () => {
    if (saving) return;
    saving = true;
    const sent = text();
    try {
      const answer = await call<SaveAnswer>('/save', { text: sent, base });
      if (!answer.saved) {
        showBanner(
          `${answer.message} Reload it to see that version (Ctrl+Z in the editor brings yours back), or keep editing and copy your changes over.`,
        );
        return;
      }
      base = answer.version;
      savedText = sent;
      showBanner(undefined);
      preview.saved(answer.check.problems.length);
      await preview.refresh();
    } catch (error) {
      showBanner(`Not saved: ${(error as StudioError).message}`);
    } finally {
      saving = false;
      showStatus();
    }
  };

  const reload = async () => {
    const fresh = await call<FileAnswer>('/file');
    replaceText(view, fresh.text);
    base = fresh.version;
    savedText = fresh.text;
    showBanner(undefined);
    showStatus();
  };

  const view = createEditor($('editor'), file.text, schema, {
    change: () => {
      showStatus();
      scheduleCheck();
      translations.stale();
    },
    cursor: where,
  });
  const preview = createPreview();
  const translations = createTranslations({ text, replace: (t) => replaceText(view, t) });
  const field = createFieldReports($('field-report'), $('field-status'), $<HTMLButtonElement>('field-refresh'));
  setUpTabs((tab) => {
    if (tab === 'tab-copy') translations.open();
    else translations.closed();
    if (tab === 'tab-field') void field.open();
  });

  $('save').addEventListener('click', save);
  $('banner-reload').addEventListener('click', () => reload().catch((e) => showBanner((e as Error).message)));
  $('banner-dismiss').addEventListener('click', () => {
    dismissed = disk;
    showBanner(undefined);
  });
  addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 's') {
      event.preventDefault();
      save();
    }
  });
  addEventListener('beforeunload', (event) => {
    if (text() !== savedText) event.preventDefault();
  });

  const watchDisk = async () => {
    try {
      const answer: PreviewAnswer = await preview.refresh();
      disk = answer.disk.version;
      // The check reads the documents too: one edited elsewhere can bring or clear problems.
      if (documents !== undefined && answer.disk.documents !== documents) runCheck();
      documents = answer.disk.documents;
      if (!saving && disk !== base && disk !== dismissed) {
        showBanner('pages.yaml changed on disk since the studio read it (another editor, git, an import). Saving now would be refused.');
      }
    } catch (error) {
      $('preview-note').textContent = (error as Error).message;
    } finally {
      setTimeout(watchDisk, DISK_POLL_MS);
    }
  };

  showStatus();
  await runCheck();
  await watchDisk();
  view.focus();
}

start().catch((error) => {
  status.textContent = `The studio could not start: ${(error as Error).message}`;
  status.classList.add('bad');
});
