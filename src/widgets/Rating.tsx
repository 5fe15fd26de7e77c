import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextRadio } from '../../renderer/blocks/nextRadio.ts';
import { toNumber, toText, useEvaluator, useRenderer, useRun, type WidgetComponent } from '../../renderer/index.ts';
import { ratingOutcome } from './rating/ratingOutcome.ts';
import { StarIcon } from './rating/StarIcon.tsx';
import { starCount } from './rating/starCount.ts';
import './rating/rating.css';

/**
 * Stars 1..max as a radio group and a submit button. With no star chosen, submitting toasts `prompt`; otherwise
 * `onSubmit` then `onLow` (below `threshold`) or `onHigh` run as one list with event.score, so a double tap sends
 * once and a failed step (a call that fails, a check) stops the branch too.
 */
export const Rating: WidgetComponent<'rating'> = ({ block }) => {
  const ev = useEvaluator(block);
  const { toast, report } = useRenderer();
  const { busy, run } = useRun();
  const [score, setScore] = useState(0);
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const titleId = useId();
  const max = starCount(toNumber(ev(block.max)));
  const title = block.title === undefined ? '' : toText(ev(block.title));

  const submit = () => {
    if (busy) return;
    if (score === 0) {
      toast.show(toText(ev(block.prompt)));
      return;
    }
    const threshold = toNumber(ev(block.threshold));
    if (threshold === undefined) report('rating widget: threshold is not a number; only onSubmit runs');
    const branch = threshold === undefined ? [] : ratingOutcome(score, threshold) === 'low' ? block.onLow : block.onHigh;
    void run([...(block.onSubmit ?? []), ...(branch ?? [])], { event: { score } });
  };

  const onKeyDown = (event: KeyboardEvent, star: number) => {
    const next = nextRadio(event.key, star - 1, max, true);
    if (next === undefined) return;
    event.preventDefault();
    setScore(next + 1);
    stars.current[next]?.focus();
  };

  return (
    <div className="w-rating">
      {title && (
        <p className="w-rating-title" id={titleId}>
          {title}
        </p>
      )}
      <div className="w-rating-stars" role="radiogroup" aria-labelledby={title ? titleId : undefined}>
        {Array.from({ length: max }, (_, i) => {
          const star = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: star buttons keep the stars drawable and large to tap; they expose radio semantics.
            <button
              key={star}
              ref={(element) => {
                stars.current[i] = element;
              }}
              type="button"
              role="radio"
              aria-checked={star === score}
              aria-label={String(star)}
              tabIndex={star === (score || 1) ? 0 : -1}
              className={`w-rating-star${star <= score ? ' w-rating-star-on' : ''}`}
              onClick={() => setScore(star)}
              onKeyDown={(event) => onKeyDown(event, star)}
            >
              <StarIcon />
            </button>
          );
        })}
      </div>
      <button type="button" className="r-button r-button-primary r-button-full" aria-busy={busy} onClick={submit}>
        {toText(ev(block.submit))}
      </button>
    </div>
  );
};
