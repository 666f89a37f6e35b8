import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVORITE } from '../schemas/index.ts';
import { scaleItem } from './scale.ts';

describe('scaleItem (spec section 5: quantity changes rescale proportionally)', () => {
  const egg = { ...DEFAULT_FAVORITE }; // 2 large: 140 kcal, 12 P, 1 C, 10 F

  it('section 5: rescales calories, protein, carbs and fat from the per-unit values', () => {
    // per egg: 70 kcal, 6 P, 0.5 C, 5 F; x 3
    expect(scaleItem(egg, 3)).toEqual({
      ...egg,
      quantity: 3,
      calories: 210,
      protein: 18,
      carbs: 1.5,
      fat: 15,
    });
  });

  it('decision 009: calories are whole numbers, macros keep one decimal', () => {
    // 200 kcal, 4.4 P, 44.5 C, 0.5 F per cup; x 0.3 = 60, 1.32, 13.35, 0.15
    const rice = { name: 'Rice', calories: 200, protein: 4.4, carbs: 44.5, fat: 0.5, quantity: 1 };
    expect(scaleItem(rice, 0.3)).toEqual({
      ...rice,
      quantity: 0.3,
      calories: 60,
      protein: 1.3,
      carbs: 13.4,
      fat: 0.2,
    });
    // 1/3 of 100 kcal = 33.33 -> 33
    expect(scaleItem({ ...rice, calories: 100 }, 1 / 3).calories).toBe(33);
  });

  it('keeps other fields (name, units, id, notes)', () => {
    const scaled = scaleItem({ ...egg, notes: 'boiled' }, 1);
    expect(scaled).toMatchObject({ id: 'default-egg', name: 'Egg', units: 'large', notes: 'boiled' });
  });

  it('section 5: an invalid quantity leaves the item unchanged', () => {
    expect(scaleItem(egg, 0)).toEqual(egg);
    expect(scaleItem(egg, -1)).toEqual(egg);
    expect(scaleItem(egg, Number.NaN)).toEqual(egg);
    expect(scaleItem({ ...egg, quantity: 0 }, 2)).toEqual({ ...egg, quantity: 0 });
  });

  it('the same quantity changes nothing (no rounding of existing values)', () => {
    const odd = { ...egg, calories: 140.4 };
    expect(scaleItem(odd, 2)).toEqual(odd);
  });

  it('issue 10: a database item’s grams follow its amount (one decimal), so its values per gram stay true', () => {
    const eggs = { ...egg, foodId: 'fndds:31102000', grams: 100 };
    expect(scaleItem(eggs, 3)).toMatchObject({ quantity: 3, grams: 150, calories: 210 });
    expect(scaleItem(eggs, 1 / 3).grams).toBe(16.7);
    expect(scaleItem(egg, 3)).not.toHaveProperty('grams');
  });

  it('does not modify its input', () => {
    const copy = { ...egg };
    scaleItem(copy, 5);
    expect(copy).toEqual(egg);
  });

  const item = fc.record({
    calories: fc.integer({ min: 0, max: 5000 }),
    protein: fc.integer({ min: 0, max: 3000 }).map((n) => n / 10),
    carbs: fc.integer({ min: 0, max: 3000 }).map((n) => n / 10),
    fat: fc.integer({ min: 0, max: 3000 }).map((n) => n / 10),
    quantity: fc.integer({ min: 1, max: 200 }).map((n) => n / 10),
  });
  const quantity = fc.integer({ min: 1, max: 200 }).map((n) => n / 10);

  it('property: scaling is proportional within rounding', () => {
    fc.assert(
      fc.property(item, quantity, (original, q) => {
        const scaled = scaleItem(original, q);
        const factor = q / original.quantity;
        expect(scaled.quantity).toBe(q);
        expect(Math.abs(scaled.calories - original.calories * factor)).toBeLessThanOrEqual(0.5 + 1e-9);
        for (const k of ['protein', 'carbs', 'fat'] as const) {
          expect(Math.abs(scaled[k] - original[k] * factor)).toBeLessThanOrEqual(0.05 + 1e-9);
        }
      }),
    );
  });

  it('property: scaling back to the original quantity restores the values within amplified rounding', () => {
    fc.assert(
      fc.property(item, quantity, (original, q) => {
        const back = scaleItem(scaleItem(original, q), original.quantity);
        // the round trip multiplies the first rounding error by original / q, plus the second rounding
        const amplify = original.quantity / q;
        expect(Math.abs(back.calories - original.calories)).toBeLessThanOrEqual(0.5 * amplify + 0.5 + 1e-9);
        for (const k of ['protein', 'carbs', 'fat'] as const) {
          expect(Math.abs(back[k] - original[k])).toBeLessThanOrEqual(0.05 * amplify + 0.05 + 1e-9);
        }
      }),
    );
  });

  it('property: scaling up by a whole factor and back is exact', () => {
    fc.assert(
      fc.property(item, fc.integer({ min: 1, max: 20 }), (original, k) => {
        const up = scaleItem(original, original.quantity * k);
        const back = scaleItem(up, original.quantity);
        expect(back.calories).toBe(original.calories);
        expect(back.protein).toBeCloseTo(original.protein, 9);
      }),
    );
  });
});

describe('scaleItem with fiber, sugars and sodium (issue 14 item 4)', () => {
  it('scales the nutrients an item carries and leaves unknown ones absent', () => {
    const item = { ...DEFAULT_FAVORITE, quantity: 1, fiber: 2.5, sodium: 141 };
    const doubled = scaleItem(item, 3);
    expect(doubled).toMatchObject({ fiber: 7.5, sodium: 423 });
    expect(doubled).not.toHaveProperty('sugars');
  });
});
