import { describe, expect, it } from 'vitest';
import { food } from './fixtures.test-helpers.ts';
import { groupByMeal, itemMeal, mealAt, mealAtHour, newSavedMeal, repeatItem } from './meals.ts';
import { isSavedMeal, savedMealItems } from './saved-meals.ts';

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute).getTime();

describe('meals (issue 14 item 1: from the time of day when the words name none)', () => {
  it('maps every hour to one meal at the stated boundaries', () => {
    const hours = Array.from({ length: 24 }, (_, h) => mealAtHour(h));
    expect(hours.slice(0, 4)).toEqual(['snacks', 'snacks', 'snacks', 'snacks']);
    expect(hours.slice(4, 11).every((m) => m === 'breakfast')).toBe(true);
    expect(hours.slice(11, 16).every((m) => m === 'lunch')).toBe(true);
    expect(hours.slice(16, 22).every((m) => m === 'dinner')).toBe(true);
    expect(hours.slice(22)).toEqual(['snacks', 'snacks']);
    expect(mealAt(at(10, 59))).toBe('breakfast');
    expect(mealAt(at(11, 0))).toBe('lunch');
  });

  it("prefers an item's own meal, else the time it was logged", () => {
    expect(itemMeal(food({ timestamp: at(8), meal: 'dinner' }))).toBe('dinner');
    expect(itemMeal(food({ timestamp: at(19) }))).toBe('dinner');
  });

  it('groups a day by meal in the order Breakfast, Lunch, Dinner, Snacks, leaving out empty meals', () => {
    const items = [
      food({ name: 'Chips', meal: 'snacks' }),
      food({ name: 'Eggs', timestamp: at(7) }),
      food({ name: 'Toast', meal: 'breakfast', timestamp: at(20) }),
      food({ name: 'Steak', timestamp: at(19) }),
    ];
    expect(groupByMeal(items).map((g) => [g.meal, g.items.map((i) => i.name)])).toEqual([
      ['breakfast', ['Eggs', 'Toast']],
      ['dinner', ['Steak']],
      ['snacks', ['Chips']],
    ]);
    expect(groupByMeal([])).toEqual([]);
  });
});

describe('repeatItem (issue 14 item 2: Log again, Copy to today)', () => {
  it('keeps the food, values, nutrients and weight, and drops id, time, notes and the favorite mark', () => {
    const item = food({
      name: 'Eggs',
      foodId: 'fndds:31102000',
      grams: 100,
      fiber: 0,
      sodium: 140,
      notes: 'scrambled',
      isFavorite: true,
      meal: 'breakfast',
    });
    const again = repeatItem(item);
    expect(again).toEqual({
      name: 'Eggs',
      calories: 200,
      protein: 4,
      carbs: 44,
      fat: 0.5,
      units: 'cups',
      quantity: 1,
      foodId: 'fndds:31102000',
      grams: 100,
      fiber: 0,
      sodium: 140,
    });
    expect(repeatItem(item, true).meal).toBe('breakfast');
    // An item without a stored meal is copied into the meal it was shown in.
    expect(repeatItem(food({ timestamp: at(19) }), true).meal).toBe('dinner');
  });
});

describe('saved meals (issue 14 item 3)', () => {
  const oats = food({
    name: 'Oats',
    calories: 150,
    protein: 5,
    carbs: 27,
    fat: 3,
    fiber: 4,
    meal: 'breakfast',
  });
  const milk = food({ name: 'Milk', calories: 100, protein: 8, carbs: 12, fat: 2.5, notes: 'skim' });

  it('saves logged foods as one favorite whose values are one serving', () => {
    const usual = newSavedMeal('Usual breakfast', [oats, milk]);
    expect(usual).toMatchObject({
      name: 'Usual breakfast',
      calories: 250,
      protein: 13,
      units: 'meal',
      quantity: 1,
    });
    expect(usual.items?.map((i) => i.name)).toEqual(['Oats', 'Milk']);
    expect(usual.items?.[0]).not.toHaveProperty('meal');
    expect(usual.items?.[1]).not.toHaveProperty('notes');
    const chili = newSavedMeal('Chili', [oats, milk], 4);
    expect(chili).toMatchObject({ calories: 63, protein: 3.3, units: 'serving', servings: 4 });
  });

  it('logs each food with its own values, a recipe divided by its servings', () => {
    const usual = newSavedMeal('Usual breakfast', [oats, milk]);
    expect(isSavedMeal(usual)).toBe(true);
    expect(isSavedMeal(food({}))).toBe(false);
    expect(savedMealItems(usual).map((i) => [i.name, i.calories, i.fiber])).toEqual([
      ['Oats', 150, 4],
      ['Milk', 100, undefined],
    ]);
    const chili = newSavedMeal('Chili', [oats, milk], 4);
    expect(savedMealItems(chili).map((i) => [i.name, i.quantity, i.calories, i.fiber])).toEqual([
      ['Oats', 0.25, 38, 1],
      ['Milk', 0.25, 25, undefined],
    ]);
    expect(savedMealItems(chili, 2).map((i) => i.calories)).toEqual([75, 50]);
  });
});
