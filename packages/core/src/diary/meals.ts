// Issue 14 (item 1): which meal an item belongs to. The words decide when they name a meal (the parser reads
// them); otherwise the time of day, by this one rule, which the browser and the server both call (decision 146).
import { MEALS } from '../schemas/limits.ts';
import type { FoodItem, Meal, NewFoodItem, SavedMealItem } from '../schemas/index.ts';
import { roundTo } from '../round.ts';
import { dayTotals } from './totals.ts';

/**
 * The meal of an hour of the day (0-23, local time): Breakfast from 4:00 to 10:59, Lunch from 11:00 to 15:59,
 * Dinner from 16:00 to 21:59, Snacks late at night (22:00 to 3:59).
 */
export function mealAtHour(hour: number): Meal {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 16 && hour < 22) return 'dinner';
  return 'snacks';
}

/** The meal of a moment in the local time of the runtime (the browser's own time zone). */
export function mealAt(epochMs: number): Meal {
  return mealAtHour(new Date(epochMs).getHours());
}

/** An item's meal: its own, else the one of the time it was logged (items logged before meals existed). */
export function itemMeal(item: Pick<FoodItem, 'timestamp'> & { meal?: Meal | undefined }): Meal {
  return item.meal ?? mealAt(item.timestamp);
}

/** The items of each meal in the spec's order (Breakfast, Lunch, Dinner, Snacks), empty meals left out. */
export function groupByMeal<T extends Pick<FoodItem, 'timestamp'> & { meal?: Meal | undefined }>(
  items: readonly T[],
): { meal: Meal; items: T[] }[] {
  return MEALS.map((meal) => ({ meal, items: items.filter((i) => itemMeal(i) === meal) })).filter(
    (g) => g.items.length > 0,
  );
}

/**
 * Issue 14 (item 2): a logged item as a new one to log again ('Log again', 'Copy to today'): its food, values,
 * nutrients and weight, without its id, time, notes or favorite mark. A copied meal keeps its meal; an item
 * logged again belongs to the meal of when it is logged, unless `keepMeal`.
 */
export function repeatItem(item: FoodItem, keepMeal = false): NewFoodItem {
  const {
    id: _id,
    timestamp: _timestamp,
    isFavorite: _isFavorite,
    notes: _notes,
    meal: _meal,
    ...rest
  } = item;
  return keepMeal ? { ...rest, meal: itemMeal(item) } : rest;
}

/**
 * A saved meal made of logged foods: the foods as they were logged (without their ids, times, notes or meal),
 * and, as its own values, one serving's sums (so Quick Add and the lists show what one tap logs).
 */
export function newSavedMeal(name: string, foods: readonly FoodItem[], servings = 1): NewFoodItem {
  const items = foods.map((f) => {
    const {
      meal: _meal,
      isFavorite: _isFavorite,
      items: _items,
      servings: _servings,
      ...rest
    } = repeatItem(f);
    return rest as SavedMealItem;
  });
  return {
    name,
    ...savedMealValues(items, servings),
    units: savedMealUnits(servings),
    quantity: 1,
    items,
    servings,
  };
}

/** A saved meal's units: 'serving' when its foods make several servings (a recipe), else 'meal'. */
export function savedMealUnits(servings = 1): string {
  return servings > 1 ? 'serving' : 'meal';
}

/** One serving's calories and macros of a saved meal's foods (calories whole, macros one decimal). */
export function savedMealValues(items: readonly SavedMealItem[], servings = 1) {
  const t = dayTotals(items);
  return {
    calories: roundTo(t.calories / servings),
    protein: roundTo(t.protein / servings, 1),
    carbs: roundTo(t.carbs / servings, 1),
    fat: roundTo(t.fat / servings, 1),
  };
}
