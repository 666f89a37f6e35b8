import { describe, expect, it } from 'vitest';
import { completeItem } from '../diary/rules.ts';
import {
  EstimateItem,
  FoodItem,
  FoodItemPatch,
  HistoryPeriod,
  IsoDate,
  isParsedNewItem,
  LIMITS,
  NewFoodItem,
  ParsedNewFoodItem,
  WeightInput,
  weightRangeMessage,
} from './index.ts';

describe('schemas (spec section 3)', () => {
  it("bounds a saved meal's servings by LIMITS and says so", () => {
    const max = LIMITS.savedMeal.servingsMax;
    const base = { name: 'Stew', calories: 100, protein: 1, carbs: 1, fat: 1, units: 'serving', quantity: 1 };
    const items = [base];
    expect(FoodItemPatch.safeParse({ items, servings: max }).success).toBe(true);
    for (const servings of [0, max + 1]) {
      const result = FoodItemPatch.safeParse({ items, servings });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(
        `Servings must be between 1 and ${max}`,
      );
    }
  });

  it("says the weight range once, in the user's units; the server's pounds wording is kept (issue 13)", () => {
    expect(weightRangeMessage('imperial')).toBe('Weight must be between 50 and 1000 lb');
    expect(weightRangeMessage('metric')).toBe('Weight must be between 22.7 and 453.6 kg');
    const tooLight = WeightInput.safeParse({ weight: 49 });
    expect(tooLight.success ? null : tooLight.error.issues[0]?.message).toBe(weightRangeMessage('imperial'));
  });

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
    expect(LIMITS.item).toEqual({ caloriesMax: 100_000, macroMax: 10_000, sodiumMaxMg: 1_000_000 });
    // Issue 14: fiber and sugars are grams like the macros, sodium milligrams; all optional, never negative.
    expect(FoodItem.safeParse({ ...item, fiber: 10_000, sugars: 0, sodium: 1_000_000 }).success).toBe(true);
    expect(FoodItem.safeParse({ ...item, fiber: 10_000.1 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, sodium: -1 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, sodium: 1_000_001 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, meal: 'dinner' }).success).toBe(true);
    expect(FoodItem.safeParse({ ...item, meal: 'brunch' }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, calories: 100_000 }).success).toBe(true);
    expect(FoodItem.safeParse({ ...item, calories: 100_001 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, fat: 10_000.1 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, quantity: 0.09 }).success).toBe(false);
    expect(FoodItem.safeParse({ ...item, quantity: 10_001 }).success).toBe(false);
    expect(FoodItemPatch.safeParse({ protein: 1e9 }).success).toBe(false);
  });

  it('section 3: an AI estimate has integer calories, one-decimal macros and quantity at least 0.1', () => {
    const item = {
      name: 'Rice',
      calories: 206,
      protein: 4.3,
      carbs: 44.5,
      fat: 0.4,
      units: 'cups',
      quantity: 1,
    };
    expect(EstimateItem.safeParse(item).success).toBe(true);
    expect(EstimateItem.safeParse({ ...item, calories: 206.5 }).success).toBe(false);
    expect(EstimateItem.safeParse({ ...item, protein: 4.25 }).success).toBe(false);
    expect(EstimateItem.safeParse({ ...item, fat: -0.1 }).success).toBe(false);
    expect(EstimateItem.safeParse({ ...item, quantity: 0.05 }).success).toBe(false);
    expect(EstimateItem.safeParse({ ...item, name: '  ' }).success).toBe(false);
  });

  it('section 2: history periods are week and month', () => {
    expect(HistoryPeriod.options).toEqual(['week', 'month']);
  });

  it('takes an item as parsed only when ParsedNewFoodItem gave it, frozen (decision 209); others are parsed', () => {
    const ctx = { now: 1_000, random: () => 0.5 };
    const input = { name: '  Oats ', calories: 150, protein: 5, carbs: 27, fat: 3, units: 'g', quantity: 40 };
    const parsed = ParsedNewFoodItem.parse({ ...input, notes: '  ' });
    expect(parsed).toEqual(NewFoodItem.parse({ ...input, notes: '  ' }));
    expect(isParsedNewItem(parsed)).toBe(true);
    expect(Object.isFrozen(parsed)).toBe(true);
    expect(() => Object.assign(parsed, { calories: -1 })).toThrow(TypeError);
    // The same fields, not made by the schema (or made by NewFoodItem alone): parsed again, so trimmed or refused.
    expect(isParsedNewItem(NewFoodItem.parse(input))).toBe(false);
    expect(isParsedNewItem({ ...parsed })).toBe(false);
    expect(completeItem(input, ctx).name).toBe('Oats');
    expect(() => completeItem({ ...parsed, calories: -1 }, ctx)).toThrow();
    expect(completeItem(parsed, ctx)).toMatchObject({ name: 'Oats', timestamp: 1_000 });
    expect(completeItem(parsed, ctx)).not.toHaveProperty('notes');
  });
});
