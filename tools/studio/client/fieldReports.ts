import type { FieldReportPart } from '../../field/fieldTable.ts';
import { numericColumns } from '../../field/fieldTable.ts';
import type { FieldAnswer } from '../protocol.ts';
import { call } from './api.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** A line of the report as a paragraph; a table with its title as caption, its numbers right-aligned. */
function drawPart(part: FieldReportPart): HTMLElement {
  if (typeof part === 'string') return element('p', part, 'field-line');
  const table = element('table', undefined, 'field-table');
  table.append(element('caption', part.title));
  const numeric = numericColumns(part.headings, part.rows);
  const head = element('tr');
  for (const [i, heading] of part.headings.entries()) {
    const cell = element('th', heading, numeric[i] ? 'num' : undefined);
    cell.scope = 'col';
    head.append(cell);
  }
  const body = element('tbody');
  for (const row of part.rows) {
    const line = element('tr');
    for (const [i, cell] of row.entries()) line.append(element('td', cell, numeric[i] ? 'num' : undefined));
    body.append(line);
  }
  const thead = element('thead');
  thead.append(head);
  table.append(thead, body);
  return table;
}

/**
 * The Field reports tab: what the sandbox's collector received from the pages opened under npm start, as `npm run
 * field` prints it, read afresh each time the tab is opened or Refresh is pressed.
 */
export function createFieldReports(report: HTMLElement, status: HTMLElement, refresh: HTMLButtonElement) {
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    refresh.disabled = true;
    status.textContent = 'Reading what the sandbox received…';
    status.classList.remove('bad');
    try {
      const { parts } = await call<FieldAnswer>('/field');
      report.replaceChildren(...parts.map(drawPart));
      status.textContent = `Read at ${new Date().toLocaleTimeString()}.`;
    } catch (error) {
      status.textContent = `The field reports could not be read: ${(error as Error).message}`;
      status.classList.add('bad');
    } finally {
      reading = false;
      refresh.disabled = false;
    }
  };
  refresh.addEventListener('click', () => void read());
  return { open: read };
}
