// Issue 14 (#3): changing an item's units converts its amount when the two units measure the same thing.
import { LIMITS } from '../schemas/limits.ts';
import { roundTo } from '../round.ts';

/** Grams in one of each mass unit (exact by definition of the avoirdupois pound). */
const GRAMS: Readonly<Record<string, number>> = {
  grams: 1,
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
  lbs: 453.59237,
};
/** Millilitres in one of each US kitchen volume unit. */
const MILLILITRES: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  cups: 236.5882365,
  cup: 236.5882365,
  'fl oz': 29.5735295625,
};

/**
 * The same amount of food in other units: 250 grams -> 8.82 oz, 1 cups -> 16 tbsp. null when the units measure
 * different things (grams and cups need the food's density; servings and pieces its portion sizes) or the result
 * would fall under the smallest quantity. Two decimals, as quantities are shown.
 */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const f = from.trim().toLowerCase();
  const t = to.trim().toLowerCase();
  if (f === t) return quantity;
  for (const table of [GRAMS, MILLILITRES]) {
    if (table[f] !== undefined && table[t] !== undefined) {
      const q = roundTo((quantity * table[f]) / table[t], 2);
      return q >= LIMITS.quantity.min && q <= LIMITS.quantity.max ? q : null;
    }
  }
  return null;
}
