import { describe, expect, it } from 'vitest';
import { FoodItemPatch, LIMITS } from '../schemas/index.ts';
import { alternativeChoice, atGrams, portionAmount, portionChoices } from './match.ts';
import { LOW_CONFIDENCE_BELOW, isLowConfidence } from './matched.ts';
import { asAlternative } from './alternatives.ts';

// "2 eggs" as the parser gives it: 100 g of Egg, whole, cooked.
const eggs = {
  name: 'Eggs',
  calories: 176,
  protein: 11.8,
  carbs: 0.9,
  fat: 13.9,
  quantity: 2,
  units: 'pieces',
  foodId: 'fndds:31102000',
  grams: 100,
};

describe('low confidence (decision 106)', () => {
  it('marks a match below the threshold, not one at or above it', () => {
    expect(LOW_CONFIDENCE_BELOW).toBe(0.7);
    expect(isLowConfidence(0.69)).toBe(true);
    expect(isLowConfidence(0.7)).toBe(false);
    expect(isLowConfidence(0.95)).toBe(false);
  });
});

describe('atGrams: values from the item’s own values per gram', () => {
  it('rescales calories (whole) and macros (one decimal) to the new weight', () => {
    expect(atGrams(eggs, 50)).toMatchObject({ grams: 50, calories: 88, protein: 5.9, carbs: 0.5, fat: 7 });
    expect(atGrams(eggs, 135)).toMatchObject({
      grams: 135,
      calories: 238,
      protein: 15.9,
      carbs: 1.2,
      fat: 18.8,
    });
  });

  it('leaves the item as it is without a usable weight or target', () => {
    expect(atGrams(eggs, 0)).toEqual(eggs);
    expect(atGrams({ ...eggs, grams: 0 }, 50)).toEqual({ ...eggs, grams: 0 });
  });
});

describe('portionAmount: a household measure as an amount', () => {
  it.each([
    ['1 cup', 1, 'cup'],
    ['1/2 cup', 0.5, 'cup'],
    ['3 oz', 3, 'oz'],
    ['10 chips', 10, 'chips'],
    ['1 medium (7" to 7-7/8" long)', 1, 'medium'],
    ['1 cup, mashed', 1, 'cup, mashed'],
    ['Quantity not specified', 1, 'serving'],
    ['Skin from 1 drumstick', 1, 'Skin from 1 drumstick'],
  ])('%s -> %d %s', (label, quantity, units) => {
    expect(portionAmount(label)).toEqual({ quantity, units });
  });

  it('keeps units within the item schema’s 50 characters', () => {
    expect(portionAmount(`1 ${'very long measure '.repeat(5)}`).units.length).toBeLessThanOrEqual(50);
  });
});

describe('portionChoices: one tap changes the portion among the food’s measures', () => {
  const measures = [
    { label: '1 egg', grams: 50 },
    { label: '1 cup', grams: 135 },
  ];
  const at = (choices: ReturnType<typeof portionChoices>, label: string) =>
    choices.find((c) => c.portion.label === label)!;

  it('a count of pieces keeps its count: 2 eggs at "1 cup" are 2 cups, 270 g, values from the grams', () => {
    const choices = portionChoices(eggs, measures);
    expect(at(choices, '1 cup').patch).toEqual({
      quantity: 2,
      units: 'cup',
      grams: 270,
      calories: 475,
      protein: 31.9,
      carbs: 2.4,
      fat: 37.5,
    });
    // The same amount in the food's own measure is the item's current portion ('2 pieces' are '2 eggs').
    expect(at(choices, '1 egg')).toMatchObject({
      patch: { quantity: 2, units: 'egg', grams: 100 },
      current: true,
    });
    expect(at(choices, '1 cup').current).toBe(false);
    expect(at(choices, '1 cup').patch).not.toHaveProperty('foodId');
    expect(FoodItemPatch.safeParse(at(choices, '1 cup').patch).success).toBe(true);
  });

  it('an item counted in one of the measures keeps its count, and that measure is the current one', () => {
    const twoCups = { ...eggs, quantity: 2, units: 'cup', grams: 270, calories: 475 };
    const choices = portionChoices(twoCups, measures);
    expect(at(choices, '1 cup')).toMatchObject({ current: true, patch: { quantity: 2, grams: 270 } });
    expect(at(choices, '1 egg')).toMatchObject({
      current: false,
      patch: { quantity: 2, grams: 100, calories: 176 },
    });
  });

  it('a weight becomes one measure', () => {
    const yogurt = { ...eggs, quantity: 200, units: 'grams', grams: 200, calories: 182 };
    expect(portionChoices(yogurt, [{ label: '1 cup', grams: 245 }])[0]!.patch).toMatchObject({
      quantity: 1,
      units: 'cup',
      grams: 245,
      calories: 223,
    });
  });

  it('a measure with its own number: 1 serving at "3 oz" (85 g) is 3 oz; measures giving the same amount once', () => {
    const chicken = { ...eggs, units: 'serving', quantity: 1, grams: 100 };
    const choices = portionChoices(chicken, [
      { label: '3 oz', grams: 85 },
      { label: '3 oz', grams: 85 },
      { label: 'none', grams: 0 },
    ]);
    expect(choices).toHaveLength(1);
    expect(choices[0]!.patch).toMatchObject({ quantity: 3, units: 'oz', grams: 85, calories: 150 });
  });
});

