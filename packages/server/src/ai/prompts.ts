// The instructions sent to the model (spec section 7: text analysis and photo analysis). Units are steered
// towards ones the food database knows, so a reply can be grounded in USDA numbers (decision 041).
import type { Favorite } from '@forkcast/core';

/** A prompt carries a bounded number of favorites: enough to recognise them, never an unbounded bill. */
export const MAX_FAVORITES_IN_PROMPT = 50;

const ITEM_SHAPE =
  'Each item is an object with "name" (string), "calories" (integer kcal), "protein", "carbs" and "fat" ' +
  '(grams, one decimal), "units" (one of: grams, oz, cups, tbsp, tsp, ml, pieces, slices, large, medium, ' +
  'small, serving) and "quantity" (number of those units, at least 0.1).';

export const TEXT_SYSTEM_PROMPT = [
  'You are a nutrition expert. The user describes what they ate.',
  'Estimate the total nutrition of the amounts actually consumed and reply with a JSON array of items.',
  ITEM_SHAPE,
  'A composite meal (a sandwich, a burrito, a bowl of soup) is one item; separate foods are separate items.',
  'Numbers the user gives explicitly (calories, grams, protein) take priority over your estimates.',
  'If the text mentions no food, reply with an empty array [].',
  'Always reply with the JSON array only, no prose.',
].join('\n');

export const PHOTO_SYSTEM_PROMPT = [
  'You are a nutrition expert analysing a photo of a meal.',
  'Estimate the total nutrition of the food visible in the photo and reply with a JSON array of items.',
  ITEM_SHAPE,
  'List distinct foods separately. When you are unsure of a portion, give a conservative estimate.',
  'If there is no food in the photo, reply with an empty array [].',
  'Always reply with JSON only, no prose.',
].join('\n');

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Spec section 7: favorites (name, calories, protein, quantity, units) appended as references. */
export function favoritesReference(favorites: readonly Favorite[]): string {
  if (favorites.length === 0) return '';
  const lines = favorites
    .slice(0, MAX_FAVORITES_IN_PROMPT)
    .map(
      (f) =>
        `- ${f.name}: ${Math.round(f.calories)} calories, ${oneDecimal(f.protein)} g protein, ` +
        `${oneDecimal(f.carbs)} g carbs, ${oneDecimal(f.fat)} g fat per ${oneDecimal(f.quantity)} ${f.units}`,
    );
  return [
    '',
    "The user's favorite foods, for reference (use these values when the user means one of them, " +
      'scaled to the amount eaten):',
    ...lines,
  ].join('\n');
}

export function photoUserText(description: string | undefined): string {
  const base = 'Analyze this meal photo and estimate its nutrition.';
  const trimmed = description?.trim();
  return trimmed ? `${base}\nThe user describes it as: ${trimmed}` : base;
}
