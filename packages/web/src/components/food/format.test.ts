import { describe, expect, it } from 'vitest';
import { formatAmount, formatSigned } from './format.ts';

describe('food display', () => {
  it('reads one of a plural unit in the singular, and leaves other amounts alone', () => {
    expect(formatAmount(1, 'slices')).toBe('1 slice');
    expect(formatAmount(1, 'cups')).toBe('1 cup');
    expect(formatAmount(2, 'slices')).toBe('2 slices');
    expect(formatAmount(0.5, 'cups')).toBe('0.5 cups');
    expect(formatAmount(1, 'large')).toBe('1 large');
    expect(formatAmount(1.004, 'pieces')).toBe('1 piece');
  });

  it('signs differences (spec section 2: history rows show the sign)', () => {
    expect(formatSigned(150)).toBe('+150');
    expect(formatSigned(-320)).toBe('-320');
    expect(formatSigned(0)).toBe('0');
  });
});
