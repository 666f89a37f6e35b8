import { describe, expect, it } from 'vitest';
import { FoodItem, IsoDate } from './index.ts';

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
});
