import { lazy, Suspense, useCallback, useState } from 'react';
import { toText, useEvaluator, useRenderer, type WidgetComponent } from '../../renderer/index.ts';
import { LoadBoundary } from './barcode/LoadBoundary.tsx';
import './barcode/barcode.css';

// The drawing code loads only when a barcode without a server image is first shown (a modal opening).
const Code128Svg = lazy(() => import('./code128/Code128Svg.tsx'));

/**
 * The server's barcode image when there is one; otherwise a Code 128 drawn from the payment code. An image that
 * fails to load falls back to the drawn code. Nothing shows when there is neither.
 */
export const Barcode: WidgetComponent<'barcode'> = ({ block }) => {
  const ev = useEvaluator(block);
  const { report } = useRenderer();
  const [brokenImage, setBrokenImage] = useState('');
  const code = toText(ev(block.code)).trim();
  const image = block.image === undefined ? '' : toText(ev(block.image)).trim();
  const caption = block.caption === undefined ? '' : toText(ev(block.caption));
  const onInvalid = useCallback((text: string) => report(`barcode widget: Code 128 cannot encode ${JSON.stringify(text)}`), [report]);
  const showImage = image !== '' && image !== brokenImage;
  if (!showImage && !code) return null;

  const codeText = <p className="w-barcode-text">{code}</p>;
  return (
    <figure className="w-barcode">
      {showImage ? (
        <img className="w-barcode-image" src={image} alt={code} decoding="async" onError={() => setBrokenImage(image)} />
      ) : (
        <LoadBoundary fallback={codeText} onError={(error) => report(`barcode widget: drawing failed to load: ${String(error)}`)}>
          <Suspense fallback={<div className="w-barcode-placeholder" />}>
            <Code128Svg code={code} onInvalid={onInvalid} />
          </Suspense>
        </LoadBoundary>
      )}
      {caption && <figcaption className="w-barcode-caption">{caption}</figcaption>}
    </figure>
  );
};
