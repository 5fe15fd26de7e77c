/** Which branch a chosen score takes: `low` below the threshold, `high` at or above it. */
export function ratingOutcome(score: number, threshold: number): 'low' | 'high' {
  return score < threshold ? 'low' : 'high';
}
