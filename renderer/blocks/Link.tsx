import type { BlockOf } from '../../schemas/types.ts';
import { toText } from '../expr/evaluate.ts';
import { useRenderer } from '../runtime/RendererContext.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';
import { useEvaluator } from '../screen/useEvaluator.ts';
import { useRun } from '../screen/useRun.ts';

/** A text link to an allowed URL, or one that runs actions. */
export function Link({ block }: { block: BlockOf<'link'> }) {
  const runtime = useRenderer();
  const ev = useEvaluator(block);
  const { run } = useRun();
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
    const allowed = isAllowedUrl(href, runtime.shared.app.allowedOrigins, window.location.href, runtime.allowedPrefixes);
    if (!allowed) runtime.report(`link refused: ${href}`);
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
