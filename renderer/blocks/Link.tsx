import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';
import { useDocumentDraw } from '../screen/useDocumentDraw.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

/** A text link to an allowed URL, or one that runs actions. */
export function Link({ block }: { block: BlockOf<'link'> }) {
  const runtime = useRenderer();
  const ev = useEvaluator(block);
  const { run } = useRun();
  // The document is drawn before the page's own address is known: a link to this site by its full address gets
  // its href once the page runs.
  const here = useDocumentDraw() ? undefined : runtime.origin;
  const text = toText(ev(block.text));
  const icon = block.icon === undefined ? '' : toText(ev(block.icon));
  const content = (
    <>
      <span>{text}</span>
      {icon && <img className="r-link-icon" src={icon} alt="" aria-hidden="true" />}
    </>
  );
  if (block.href !== undefined) {
    const href = toText(ev(block.href));
    const allowed = isAllowedUrl(href, runtime.shared.app.allowedOrigins, here, runtime.allowedPrefixes);
    if (!allowed && here !== undefined) runtime.report(`link refused: ${href}`);
    const external = allowed && !href.startsWith('/') && !/^(tel|mailto):/i.test(href);
    return (
      <a
        className="r-link"
        href={allowed ? href : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={allowed ? undefined : () => runtime.toast.show(runtime.ui('blockedUrl'))}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="r-link" onClick={() => void run(block.actions)}>
      {content}
    </button>
  );
}
