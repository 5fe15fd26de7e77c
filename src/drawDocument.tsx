import { renderToStaticMarkup } from 'react-dom/server';
import type { CompiledShared } from '../renderer/config.ts';
import { builtins } from '../renderer/expr/builtins.ts';
import { renderScreen } from '../renderer/document/renderScreen.tsx';
import { languageOf } from '../renderer/runtime/language.ts';
import type { CompiledScreen } from '../renderer/screen/CompiledScreen.ts';
import { ScreenMessage } from '../renderer/screen/ScreenMessage.tsx';
import { appTree } from './appTree.tsx';
import { momentFunctionNames } from './expressionFunctionNames.ts';
import { createExpressionFunctions } from './expressionFunctions.ts';

/**
 * A route's first screen as its document's markup in one language: the renderer's drawing, with this product's
 * expression functions and tree. The build calls it (tools/vite/screenDocuments.ts) through Vite's module runner,
 * in Node; borrowers never load it.
 */
export function drawDocument(shared: CompiledShared, route: string, compiled: CompiledScreen, language: string) {
  const { currency } = languageOf(shared.languages, language);
  const functions = {
    ...builtins,
    ...createExpressionFunctions({
      constants: shared.constants,
      currency: () => currency,
      // The document draws nothing that reads the clock, the device or the API's addresses (placeholders stand there).
      api: { call: () => new Promise(() => {}), upload: () => new Promise(() => {}), url: () => '' },
      now: () => 0,
      userAgent: () => '',
    }),
  };
  return renderScreen({ shared, route, compiled, language, functions, momentFunctions: momentFunctionNames, wrap: (app) => appTree(app) });
}

/**
 * What a page says when its code fails or never comes, in `language`: the screen's own failure message with Retry,
 * drawn once here and shown by the page's first script (renderer/document/pageContract.js) without React.
 */
export function loadFailureMarkup(shared: CompiledShared, language: string): string {
  const ui = languageOf(shared.languages, language).texts.ui ?? {};
  return renderToStaticMarkup(
    <main>
      <ScreenMessage kind="error" text={ui.loadFailed ?? ''} action={ui.retry ?? ''} onAction={() => {}} />
    </main>,
  );
}
