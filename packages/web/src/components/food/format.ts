// Number display for food rows and stats: calories whole, grams one decimal (as analysis results are).
import { roundTo } from '@forkcast/core';

export const formatCalories = (n: number): string => String(roundTo(n));

export const formatGrams = (n: number): string => String(roundTo(n, 1));

export const formatQuantity = (n: number): string => String(roundTo(n, 2));

/** A difference with its sign: '+150', '-320', '0' (spec section 2: history rows show the sign). */
export function formatSigned(n: number, decimals = 0): string {
  const r = roundTo(n, decimals);
  return r > 0 ? `+${r}` : String(r);
}
