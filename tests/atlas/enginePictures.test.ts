import { expect, test } from 'vitest';
import { renderAtlas } from '../../tools/atlas/page.ts';

test("a state's WebKit and Firefox pictures stand beside Chromium's, saying what took them and when", () => {
  const html = renderAtlas({
    pictures: [
      {
        id: 'site.page.base.es',
        screen: 'site',
        lang: 'es',
        state: 'the page',
        path: '/',
        how: '',
        width: 390,
        errors: [],
        file: 'img/site.page.base.es.png',
        engines: [
          { engine: 'MiniBrowser (WebKitGTK 2.50.6)', file: 'engines/webkit/site.page.base.es.png', takenAt: '2026-11-25T15:29:32.782Z' },
          { engine: 'Firefox 153.7.0', file: 'engines/firefox/site.page.base.es.png', takenAt: '2026-11-25T15:28:08.010Z' },
        ],
      },
    ],
    screens: [{ id: 'site', route: '/' }],
    unreached: [],
    liveBase: 'http://127.0.0.1:5173/',
    generatedAt: '2026-11-25 16:00 UTC',
    seconds: 1,
  });
  const figure = html.slice(html.indexOf('id="shot-site_page_base_es"'));
  expect(figure).toContain('src="engines/webkit/site.page.base.es.png" alt="MiniBrowser (WebKitGTK 2.50.6): site, es: the page"');
  expect(figure).toContain('src="engines/firefox/site.page.base.es.png"');
  expect(figure).toContain('npm test 2026-11-25 15:28 UTC');
});
