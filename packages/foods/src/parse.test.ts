import { describe, expect, it } from 'vitest';
import { loadFoodDatabase, parseMeal, groundItem } from './index.ts';

const db = loadFoodDatabase();

describe('parseMeal', () => {
  it('returns no items when no food is named', () => {
    expect(parseMeal('hello', { db })).toEqual([]);
    expect(parseMeal("I'm tired", { db })).toEqual([]);
    expect(parseMeal('   ', { db })).toEqual([]);
  });

  it('reads counts, fractions and units into grams from the food portions', () => {
    const [rice] = parseMeal('1 1/2 cups of white rice', { db });
    expect(rice?.foodId).toBe('fndds:56205001');
    expect(rice?.grams).toBeCloseTo(1.5 * 163, 0);
    const [egg] = parseMeal('2 eggs', { db });
    expect(egg?.grams).toBe(100);
  });

  it('rounds calories to an integer and macros to one decimal', () => {
    for (const item of parseMeal('a banana and 8 oz steak', { db })) {
      expect(Number.isInteger(item.calories)).toBe(true);
      for (const v of [item.protein, item.carbs, item.fat]) expect(Math.round(v * 10) / 10).toBe(v);
    }
  });

  it('lets numbers the user states win', () => {
    const [bar] = parseMeal('a protein bar, 250 calories and 20 g protein', { db });
    expect(bar?.calories).toBe(250);
    expect(bar?.protein).toBe(20);
  });
});

describe('groundItem', () => {
  it('grounds a plain food name and refuses a name it does not know', () => {
    expect(groundItem({ name: 'Banana', quantity: 1, units: 'medium' }, { db })?.foodId).toBe(
      'fndds:63107010',
    );
    expect(groundItem({ name: 'Grandma special zorblax', quantity: 1, units: 'serving' }, { db })).toBeNull();
  });
});
