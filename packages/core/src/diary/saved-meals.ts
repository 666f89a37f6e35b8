// Saved meals as Quick Add, the forms and the rules use them (decision 205: apart from meals.ts, which home's first
// chunk holds, so they and core scaleItem load with the code that needs them).
import type { FoodItem, NewFoodItem } from '../schemas/index.ts';
import { savedMealUnits, savedMealValues } from './meals.ts';
import { scaleItem } from './scale.ts';

/** A favorite that holds several foods (issue 14 item 3: a usual breakfast, a recipe with servings). */
export function isSavedMeal(favorite: Pick<FoodItem, 'items'>): boolean {
  return (favorite.items?.length ?? 0) > 0;
}

/**
 * The foods a saved meal logs in one tap: each food with its own values, a recipe's divided by its servings
 * (`portions` servings of it: 1 by default). Rounding as everywhere (core scaleItem).
 */
export function savedMealItems(favorite: Pick<FoodItem, 'items' | 'servings'>, portions = 1): NewFoodItem[] {
  const share = portions / (favorite.servings ?? 1);
  return (favorite.items ?? []).map((item) => ({
    ...(share === 1 ? item : scaleItem(item, item.quantity * share)),
  }));
}

/**
 * A saved meal's own values, derived from its foods (never taken as sent): one serving's sums and its units.
 * Anything without foods is returned unchanged.
 */
export function withSavedMealValues<T extends Pick<FoodItem, 'items' | 'servings'>>(favorite: T): T {
  if (favorite.items === undefined) return favorite;
  return {
    ...favorite,
    ...savedMealValues(favorite.items, favorite.servings),
    units: savedMealUnits(favorite.servings),
  };
}
