import { about, actionList, expr, limit } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/**
 * Stars 1..max. Sending with none picked toasts `prompt`; otherwise `onSubmit` runs with event.score, then
 * `onLow` below `threshold` or `onHigh` at or above it.
 */
export const rating = widgetKind(
  'rating',
  'rating widget',
  {
    title: about(expr, 'The question above the stars, e.g. t.complaint.rateTitle.'),
    max: about(limit, 'How many stars, e.g. const.scoreMax.'),
    threshold: about(limit, 'Scores at or above this count as happy, e.g. const.rateAppThreshold.'),
    submit: about(expr, 'Text of the send button, e.g. t.complaint.rateSubmit.'),
    prompt: about(expr, 'Toast when the borrower sends without picking a star, e.g. t.complaint.ratePrompt.'),
    onSubmit: about(actionList, 'Runs on send with event.score, e.g. a call that saves the score.'),
    onLow: about(actionList, 'Runs after onSubmit for a score below threshold, e.g. a thank-you toast.'),
    onHigh: about(actionList, 'Runs after onSubmit for a score at or above threshold, e.g. ask to rate the app.'),
  },
  ['max', 'threshold', 'submit', 'prompt'],
);
