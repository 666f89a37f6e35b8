// The numbers a food form edits, and how a food from the built-in database (per 100 g, with portions)
// becomes those numbers for a chosen portion.
import { EXTRA_NUTRIENTS, EXTRA_NUTRIENT_INFO, portionAmount, roundTo } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import type { FoodSearchResult } from '../../data/remote.ts';
import type { FoodValues } from './values.ts';

export * from './values.ts';

export interface PortionOption {
  key: string;
  label: string;
  units: string;
  gramsPerUnit: number;
  /** The quantity a pick starts at: 1 portion, or 100 for grams. */
  quantity: number;
}

export const GRAMS_OPTION_KEY = 'grams';

/** The food's portions (its usual amount first) and plain grams. */
export function portionOptions(food: FoodSearchResult): PortionOption[] {
  const options: PortionOption[] = [];
  const seen = new Set<string>();
  // Core reads a measure's label as an amount: 'Quantity not specified' is 1 serving, '1 cup' 1 cup, '3 oz' 3 oz,
  // '1 medium (7" long)' 1 medium (the detail stays in the option's label).
  const add = (p: { name: string; grams: number }) => {
    const amount = portionAmount(p.name);
    const label = `${p.name === 'Quantity not specified' ? '1 serving' : p.name} (${roundTo(p.grams, 1)} g)`;
    if (seen.has(label) || !(p.grams > 0)) return;
    seen.add(label);
    options.push({
      key: `portion:${options.length}`,
      label,
      units: amount.units,
      gramsPerUnit: p.grams / amount.quantity,
      quantity: amount.quantity,
    });
  };
  if (food.defaultPortion) add(food.defaultPortion);
  food.portions.forEach(add);
  options.push({ key: GRAMS_OPTION_KEY, label: 'grams', units: 'grams', gramsPerUnit: 1, quantity: 100 });
  return options;
}

/** The food at `quantity` of the portion: calories whole, macros one decimal (as analysis results are). */
export function valuesForPortion(
  food: FoodSearchResult,
  option: PortionOption,
  quantity: number = option.quantity,
): FoodValues {
  const grams = option.gramsPerUnit * quantity;
  const per = (n: number) => (n * grams) / 100;
  const values: FoodValues = {
    name: food.name,
    quantity,
    units: option.units,
    calories: roundTo(per(food.per100g.calories)),
    protein: roundTo(per(food.per100g.protein), 1),
    carbs: roundTo(per(food.per100g.carbs), 1),
    fat: roundTo(per(food.per100g.fat), 1),
  };
  for (const key of EXTRA_NUTRIENTS) {
    const per100 = food.per100g[key];
    if (per100 !== null) values[key] = roundTo(per(per100), EXTRA_NUTRIENT_INFO[key].decimals);
  }
  return values;
}

/** A new item to log from form values (the name trimmed). */
export function toNewItem(values: FoodValues): NewFoodItem {
  return { ...values, name: values.name.trim(), isFavorite: false };
}

/** The select's options: the form's list, plus the item's own unit when the list lacks it (never lose it). */
export function unitOptions(units: readonly string[], current: string): { value: string; label: string }[] {
  const list = units.includes(current) || current === '' ? [...units] : [current, ...units];
  return list.map((u) => ({ value: u, label: u }));
}
