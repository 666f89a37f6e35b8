// What a food row and the analysis keep of a match (decision 106): the low-confidence threshold and an item as an
// alternative to swap back to, apart from the match arithmetic (match.ts), which loads with the 'Change Match'
// dialog (issue 15, decision 159).
import { EXTRA_NUTRIENTS } from '../schemas/limits.ts';
import type { AnalyzedAlternative, ExtraNutrient, FoodItem } from '../schemas/index.ts';
import type { MatchedItem } from './match.ts';

/** Fiber, sugars and sodium where known (issue 14); null (an alternative's unknown) counts as not known. */
type Extras = { [K in ExtraNutrient]?: number | null | undefined };

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

/** The item's values, as an alternative for another swap (the food it was before can be chosen back). */
export function asAlternative(
  item: MatchedItem & { foodId: string; grams: number },
  name: string = item.name,
): AnalyzedAlternative {
  return { foodId: item.foodId, name, grams: item.grams, ...pickValues(item) };
}

export function pickValues<T extends Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat'> & Extras>(
  v: T,
) {
  const values: Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat'> & Extras = {
    calories: v.calories,
    protein: v.protein,
    carbs: v.carbs,
    fat: v.fat,
  };
  for (const key of EXTRA_NUTRIENTS) {
    const value = v[key];
    if (typeof value === 'number') values[key] = value;
  }
  return values;
}
