// What a food row keeps of a match (decision 106): the low-confidence threshold, apart from the match arithmetic
// (match.ts), which loads with the 'Change Match' dialog (issue 15, decision 159), and from an item as an
// alternative to swap back to (alternatives.ts, decision 205).

/**
 * Decision 106: a match with confidence below this is marked "Low confidence". On the training part of the dev
 * set, about one matched item in five falls below it, and those pick the coder's food about 74% of the time
 * against 87% above it. The same rule decides grounding (decision 041): the server uses the database's numbers
 * for a model's food only where the match is not low confidence.
 */
export const LOW_CONFIDENCE_BELOW = 0.7;

export function isLowConfidence(confidence: number): boolean {
  return confidence < LOW_CONFIDENCE_BELOW;
}
