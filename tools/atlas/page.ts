import type { Verdict } from './compare.ts';
import type { EnginePicture } from './enginePictures.ts';
import type { Unreached } from './types.ts';

/** One picture as the atlas page shows it. Files are relative to the page. */
export interface Picture {
  id: string;
  screen: string;
  lang: string;
  state: string;
  /** Path and query that open the state's screen live. */
  path: string;
  how: string;
  width: number;
  file?: string;
  size?: { width: number; height: number };
  failed?: string;
  errors: string[];
  compared?: { verdict: Verdict; pixels: number; before?: string; diff?: string };
  /** The same state in WebKit and Firefox, from the engine tests' last run. */
  engines?: EnginePicture[];
}

/** A key of pages.yaml and the screens that use it (where-used). */
export interface Usage {
  key: string;
  kind: string;
  line: number;
  screens: string[];
  /** What else reads it: a document's placeholder, an endpoint, an api client, a TypeScript file. */
  readBy?: string[];
}

export interface AtlasPage {
  pictures: Picture[];
  screens: { id: string; route: string }[];
  unreached: Unreached[];
  /** Where `npm start` serves the pages, for the live links. */
  liveBase: string;
  since?: string;
  generatedAt: string;
  seconds: number;
  usage?: Usage[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const anchor = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
const THUMB = 260;

const STYLE = `
:root { font-family: system-ui, sans-serif; color: #1f2937; background: #f3f5f7; }
body { margin: 0; display: grid; grid-template-columns: 16rem 1fr; }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; background: #fff; border-right: 1px solid #d6dae0; padding: 1rem; box-sizing: border-box; }
nav ol { list-style: none; padding: 0; margin: 0; } nav li { margin: .15rem 0; overflow-wrap: anywhere; }
nav a { color: #0b5d43; text-decoration: none; } nav a:hover, nav a:focus { text-decoration: underline; }
main { padding: 1rem 2rem; min-width: 0; }
h1 { margin-top: 0; } h2 { margin-top: 2.5rem; border-bottom: 2px solid #0e9f6e; padding-bottom: .25rem; }
h2 code { font-size: .8em; color: #4b5563; font-weight: normal; }
.summary { font-size: 1.1rem; background: #fff; padding: .75rem 1rem; border-radius: 8px; border: 1px solid #d6dae0; }
.grid { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-start; }
figure { margin: 0; background: #fff; border: 1px solid #d6dae0; border-radius: 8px; padding: .5rem; width: ${THUMB}px; }
figure.wide { width: ${THUMB * 2}px; } figure.changed { width: auto; border: 3px solid #dc2626; }
figure.changed .pair { display: flex; gap: .5rem; } figure.changed .pair > div { width: ${THUMB}px; }
figure img { display: block; width: 100%; height: auto; max-height: 560px; object-fit: cover; object-position: top; border: 1px solid #e5e7eb; }
.engines { display: flex; gap: .4rem; margin-top: .4rem; } .engines figure { width: auto; flex: 1; padding: 0; border: 0; }
.engines figcaption { font-size: .75rem; margin-top: .2rem; }
figcaption { font-size: .85rem; margin-top: .4rem; overflow-wrap: anywhere; }
figcaption .state { font-weight: 600; } .lang { display: inline-block; background: #1f2937; color: #fff; border-radius: 4px; padding: 0 .35rem; font-size: .75rem; margin-right: .3rem; }
.verdict { font-weight: 700; } .verdict-changed { color: #b91c1c; } .verdict-new { color: #1d4ed8; } .verdict-unchanged { color: #4b5563; }
.failed { color: #b91c1c; } .muted { color: #4b5563; }
table { border-collapse: collapse; background: #fff; } td, th { border: 1px solid #d6dae0; padding: .25rem .5rem; text-align: left; vertical-align: top; }
a:focus-visible { outline: 3px solid #f59e0b; }
`;

function image(src: string, alt: string, size?: { width: number; height: number }): string {
  const dims = size ? ` width="${size.width}" height="${size.height}"` : '';
  return `<a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"${dims}></a>`;
}

function figure(p: Picture, liveBase: string): string {
  const live = new URL(p.path, liveBase).href;
  const alt = `${p.screen}, ${p.lang}: ${p.state}`;
  const verdict = p.compared
    ? `<span class="verdict verdict-${p.compared.verdict}">${p.compared.verdict}${p.compared.verdict === 'changed' ? ` (${p.compared.pixels} px)` : ''}</span> · `
    : '';
  const caption = `<figcaption>${verdict}<span class="lang" lang="en">${escapeHtml(p.lang)}</span><span class="state">${escapeHtml(p.state)}</span>
    ${p.how ? `<br><span class="muted">Then: ${escapeHtml(p.how)}</span>` : ''}
    <br><a href="${escapeHtml(live)}">${escapeHtml(live)}</a>
    ${p.failed ? `<br><span class="failed">Not reached: ${escapeHtml(p.failed)}</span>` : ''}
    ${p.errors.length ? `<br><span class="failed">Page errors: ${escapeHtml(p.errors.join(' | '))}</span>` : ''}</figcaption>`;
  const classes = [p.width > 600 ? 'wide' : '', p.compared?.verdict === 'changed' ? 'changed' : ''].filter(Boolean).join(' ');
  const body =
    p.compared?.verdict === 'changed' && p.compared.before && p.file
      ? `<div class="pair"><div><p>Before</p>${image(p.compared.before, `before: ${alt}`, p.size)}</div><div><p>After</p>${image(p.file, `after: ${alt}`, p.size)}</div>${p.compared.diff ? `<div><p>Difference (red)</p>${image(p.compared.diff, `difference: ${alt}`)}</div>` : ''}</div>`
      : p.file
        ? image(p.file, alt, p.size)
        : p.compared?.before
          ? `<p>Before (gone since)</p>${image(p.compared.before, `before: ${alt}`)}`
          : '<p class="failed">No picture</p>';
  const engines = p.engines?.length
    ? `<div class="engines">${p.engines
        .map(
          (e) =>
            `<figure>${image(e.file, `${e.engine}: ${alt}`)}<figcaption>${escapeHtml(e.engine)}<br><span class="muted">npm test ${escapeHtml(e.takenAt.slice(0, 16).replace('T', ' '))} UTC</span></figcaption></figure>`,
        )
        .join('')}</div>`
    : '';
  return `<figure id="shot-${anchor(p.id)}"${classes ? ` class="${classes}"` : ''}>${body}${caption}${engines}</figure>`;
}

const ORDER: Record<Verdict, number> = { changed: 0, new: 1, gone: 2, unchanged: 3 };

function usageTable(usage: Usage[], screens: Set<string>): string {
  const rows = usage
    .map(
      (u) =>
        `<tr><td><code>${escapeHtml(u.key)}</code></td><td>${escapeHtml(u.kind)}</td><td>${u.line}</td><td>${
          u.screens.length
            ? u.screens.map((s) => (screens.has(s) ? `<a href="#screen-${anchor(s)}">${escapeHtml(s)}</a>` : escapeHtml(s))).join(', ')
            : u.readBy?.length
              ? '<span class="muted">no screen</span>'
              : '<span class="failed">read by nothing</span>'
        }${u.readBy?.length ? `<br><span class="muted">also read by ${escapeHtml(u.readBy.join(', '))}</span>` : ''}</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="where-used"><h2 id="where-used">Where each key is used</h2>
<p>Every constant, copy text and document of pages.yaml, with the screens that show it (pages.yaml line in the third column).
The same answer on the command line: <code>npm run check -- --where t.details.extend</code>.</p>
<p><label for="key-filter">Show keys containing</label> <input id="key-filter" type="search" placeholder="complaintTextMax"></p>
<table id="usage"><thead><tr><th scope="col">key</th><th scope="col">kind</th><th scope="col">line</th><th scope="col">screens</th></tr></thead><tbody>
${rows}</tbody></table>
<script>
document.getElementById('key-filter').addEventListener('input', (e) => {
  const wanted = e.target.value.trim().toLowerCase();
  for (const row of document.querySelectorAll('#usage tbody tr')) row.hidden = !row.cells[0].textContent.toLowerCase().includes(wanted);
});
</script></section>`;
}

/** The atlas page: summary, a table of contents by screen, then each screen's pictures (changed ones first). */
export function renderAtlas(atlas: AtlasPage): string {
  const byScreen = new Map(atlas.screens.map((s) => [s.id, [] as Picture[]]));
  for (const p of atlas.pictures) byScreen.get(p.screen)?.push(p);
  const count = (v: Verdict) => atlas.pictures.filter((p) => p.compared?.verdict === v).length;
  const taken = atlas.pictures.filter((p) => p.file).length;
  const failed = atlas.pictures.filter((p) => p.failed);
  const changedList = atlas.pictures.filter((p) => p.compared && p.compared.verdict !== 'unchanged');
  const summary =
    atlas.since !== undefined
      ? `<p class="summary" role="status"><strong>${count('changed')} changed</strong>, ${count('unchanged')} unchanged${count('new') ? `, ${count('new')} new` : ''}${count('gone') ? `, ${count('gone')} gone` : ''} pictures since <code>${escapeHtml(atlas.since)}</code>.</p>
${changedList.length ? `<ul>${changedList.map((p) => `<li><a href="#shot-${anchor(p.id)}">${escapeHtml(p.screen)} · ${escapeHtml(p.lang)} · ${escapeHtml(p.state)}</a> (${p.compared!.verdict})</li>`).join('')}</ul>` : ''}`
      : '';
  const toc = atlas.screens
    .map((s) => {
      const list = byScreen.get(s.id) ?? [];
      const changed = list.filter((p) => p.compared?.verdict === 'changed').length;
      return `<li><a href="#screen-${anchor(s.id)}">${escapeHtml(s.id)}</a> <span class="muted">(${list.length}${changed ? `, <strong class="verdict-changed">${changed} changed</strong>` : ''})</span></li>`;
    })
    .join('\n');
  const sections = atlas.screens
    .map((s) => {
      const list = [...(byScreen.get(s.id) ?? [])].sort(
        (a, b) => ORDER[a.compared?.verdict ?? 'unchanged'] - ORDER[b.compared?.verdict ?? 'unchanged'],
      );
      return `<section aria-labelledby="screen-${anchor(s.id)}"><h2 id="screen-${anchor(s.id)}">${escapeHtml(s.id)} <code>${escapeHtml(s.route)}</code></h2>
<div class="grid">${list.map((p) => figure(p, atlas.liveBase)).join('\n')}</div></section>`;
    })
    .join('\n');
  const gaps = [
    ...atlas.unreached.map((u) => `<li>${escapeHtml(u.screen)}: modal <code>${escapeHtml(u.modal)}</code>: ${escapeHtml(u.why)}</li>`),
    ...failed.map(
      (p) =>
        `<li><a href="#shot-${anchor(p.id)}">${escapeHtml(p.screen)} · ${escapeHtml(p.lang)} · ${escapeHtml(p.state)}</a>: ${escapeHtml(p.failed!)}</li>`,
    ),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen atlas${atlas.since !== undefined ? ` · changes since ${escapeHtml(atlas.since)}` : ''}</title><style>${STYLE}</style></head>
<body><nav aria-label="Screens"><h2 class="muted" style="margin-top:0;border:0">Screens</h2><ol>${toc}
${atlas.usage ? '<li><a href="#where-used">Where each key is used</a></li>' : ''}${gaps.length ? '<li><a href="#gaps">Not pictured</a></li>' : ''}</ol></nav>
<main><h1>Screen atlas</h1>
<p class="muted">${taken} pictures of ${atlas.screens.length} screens, every language and state the sandbox offers, at 390 px (the official site also at 1280 px). Generated ${escapeHtml(atlas.generatedAt)} in ${atlas.seconds} s. Each link opens the state's screen live while <code>npm start</code> runs. Under a picture, the same state in WebKit and Firefox where the engine tests (<code>npm test</code>) last took one.</p>
${summary}
${sections}
${atlas.usage ? usageTable(atlas.usage, new Set(atlas.screens.map((s) => s.id))) : ''}
${gaps.length ? `<section aria-labelledby="gaps"><h2 id="gaps">Not pictured</h2><ul>${gaps.join('\n')}</ul></section>` : ''}
</main></body></html>
`;
}
