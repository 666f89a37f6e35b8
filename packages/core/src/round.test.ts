import { describe, expect, it } from 'vitest';
import { roundTo } from './round.ts';

describe('roundTo', () => {
  it('rounds halves away from zero', () => {
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(-2.5)).toBe(-3);
    expect(roundTo(0.25, 1)).toBe(0.3);
  });
  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.2), 0)).toBe(true);
  });
});
