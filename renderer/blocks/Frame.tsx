import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';
import { useDocumentDraw } from '../screen/useDocumentDraw.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { frameHeightClass } from './sizeClasses.ts';

/**
 * The sandbox runs the framed page's scripts (the privacy notice is this app) in an opaque origin: without
 * allow-same-origin a framed page of this site cannot reach the parent's DOM, cookies or storage, or lift its own
 * sandbox, as it could with both flags. Links in it may open a normal new tab.
 */
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** An embedded page, only from this site or an allowed origin. */
export function Frame({ block }: { block: BlockOf<'frame'> }) {
  const runtime = useRenderer();
  const ev = useEvaluator(block);
  const src = toText(ev(block.src));
  // Before the page's own address is known (its document's draw) a frame of this site by its full address waits.
  const here = useDocumentDraw() ? undefined : runtime.origin;
  const allowed = isAllowedUrl(src, runtime.shared.app.allowedOrigins, here);
  const className = `r-frame${block.height === undefined ? '' : ` ${frameHeightClass(block.height)}`}`;
  if (!allowed && here === undefined) return <iframe className={className} title={toText(ev(block.title))} />;
  if (!allowed) {
    runtime.report(`frame refused: ${src}`);
    return (
      <p className="r-unknown" role="note">
        {runtime.ui('blockedUrl')}
      </p>
    );
  }
  return <iframe className={className} src={src} title={toText(ev(block.title))} loading="lazy" sandbox={SANDBOX} />;
}
