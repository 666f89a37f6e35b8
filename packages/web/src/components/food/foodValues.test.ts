import { describe, expect, it } from 'vitest';
import type { FoodSearchResult } from '../../data/remote.ts';
import { portionOptions, unitOptions, valuesForPortion } from './foodValues.ts';

const curry: FoodSearchResult = {
  id: 'fndds:27146155',
  name: 'Chicken curry with rice',
  category: 'Chicken dishes',
  source: 'fndds',
  per100g: { calories: 116, protein: 4.96, carbs: 15.12, fat: 4, fiber: 1, sugars: 1.56, sodium: 324 },
  portions: [
    { name: '1 cup', grams: 200 },
    { name: '1 medium (7" long)', grams: 150 },
    { name: '1/2 cup', grams: 100 },
  ],
  defaultPortion: { name: 'Quantity not specified', grams: 200 },
};

describe('portionOptions', () => {
  it("puts the food's usual amount first as a serving, then its portions, then grams", () => {
    const options = portionOptions(curry);
    expect(options.map((o) => [o.label, o.units, o.gramsPerUnit, o.quantity])).toEqual([
      ['1 serving (200 g)', 'serving', 200, 1],
      ['1 cup (200 g)', 'cup', 200, 1],
      ['1 medium (7" long) (150 g)', 'medium', 150, 1],
      // A measure with its own number starts at that number (core portionAmount).
      ['1/2 cup (100 g)', 'cup', 200, 0.5],
      ['grams', 'grams', 1, 100],
    ]);
  });
});

describe('valuesForPortion', () => {
  it('scales per-100 g numbers to the portion: calories whole, macros one decimal', () => {
    const [, cup] = portionOptions(curry);
    expect(valuesForPortion(curry, cup!, 1.5)).toEqual({
      name: 'Chicken curry with rice',
      quantity: 1.5,
      units: 'cup',
      calories: 348,
      protein: 14.9,
      carbs: 45.4,
      fat: 12,
      // Issue 14: fiber and sugars one decimal, sodium whole milligrams.
      fiber: 3,
      sugars: 4.7,
      sodium: 972,
    });
  });

  it('leaves out a nutrient the database does not know (issue 14: never a guessed zero)', () => {
    const unknown = { ...curry, per100g: { ...curry.per100g, sugars: null, sodium: null } };
    const values = valuesForPortion(unknown, portionOptions(unknown)[0]!);
    expect(values.fiber).toBe(2);
    expect(values).not.toHaveProperty('sugars');
    expect(values).not.toHaveProperty('sodium');
  });

  it('starts grams at 100 g, which is the per-100 g figure', () => {
    const grams = portionOptions(curry).at(-1)!;
    expect(valuesForPortion(curry, grams)).toMatchObject({ quantity: 100, calories: 116, protein: 5 });
  });
});

describe('unitOptions', () => {
  it("adds the item's own unit when the list lacks it, once", () => {
    expect(unitOptions(['grams', 'cups'], 'large').map((o) => o.value)).toEqual(['large', 'grams', 'cups']);
    expect(unitOptions(['grams', 'cups'], 'cups').map((o) => o.value)).toEqual(['grams', 'cups']);
  });
});
