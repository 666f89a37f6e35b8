import { describe, expect, it } from 'vitest';
import { FoodItem, FoodItemPatch, IsoDate, LIMITS } from './index.ts';

describe('schemas (spec section 3)', () => {
  it('drops notes that are empty after trimming', () => {
    const item = FoodItem.parse({
      id: '1',
      name: ' Egg ',
      calories: 70,
      protein: 6,
      carbs: 0.5,
      fat: 5,
      units: 'large',
      quantity: 1,
      timestamp: 0,
      notes: '   ',
    });
    expect(item.name).toBe('Egg');
    expect('notes' in item).toBe(false);
  });

  it('accepts only real yyyy-MM-dd days', () => {
    expect(IsoDate.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDate.safeParse('2023-02-29').success).toBe(false);
    expect(IsoDate.safeParse('2024-2-1').success).toBe(false);
  });

  it('bounds item amounts: calories up to 100000, macros up to 10000 g, quantity 0.1 to 10000', () => {
    const item = {
      id: '1',
      name: 'Egg',
      calories: 70,
      protein: 6,
      carbs: 0.5,
      fat: 5,
      units: 'large',
      quantity: 1,
      timestamp: 0,
    };
    expect(LIMITS.item).toEqual({ caloriesMax: 100_000, macroMax: 10_000 });
    expect(FoodItem.safeParse({ ...item, calories: 100_000 }).success).toBe(true);
    expect(FoodItem.safeParse({ ...item, calories: 100_001 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, fat: 10_000.1 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, quantity: 0.09 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, quantity: 10_001 }).success).toBe(false);
    expect(FoodItemPatch.safeParse({ protein: 1e9 }).success).toBe(false);
  });
});
