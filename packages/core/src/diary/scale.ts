// Spec section 5 (edit and prefilled forms): a quantity change rescales from the original per-unit values.
import { EXTRA_NUTRIENTS, EXTRA_NUTRIENT_INFO } from '../schemas/limits.ts';
import type { FoodItem } from '../schemas/index.ts';
import { roundTo } from '../round.ts';

type Scalable = Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat' | 'quantity'> &
  Partial<Pick<FoodItem, 'fiber' | 'sugars' | 'sodium'>>;

/**
 * The item at `quantity`, calories, protein, carbs and fat (and fiber, sugars and sodium when known, issue 14)
 * proportional to the original. Calories are whole
 * numbers and macros keep one decimal, as in AI estimates (decision 009). Always scale from the original item,
 * not from a previous result, so rounding never accumulates. An invalid quantity (not above 0) or an item
 * without a usable quantity returns the item unchanged: the form keeps its previous values (spec section 5).
 */
export function scaleItem<T extends Scalable>(item: T, quantity: number): T {
  if (!Number.isFinite(quantity) || quantity <= 0) return { ...item };
  if (!Number.isFinite(item.quantity) || item.quantity <= 0) return { ...item };
  if (quantity === item.quantity) return { ...item };
  const factor = quantity / item.quantity;
  // Issue 10: a database item's weight follows its amount, so its values per gram stay true.
  const grams = (item as { grams?: unknown }).grams;
  const scaled: T = {
    ...item,
    ...(typeof grams === 'number' && grams > 0 ? { grams: roundTo(grams * factor, 1) } : {}),
    quantity,
    calories: roundTo(item.calories * factor),
    protein: roundTo(item.protein * factor, 1),
    carbs: roundTo(item.carbs * factor, 1),
    fat: roundTo(item.fat * factor, 1),
  };
  for (const key of EXTRA_NUTRIENTS) {
    const value = item[key];
    if (typeof value === 'number') scaled[key] = roundTo(value * factor, EXTRA_NUTRIENT_INFO[key].decimals);
  }
  return scaled;
}
