import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInches, toTotalInches } from './body.ts';

describe('height (spec section 5: feet and inches combined to total inches)', () => {
  it('section 5: 5 ft 9 in is 69 in', () => {
    expect(toTotalInches(5, 9)).toBe(69);
    expect(splitInches(69)).toEqual({ feet: 5, inches: 9 });
  });
  it('keeps a half inch', () => {
    expect(splitInches(69.5)).toEqual({ feet: 5, inches: 9.5 });
  });
  it('property: feet 3-8 and inches 0-11 round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        expect(splitInches(toTotalInches(feet, inches))).toEqual({ feet, inches });
      }),
    );
  });
});
