// Builders shared by the diary tests.
import type { DailyIntake, FoodItem, IsoDate } from '../schemas/index.ts';
import { withTotals } from './totals.ts';

let seq = 0;

export function food(overrides: Partial<FoodItem> = {}): FoodItem {
  seq += 1;
  return {
    id: `item-${seq}`,
    name: 'Rice',
    calories: 200,
    protein: 4,
    carbs: 44,
    fat: 0.5,
    units: 'cups',
    quantity: 1,
    isFavorite: false,
    timestamp: seq,
    ...overrides,
  };
}

export const day = (date: IsoDate, items: FoodItem[]): DailyIntake => withTotals(date, items);
