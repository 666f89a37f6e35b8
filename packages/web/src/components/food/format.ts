// Number display for food rows and stats: calories whole, grams one decimal (as analysis results are).
import { roundTo } from '@forkcast/core';

export const formatCalories = (n: number): string => String(roundTo(n));

export const formatGrams = (n: number): string => String(roundTo(n, 1));

export const formatQuantity = (n: number): string => String(roundTo(n, 2));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD) as 'Mon, Nov 23'. Home's food card names a past day with it; written out so the
 * home screen does not load a date library for one label (issue 15).
 */
export function formatShortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[m - 1]} ${d}`;
}

/** The plural units of the spec's unit lists (section 3), read in the singular for exactly one. */
const SINGULAR: Readonly<Record<string, string>> = {
  servings: 'serving',
  grams: 'gram',
  cups: 'cup',
  lbs: 'lb',
  pieces: 'piece',
  slices: 'slice',
};
const PLURAL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SINGULAR).map(([plural, one]) => [one, plural]),
);
/** Abbreviations read the same for any amount ('2 oz', '1 tbsp'). */
const INVARIANT = new Set(['g', 'kg', 'mg', 'ml', 'l', 'oz', 'fl oz', 'lb', 'tbsp', 'tsp']);
/** Sizes are adjectives: they need the food's name to be read ('2 large eggs', not '2 large'). */
const SIZES = new Set(['small', 'medium', 'large', 'extra large', 'jumbo', 'regular']);

/** Simple English plural of a noun phrase's last word: banana -> bananas, sandwich -> sandwiches, berry -> berries. */
export function pluralize(phrase: string): string {
  if (/s$/i.test(phrase) || !/[a-z]$/i.test(phrase)) return phrase;
  if (/(x|z|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}

/**
 * '2 slices', '1 slice', '0.5 cups', '2 bananas', '1 large Big Mac': the quantity with its unit as people read it
 * (issue 14 #12: units agree with the amount; a size word is followed by the food's name).
 */
export function formatAmount(quantity: number, units: string, name?: string): string {
  const q = formatQuantity(quantity);
  const one = q === '1';
  const unit = units.trim();
  const key = unit.toLowerCase();
  if (SIZES.has(key)) {
    if (!name) return `${q} ${unit}`;
    const noun = name.trim();
    return `${q} ${unit} ${one ? noun : pluralize(noun)}`;
  }
  if (one) return `${q} ${SINGULAR[key] ?? unit}`;
  if (PLURAL[key]) return `${q} ${PLURAL[key]}`;
  if (INVARIANT.has(key) || !/^[a-z][a-z -]*$/i.test(unit)) return `${q} ${unit}`;
  return `${q} ${pluralize(unit)}`;
}
