// The numbers a food form edits, and an item's as those numbers: what the quick-add list needs before any form
// loads (decision 159). foodValues.ts re-exports them beside the database portions' arithmetic.
import { EXTRA_NUTRIENTS } from '@forkcast/core';
import type { ExtraNutrient, FoodItem } from '@forkcast/core';

export interface FoodValues {
  name: string;
  quantity: number;
  units: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Issue 14: fiber, sugars (g) and sodium (mg) when known. */
  fiber?: number;
  sugars?: number;
  sodium?: number;
}

/** Fiber, sugars and sodium where known (issue 14). */
export type Extras = Partial<Pick<FoodItem, ExtraNutrient>>;

/** The four macros of an item or form values. */
export function macrosOf(v: Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat'>) {
  return { calories: v.calories, protein: v.protein, carbs: v.carbs, fat: v.fat };
}

/** The extra nutrients an item carries (absent ones left out). */
export function extrasOf(v: Extras): Extras {
  const out: Extras = {};
  for (const key of EXTRA_NUTRIENTS) {
    const value = v[key];
    if (typeof value === 'number') out[key] = value;
  }
  return out;
}

/** What a favorite, a suggestion or a logged item looks like as form values. */
export function valuesOf(
  item: Pick<FoodItem, 'name' | 'quantity' | 'units'> & Parameters<typeof macrosOf>[0] & Extras,
): FoodValues {
  const { name, quantity, units } = item;
  return { name, quantity, units, ...macrosOf(item), ...extrasOf(item) };
}
