// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { Document } from '../../renderer/blocks/Document.tsx';
import { RendererContext, type RendererRuntime } from '../../renderer/runtime/RendererContext.ts';
import { ScreenContext, type ScreenRuntime } from '../../renderer/screen/ScreenRuntime.ts';
import { outline } from '../../tools/check/documentText.ts';

// Documents have one grammar (renderer/blocks/parseDocument.ts): what the checker lets through, the page draws as
// that markup; what the page would show as plain text, the checker refuses.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function draw(text: string): HTMLElement {
  const runtime = { language: { id: 'es' }, shared: { languages: { default: 'es' } } } as unknown as RendererRuntime;
  const screen = { documents: { terms: { es: text } } } as unknown as ScreenRuntime;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  act(() =>
    root.render(
      <RendererContext.Provider value={runtime}>
        <ScreenContext.Provider value={screen}>
          <Document block={{ type: 'document', document: 'terms' }} />
        </ScreenContext.Provider>
      </RendererContext.Provider>,
    ),
  );
  return host.querySelector('article')!;
}

const ACCEPTED = `# Title
## Section
### Part

A paragraph with **bold** words
that goes on on the next line.

- first
- second with **bold**

1. one
2. two
`;

test('every markup the checker accepts draws as that markup', () => {
  expect(outline(ACCEPTED).foreign).toEqual([]);
  const article = draw(ACCEPTED);
  const shape = [...article.children].map((el) => `${el.tagName.toLowerCase()}:${el.textContent}`);
  expect(shape).toEqual([
    'h1:Title',
    'h2:Section',
    'h3:Part',
    'p:A paragraph with bold words that goes on on the next line.',
    'ul:firstsecond with bold',
    'ol:onetwo',
  ]);
  expect([...article.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['bold', 'bold']);
  expect(article.querySelectorAll('li')).toHaveLength(4);
});

test('markup the page would show as plain text is refused by the checker, line by line', () => {
  const cases: [string, string][] = [
    ['#### Fees', 'heading'],
    ['* starred', 'bullet'],
    ['+ plus', 'bullet'],
    ['1) numbered', 'numbered'],
    ['| a | b |', 'table'],
    ['> quoted', 'quote'],
    ['```', 'code'],
    ['an **open bold', 'bold'],
  ];
  for (const [line, markup] of cases) {
    const article = draw(`# Title\n\n${line}\n`);
    // Drawn as a paragraph of plain text, markup characters and all...
    expect(article.lastElementChild?.tagName).toBe('P');
    expect(article.lastElementChild?.textContent).toBe(line);
    // ...which is why the checker refuses it, at its line.
    expect(outline(`# Title\n\n${line}\n`).foreign).toEqual([{ at: { line: 3, col: 1 }, markup }]);
  }
});
