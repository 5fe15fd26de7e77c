// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, test } from 'vitest';
import { createEntryCalls } from '../../renderer/entry/entryCalls.ts';
import { addressOf } from '../../renderer/entry/pageAddress.ts';
import { resolveEntry } from '../../renderer/entry/resolveEntry.ts';
import { RendererApp } from '../../renderer/RendererApp.tsx';
import type { ScreenChunks } from '../../renderer/routing/screenChunks.ts';
import { createToasts } from '../../renderer/toasts/createToasts.ts';
import type { Languages } from '../../schemas/types.ts';
import { appTree } from '../../src/appTree.tsx';
import { drawDocument } from '../../src/drawDocument.tsx';
import { pathFor } from '../../tools/atlas/discover.ts';
import { variantsOf } from '../../tools/atlas/variants.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { compiledScreen } from '../support/compiledScreen.ts';
import { screenRuntime } from '../support/screenRuntime.ts';

// Every route's first screen drawn as its document, in every language it has, and taken over by React as the
// browser does: in Node, in seconds. The browsers' own tests (tests/browser/hydration.test.ts, tests/engines) do
// the same on the real build.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const compiled = compiledPages();
const { shared } = compiled;
const NOT_THERE = /\b(undefined|NaN)\b|\[object Object\]/;

const documents = shared.routes
  .filter(({ route }) => route.startsWith('/'))
  .flatMap(({ screen, route }) => Object.keys(compiled.screens[screen]!).map((language) => ({ screen, route, language })));

describe.each(documents)('$route in $language', ({ screen, route, language }) => {
  test('draws its screen in Node, with placeholders where it waits, and React takes it over with no mismatch', async () => {
    const chunk = await compiledScreen(screen, language);
    const { html, problems } = drawDocument(shared, route, chunk, language);
    expect(problems).toEqual([]);
    expect(html).toContain(`data-screen="${screen}"`);
    expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(NOT_THERE);

    // The browser: the address as a borrower opens it (the atlas's first scenario), the same language.
    const url = new URL(
      pathFor(route, variantsOf(compiled.screens[screen]![language]!.screen)[0]!.query, language, shared.languages as Languages),
      'http://app.test',
    );
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url.href);
    const entry = resolveEntry(addressOf(url), shared);
    expect(entry.language).toBe(language);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.replaceChildren(root);
    const { runtime } = screenRuntime(language, () => new Promise(() => {}));
    const toasts = createToasts({ defaultMs: 3000, minMs: 300 });
    const screens: ScreenChunks = { load: async () => chunk, loaded: (id) => (id === screen ? chunk : undefined), onHung: () => () => {} };
    const mismatches: string[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        appTree(<RendererApp {...runtime} entry={entry} screens={screens} entryCalls={createEntryCalls()} toastStore={toasts.store} />),
        { onRecoverableError: (error) => mismatches.push(String(error)) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(root.querySelector(`[data-screen="${screen}"]`)).not.toBeNull();
  });
});
