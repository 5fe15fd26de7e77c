import type { Picture } from './page.ts';
import type { Reach, Reason } from './reachedScreens.ts';

/** What `npm run atlas -- --since <ref>` leaves in `changes.json` beside its page, for the summary a reviewer reads. */
export interface AtlasChanges {
  since: string;
  /** With `--reached`: the screens the change reaches and why; the atlas pictured those only. */
  reach?: Reach;
  screens: { id: string; route: string }[];
  pictures: Picture[];
}

export interface SummaryLinks {
  /** Where the atlas's folder can be downloaded (the CI artifact). */
  artifact?: string;
  /** The changed version's files, ending in a slash (…/blob/<commit>/), for links to a line of pages.yaml. */
  source?: string;
}

// Texts from pages.yaml end up in a Markdown table: keep them from breaking a cell or turning into markup or HTML.
const text = (s: string) => s.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function at(label: string, file: string | undefined, line: number | undefined, links: SummaryLinks): string {
  return links.source && file ? `[${label}](${links.source}${file}${line ? `#L${line}` : ''})` : label;
}

function reasonText(reason: Reason, links: SummaryLinks): string {
  return at(text(reason.what), reason.file, reason.line, links);
}

/**
 * The Markdown a CI job shows for an atlas run with `--since` (GitHub's job summary): what changed and where the
 * pictures are, each screen the change reaches (or whose pictures changed) with why, and each changed picture with
 * its files in the atlas folder.
 */
export function atlasSummary(changes: AtlasChanges, links: SummaryLinks = {}): string {
  const { reach, pictures } = changes;
  const verdicts = (list: Picture[], verdict: string) => list.filter((p) => p.compared?.verdict === verdict).length;
  const changed = pictures.filter((p) => p.compared && p.compared.verdict !== 'unchanged');
  const out = ['## Screens this change reaches, before and after', ''];
  const head = `Compared with \`${text(changes.since)}\``;
  if (reach && reach.screens.length === 0) {
    out.push(
      `${head}: the change reaches no screen (no screen, constant, copy text or document it touches is shown), so nothing was pictured.`,
    );
    return `${out.join('\n')}\n`;
  }
  const failed = pictures.filter((p) => p.failed).length;
  out.push(
    `${head}: ${plural(pictures.length, 'picture')} of ${plural(changes.screens.length, 'screen')}; **${verdicts(pictures, 'changed')} changed**, ` +
      `${verdicts(pictures, 'unchanged')} unchanged, ${verdicts(pictures, 'new')} new, ${verdicts(pictures, 'gone')} gone` +
      `${failed ? `; ${plural(failed, 'state')} not reached` : ''}.`,
  );
  if (reach?.every) out.push('', `Every screen is pictured: ${reasonText(reach.every, links)}.`);
  const download = links.artifact ? `[Download the pictures](${links.artifact})` : 'The pictures are in the `atlas` folder';
  out.push(
    '',
    `${download}, unzip and open \`index.html\` in a browser: each screen's changed pictures come first, before and after side by side and a third with the changed pixels in red.`,
    '',
  );

  const listed = reach ? reach.screens.map((s) => s.id) : [...new Set(changed.map((p) => p.screen))];
  const routes = new Map(changes.screens.map((s) => [s.id, s.route]));
  out.push(
    reach && !reach.every ? '| screen | address | pictures | reached by |' : '| screen | address | pictures |',
    reach && !reach.every ? '|---|---|---|---|' : '|---|---|---|',
  );
  for (const id of listed) {
    const own = pictures.filter((p) => p.screen === id);
    const reached = reach?.screens.find((s) => s.id === id);
    const cells = [
      at(text(id), 'pages.yaml', reached?.line, links),
      routes.has(id) ? `\`${routes.get(id)}\`` : 'removed',
      `${verdicts(own, 'changed')} changed of ${own.length}${own.some((p) => p.compared?.verdict === 'new') ? `, ${verdicts(own, 'new')} new` : ''}${own.some((p) => p.compared?.verdict === 'gone') ? `, ${verdicts(own, 'gone')} gone` : ''}`,
      ...(reach && !reach.every ? [(reached?.why ?? []).map((r) => reasonText(r, links)).join(', ')] : []),
    ];
    out.push(`| ${cells.join(' | ')} |`);
  }

  if (changed.length > 0) {
    out.push('', '### Changed pictures', '', '| screen | language | state | files in the folder |', '|---|---|---|---|');
    for (const p of changed) {
      const c = p.compared!;
      const files = [
        c.before && `before \`${c.before}\``,
        p.file && `after \`${p.file}\``,
        c.diff && `changed pixels \`${c.diff}\` (${c.pixels} pixels)`,
      ];
      out.push(`| ${text(p.screen)} | ${text(p.lang)} | ${c.verdict}: ${text(p.state)} | ${files.filter(Boolean).join(', ')} |`);
    }
  }
  const unreached = pictures.filter((p) => p.failed);
  if (unreached.length > 0) {
    out.push('', '### States not reached', '');
    for (const p of unreached) out.push(`- ${text(p.screen)} · ${text(p.lang)} · ${text(p.state)}: ${text(p.failed!)}`);
  }
  return `${out.join('\n')}\n`;
}
