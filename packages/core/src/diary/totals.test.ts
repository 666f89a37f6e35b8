import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DailyIntake } from '../schemas/index.ts';
import { food } from './fixtures.test-helpers.ts';
import { dayTotals, emptyDay, extraNutrientTotals, withTotals } from './totals.ts';

describe('dayTotals (spec section 3: totals are sums over items)', () => {
  it('section 3: sums calories, protein, carbs and fat', () => {
    const items = [
      food({ calories: 140, protein: 12, carbs: 1, fat: 10 }),
      food({ calories: 210, protein: 4.5, carbs: 45, fat: 0.4 }),
    ];
    expect(dayTotals(items)).toEqual({ calories: 350, protein: 16.5, carbs: 46, fat: 10.4 });
  });
  it('section 3: no items give zero totals', () => {
    expect(dayTotals([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });
  it('float sums carry no noise', () => {
    expect(dayTotals([food({ protein: 0.1 }), food({ protein: 0.2 })]).protein).toBe(0.3);
  });
  it('property: totals equal the sum of the items (within 0.005 rounding)', () => {
    const macro = fc.double({ min: 0, max: 5000, noNaN: true });
    const item = fc.record({ calories: macro, protein: macro, carbs: macro, fat: macro });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const totals = dayTotals(items);
        for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
          const sum = items.reduce((s, i) => s + i[key], 0);
          expect(Math.abs(totals[key] - sum)).toBeLessThanOrEqual(0.005 + 1e-9 * sum);
        }
      }),
    );
  });
  it('property: totals do not depend on item order', () => {
    const macro = fc.integer({ min: 0, max: 50000 }).map((n) => n / 10);
    const item = fc.record({ calories: macro, protein: macro, carbs: macro, fat: macro });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        expect(dayTotals([...items].reverse())).toEqual(dayTotals(items));
      }),
    );
  });
});

describe('emptyDay and withTotals (spec section 3: daily intake)', () => {
  it('section 3: a day with no data is empty with zero totals', () => {
    const d = emptyDay('2024-05-01');
    expect(d).toEqual({
      date: '2024-05-01',
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    });
    expect(DailyIntake.safeParse(d).success).toBe(true);
  });
  it('section 4: totals are recomputed from the items', () => {
    const d = withTotals('2024-05-01', [food({ calories: 100 }), food({ calories: 50 })]);
    expect(d.totals.calories).toBe(150);
    expect(DailyIntake.safeParse(d).success).toBe(true);
  });
});

describe('extraNutrientTotals (issue 14 item 4: fiber, sugars and sodium where known)', () => {
  it('sums each nutrient over the items that carry it and says how many do', () => {
    const items = [food({ fiber: 2.25, sugars: 10, sodium: 120 }), food({ fiber: 1.1, sodium: 0 }), food({})];
    expect(extraNutrientTotals(items)).toEqual({
      fiber: { amount: 3.4, known: 2, of: 3 },
      sugars: { amount: 10, known: 1, of: 3 },
      sodium: { amount: 120, known: 2, of: 3 },
    });
  });

  it('is null for a nutrient no item carries (unknown, not zero)', () => {
    expect(extraNutrientTotals([food({})])).toEqual({ fiber: null, sugars: null, sodium: null });
    expect(extraNutrientTotals([])).toEqual({ fiber: null, sugars: null, sodium: null });
  });
});
