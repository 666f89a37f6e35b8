// An item as an alternative to swap back to (decision 106), apart from matched.ts (home's first chunk holds it,
// decision 205): the analysis and the 'Change Match' dialog use it, after home's first paint.
import { EXTRA_NUTRIENTS } from '../schemas/limits.ts';
import type { AnalyzedAlternative, ExtraNutrient, FoodItem } from '../schemas/index.ts';
import type { MatchedItem } from './match.ts';

/** Fiber, sugars and sodium where known (issue 14); null (an alternative's unknown) counts as not known. */
type Extras = { [K in ExtraNutrient]?: number | null | undefined };

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
