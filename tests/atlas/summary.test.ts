import { describe, expect, it } from 'vitest';
import type { Picture } from '../../tools/atlas/page.ts';
import { type AtlasChanges, atlasSummary } from '../../tools/atlas/summary.ts';

const picture = (id: string, verdict: 'changed' | 'unchanged' | 'new' | 'gone', rest: Partial<Picture> = {}): Picture => {
  const [screen = '', , , lang = ''] = id.split('.');
  return {
    id,
    screen,
    lang,
    state: 'first load',
    path: '/',
    how: '',
    width: 390,
    errors: [],
    file: `img/${id}.png`,
    compared: {
      verdict,
      pixels: verdict === 'changed' ? 1234 : 0,
      ...(verdict === 'changed' ? { before: `before/${id}.png`, diff: `diff/${id}.png` } : {}),
    },
    ...rest,
  };
};

const changes: AtlasChanges = {
  since: '4f1c2e9',
  reach: {
    screens: [
      { id: 'loanDetails', line: 1400, why: [{ what: 't.details.extend', file: 'pages.yaml', line: 761 }] },
      { id: 'site', line: 1120, why: [{ what: 'document.loanTerms', file: 'content/loan-terms.en.md' }] },
    ],
  },
  screens: [
    { id: 'loanDetails', route: '/loan/details' },
    { id: 'site', route: '/' },
  ],
  pictures: [
    picture('loanDetails.ORD174.base.en', 'changed', { state: 'order 174 | overdue' }),
    picture('loanDetails.ORD174.base.es', 'unchanged'),
    picture('site.page.base.es', 'unchanged'),
    picture('site.page.base.en', 'unchanged', { failed: 'the Contact button did not show', file: undefined }),
  ],
};
const links = { artifact: 'https://github.com/o/r/actions/runs/7/artifacts/9', source: 'https://github.com/o/r/blob/abc/' };

describe('atlasSummary', () => {
  it('lists each reached screen with its pictures and why, each changed picture with its files, and links them', () => {
    expect(atlasSummary(changes, links).split('\n')).toEqual([
      '## Screens this change reaches, before and after',
      '',
      'Compared with `4f1c2e9`: 4 pictures of 2 screens; **1 changed**, 3 unchanged, 0 new, 0 gone; 1 state not reached.',
      '',
      "[Download the pictures](https://github.com/o/r/actions/runs/7/artifacts/9), unzip and open `index.html` in a browser: each screen's changed pictures come first, before and after side by side and a third with the changed pixels in red.",
      '',
      '| screen | address | pictures | reached by |',
      '|---|---|---|---|',
      '| [loanDetails](https://github.com/o/r/blob/abc/pages.yaml#L1400) | `/loan/details` | 1 changed of 2 | [t.details.extend](https://github.com/o/r/blob/abc/pages.yaml#L761) |',
      '| [site](https://github.com/o/r/blob/abc/pages.yaml#L1120) | `/` | 0 changed of 2 | [document.loanTerms](https://github.com/o/r/blob/abc/content/loan-terms.en.md) |',
      '',
      '### Changed pictures',
      '',
      '| screen | language | state | files in the folder |',
      '|---|---|---|---|',
      '| loanDetails | en | changed: order 174 \\| overdue | before `before/loanDetails.ORD174.base.en.png`, after `img/loanDetails.ORD174.base.en.png`, changed pixels `diff/loanDetails.ORD174.base.en.png` (1234 pixels) |',
      '',
      '### States not reached',
      '',
      '- site · en · first load: the Contact button did not show',
      '',
    ]);
  });

  it('names the folder instead of a download, and plain names without links, when it has no links', () => {
    const text = atlasSummary(changes);
    expect(text).toContain('The pictures are in the `atlas` folder, unzip');
    expect(text).toContain('| loanDetails | `/loan/details` | 1 changed of 2 | t.details.extend |');
    expect(text).not.toContain('](');
  });

  it('says why every screen was pictured, and when the change reaches none', () => {
    const every = { what: 'app changed', file: 'pages.yaml', line: 6 };
    const all = atlasSummary({ ...changes, reach: { every, screens: changes.reach!.screens.map((s) => ({ ...s, why: [every] })) } }, links);
    expect(all).toContain('Every screen is pictured: [app changed](https://github.com/o/r/blob/abc/pages.yaml#L6).');
    expect(all).toContain('| screen | address | pictures |\n|---|---|---|\n| [loanDetails]');
    expect(atlasSummary({ since: 'main', reach: { screens: [] }, screens: [], pictures: [] })).toBe(
      '## Screens this change reaches, before and after\n\nCompared with `main`: the change reaches no screen (no screen, constant, copy text or document it touches is shown), so nothing was pictured.\n',
    );
  });

  it('keeps a text from pages.yaml from breaking the table or becoming markup', () => {
    const odd = { ...changes, pictures: [picture('site.page.base.en', 'changed', { state: '<b>*Pay*</b> | `now`' })] };
    expect(atlasSummary(odd)).toContain('| site | en | changed: \\<b\\>\\*Pay\\*\\</b\\> \\| \\`now\\` |');
  });
});
