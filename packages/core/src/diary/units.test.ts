import { describe, expect, it } from 'vitest';
import { convertQuantity } from './units.ts';

describe('convertQuantity (issue 14 #3)', () => {
  it('converts within mass and within volume', () => {
    expect(convertQuantity(250, 'grams', 'oz')).toBe(8.82);
    expect(convertQuantity(8.82, 'oz', 'grams')).toBe(250.04);
    expect(convertQuantity(2, 'lbs', 'oz')).toBe(32);
    expect(convertQuantity(1, 'cups', 'tbsp')).toBe(16);
    expect(convertQuantity(3, 'tsp', 'tbsp')).toBe(1);
  });
  it('refuses across mass, volume and counts: 250 g of yogurt never becomes "250 cups"', () => {
    expect(convertQuantity(250, 'grams', 'cups')).toBeNull();
    expect(convertQuantity(2, 'slices', 'grams')).toBeNull();
    expect(convertQuantity(1, 'serving', 'pieces')).toBeNull();
  });
  it('refuses a result under the smallest quantity', () => {
    expect(convertQuantity(1, 'grams', 'lbs')).toBeNull();
  });
});