describe('alternativeChoice: one tap swaps the food, for the same grams', () => {
  const white = {
    foodId: 'fndds:31105005',
    name: 'Egg, white, cooked',
    grams: 100,
    calories: 52,
    protein: 10.9,
    carbs: 0.7,
    fat: 0.2,
  };

  it('takes the alternative’s name, values and food; keeps the amount', () => {
    const patch = alternativeChoice(eggs, white);
    expect(patch).toEqual({
      name: 'Egg, white, cooked',
      calories: 52,
      protein: 10.9,
      carbs: 0.7,
      fat: 0.2,
      foodId: 'fndds:31105005',
      grams: 100,
    });
    expect(FoodItemPatch.safeParse(patch).success).toBe(true);
  });

  it('cuts a long name to the name limit, so the patch is accepted', () => {
    const patch = alternativeChoice(eggs, { ...white, name: 'Egg '.repeat(100) });
    expect(patch.name).toHaveLength(LIMITS.name.max);
    expect(FoodItemPatch.safeParse(patch).success).toBe(true);
  });

  it('rescales the alternative when the item’s weight changed since the analysis', () => {
    expect(alternativeChoice({ ...eggs, grams: 50 }, white)).toMatchObject({
      grams: 50,
      calories: 26,
      protein: 5.5,
    });
  });

  it('the food it was can be chosen back (asAlternative)', () => {
    const before = asAlternative(eggs, 'Egg, whole, cooked');
    const swapped = { ...eggs, ...alternativeChoice(eggs, white) };
    expect({ ...swapped, ...alternativeChoice(swapped, before) }).toMatchObject({
      name: 'Egg, whole, cooked',
      calories: 176,
      foodId: 'fndds:31102000',
      grams: 100,
    });
  });
});

describe('fiber, sugars and sodium follow a correction (issue 14)', () => {
  it('scale with the weight and come from the chosen alternative, cleared where it knows none', () => {
    const item = {
      name: 'Rice',
      calories: 200,
      protein: 4,
      carbs: 44,
      fat: 0.4,
      quantity: 1,
      units: 'cup',
      foodId: 'a',
      grams: 100,
      fiber: 0.6,
      sodium: 5,
    };
    expect(atGrams(item, 250)).toMatchObject({ fiber: 1.5, sodium: 13 });
    expect(atGrams(item, 250)).not.toHaveProperty('sugars');
    const sweet = { ...item, sugars: 0.1 };
    const patch = alternativeChoice(sweet, {
      foodId: 'b',
      name: 'Brown rice',
      grams: 100,
      calories: 120,
      protein: 2.7,
      carbs: 25,
      fat: 1,
      fiber: 1.6,
      sugars: null,
      sodium: 4,
    });
    expect(patch).toMatchObject({ fiber: 1.6, sugars: null, sodium: 4 });
    expect(FoodItemPatch.safeParse(patch).success).toBe(true);
  });
});
