import { describe, expect, it } from 'vitest';
import { formatAmount, formatShortDate } from './format.ts';
import { formatSigned } from '../../views/history/format-signed.ts';

describe('food display', () => {
  it('reads one of a plural unit in the singular, and leaves other amounts alone', () => {
    expect(formatAmount(1, 'slices')).toBe('1 slice');
    expect(formatAmount(1, 'cups')).toBe('1 cup');
    expect(formatAmount(2, 'slices')).toBe('2 slices');
    expect(formatAmount(0.5, 'cups')).toBe('0.5 cups');
    expect(formatAmount(1, 'large')).toBe('1 large');
    expect(formatAmount(1.004, 'pieces')).toBe('1 piece');
  });

  it('issue 14 (#12): units agree with the amount, and a size word reads with the food name', () => {
    expect(formatAmount(2, 'serving')).toBe('2 servings');
    expect(formatAmount(1, 'serving')).toBe('1 serving');
    expect(formatAmount(2, 'banana')).toBe('2 bananas');
    expect(formatAmount(3, 'sandwich')).toBe('3 sandwiches');
    expect(formatAmount(2, 'berry')).toBe('2 berries');
    expect(formatAmount(2, 'oz')).toBe('2 oz');
    expect(formatAmount(2, 'tbsp')).toBe('2 tbsp');
    expect(formatAmount(250, 'grams')).toBe('250 grams');
    expect(formatAmount(1, 'large', 'Big Mac')).toBe('1 large Big Mac');
    expect(formatAmount(2, 'large', 'Egg')).toBe('2 large Eggs');
    expect(formatAmount(2, 'large', 'Eggs')).toBe('2 large Eggs');
  });

  it('signs differences (spec section 2: history rows show the sign)', () => {
    expect(formatSigned(150)).toBe('+150');
    expect(formatSigned(-320)).toBe('-320');
    expect(formatSigned(0)).toBe('0');
  });

  it('names a day as Home does: weekday, month and day', () => {
    expect(formatShortDate('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatShortDate('2024-02-29')).toBe('Thu, Feb 29');
    expect(formatShortDate('2027-01-03')).toBe('Sun, Jan 3');
  });
});
