// Number display for food rows and stats: calories whole, grams one decimal (as analysis results are).
import { roundTo } from '@forkcast/core';

export const formatCalories = (n: number): string => String(roundTo(n));

export const formatGrams = (n: number): string => String(roundTo(n, 1));

export const formatQuantity = (n: number): string => String(roundTo(n, 2));

/** The plural units of the spec's unit lists (section 3), read in the singular for exactly one. */
const SINGULAR: Readonly<Record<string, string>> = {
  servings: 'serving',
  grams: 'gram',
  cups: 'cup',
  lbs: 'lb',
  pieces: 'piece',
  slices: 'slice',
};

/** '2 slices', '1 slice', '0.5 cups': the quantity with its unit as people read it. */
export function formatAmount(quantity: number, units: string): string {
  const q = formatQuantity(quantity);
  return `${q} ${q === '1' ? (SINGULAR[units] ?? units) : units}`;
}

/** A difference with its sign: '+150', '-320', '0' (spec section 2: history rows show the sign). */
export function formatSigned(n: number, decimals = 0): string {
  const r = roundTo(n, decimals);
  return r > 0 ? `+${r}` : String(r);
}
