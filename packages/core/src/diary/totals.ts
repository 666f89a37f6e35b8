// Spec section 3 (daily intake): totals are sums over the items, computed, never stored.
import { roundTo } from '../round.ts';
import { EXTRA_NUTRIENTS, EXTRA_NUTRIENT_INFO } from '../schemas/limits.ts';
import type { DailyIntake, ExtraNutrient, FoodItem, IsoDate, Totals } from '../schemas/index.ts';

type Macros = Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat'>;

/** Two decimals: float sums (0.1 + 0.2) must not show noise, and no real entry is finer than that. */
const clean = (n: number) => roundTo(n, 2);

/** Sums of calories, protein, carbs and fat over the items. */
export function dayTotals(items: readonly Macros[]): Totals {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  for (const item of items) {
    calories += item.calories;
    protein += item.protein;
    carbs += item.carbs;
    fat += item.fat;
  }
  return { calories: clean(calories), protein: clean(protein), carbs: clean(carbs), fat: clean(fat) };
}

/** Spec section 3: a day with no data is shown as empty with zero totals. */
export function emptyDay(date: IsoDate): DailyIntake {
  return { date, items: [], totals: { calories: 0, protein: 0, carbs: 0, fat: 0 } };
}

/** A day with its totals recomputed from its items (spec section 4: every change recomputes totals). */
export function withTotals(date: IsoDate, items: FoodItem[]): DailyIntake {
  return { date, items, totals: dayTotals(items) };
}

/** A nutrient beyond the macros over a list of items: its sum over the items that know it, and how many do. */
export interface NutrientSum {
  amount: number;
  /** Items that carry the nutrient. */
  known: number;
  /** Items in the list. */
  of: number;
}

/**
 * Issue 14 (item 4): fiber, sugars and sodium of a day, where known. A nutrient no item carries is null (not
 * zero: nothing is known); otherwise the sum over the items that carry it, with how many of the items do.
 */
export function extraNutrientTotals(
  items: readonly Partial<Pick<FoodItem, ExtraNutrient>>[],
): Record<ExtraNutrient, NutrientSum | null> {
  const out = {} as Record<ExtraNutrient, NutrientSum | null>;
  for (const key of EXTRA_NUTRIENTS) {
    let amount = 0;
    let known = 0;
    for (const item of items) {
      const value = item[key];
      if (typeof value !== 'number') continue;
      amount += value;
      known += 1;
    }
    out[key] =
      known === 0
        ? null
        : { amount: roundTo(amount, EXTRA_NUTRIENT_INFO[key].decimals), known, of: items.length };
  }
  return out;
}
