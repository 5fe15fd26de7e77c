import { Fragment, type ReactNode } from 'react';
import type { BlockOf } from '../../schemas/types.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { useScreen } from '../screen/ScreenRuntime.ts';
import { type DocumentNode, parseDocument, spans } from './parseDocument.ts';

/** A long document in the page's language, drawn as React elements from its tiny markup (never as HTML). */
export function Document({ block }: { block: BlockOf<'document'> }) {
  const runtime = useRenderer();
  const byPack = useScreen().documents[block.document] ?? {};
  const text = byPack[runtime.language.id] ?? byPack[runtime.shared.languages.default] ?? '';
  return (
    <article className="r-document">
      {parseDocument(text).map((node, i) => (
        <Node key={i} node={node} />
      ))}
    </article>
  );
}

function Node({ node }: { node: DocumentNode }) {
  switch (node.kind) {
    case 'h1':
      return <h1>{inline(node.text)}</h1>;
    case 'h2':
      return <h2>{inline(node.text)}</h2>;
    case 'h3':
      return <h3>{inline(node.text)}</h3>;
    case 'p':
      return <p>{inline(node.text)}</p>;
    case 'ul':
      return (
        <ul>
          {node.items.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {node.items.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </ol>
      );
  }
}

function inline(text: string): ReactNode {
  return spans(text).map((span, i) => (span.bold ? <strong key={i}>{span.text}</strong> : <Fragment key={i}>{span.text}</Fragment>));
}
