// Issue 14 (item 1): the meal an item belongs to. Items logged before meals existed have none (core itemMeal).
import { z } from 'zod/mini';

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export const Meal = z.enum(MEALS);
export type Meal = z.infer<typeof Meal>;
/** The words. */
export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};
