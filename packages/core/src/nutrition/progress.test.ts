import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAR_THRESHOLDS, calorieBar, MAINTENANCE_TOLERANCE_KCAL, progressColor } from './progress.ts';

const maintain = { goal: 'maintain' } as const;
const lose = { goal: 'custom', customWeightChange: -1 } as const;
const gain = { goal: 'custom', customWeightChange: 0.5 } as const;

describe('progressColor (spec section 9: progress colour)', () => {
  it('section 9: maintenance tolerance is 100 calories', () => {
    expect(MAINTENANCE_TOLERANCE_KCAL).toBe(100);
  });
  it('section 9: maintenance is green within 100 calories of the target (inclusive)', () => {
    expect(progressColor(2000, 2000, maintain)).toBe('green');
    expect(progressColor(1900, 2000, maintain)).toBe('green');
    expect(progressColor(2100, 2000, maintain)).toBe('green');
  });
  it('section 9: maintenance is amber beyond 100 calories either way', () => {
    expect(progressColor(1899, 2000, maintain)).toBe('amber');
    expect(progressColor(2100.5, 2000, maintain)).toBe('amber');
    expect(progressColor(0, 2000, maintain)).toBe('amber');
  });
  it('section 9: loss is green at or under the target and red over', () => {
    expect(progressColor(1500, 1500, lose)).toBe('green');
    expect(progressColor(200, 1500, lose)).toBe('green');
    expect(progressColor(1501, 1500, lose)).toBe('red');
  });
  it('section 9: gain is green at or over the target and red under', () => {
    expect(progressColor(2800, 2800, gain)).toBe('green');
    expect(progressColor(3500, 2800, gain)).toBe('green');
    expect(progressColor(2799, 2800, gain)).toBe('red');
  });
  it('section 4: a custom goal with rate 0 uses the maintenance colours', () => {
    expect(progressColor(2300, 2000, { goal: 'custom', customWeightChange: 0 })).toBe('amber');
  });
});

describe('calorieBar (spec sections 2 and 9: home bar)', () => {
  it('section 9: bar thresholds are 100% (green) and 80% (amber)', () => {
    expect(BAR_THRESHOLDS).toEqual({ green: 100, amber: 80 });
  });
  it('section 9: green at 100% of the target or more', () => {
    expect(calorieBar(2000, 2000, 2500).color).toBe('green');
    expect(calorieBar(2600, 2000, 2500).color).toBe('green');
  });
  it('section 9: amber at 80% or more', () => {
    expect(calorieBar(1600, 2000, 2500).color).toBe('amber');
    expect(calorieBar(1999, 2000, 2500).color).toBe('amber');
  });
  it('section 9: blue below 80%', () => {
    expect(calorieBar(1599, 2000, 2500).color).toBe('blue');
    expect(calorieBar(0, 2000, 2500).color).toBe('blue');
  });
  it('section 9: width is a share of the larger of target and TDEE, capped at 100%', () => {
    // max(2000, 2500) = 2500: 1000 / 2500 = 40%
    expect(calorieBar(1000, 2000, 2500).widthPercent).toBe(40);
    // a surplus target: max(3000, 2500) = 3000: 1500 / 3000 = 50%
    expect(calorieBar(1500, 3000, 2500).widthPercent).toBe(50);
    expect(calorieBar(9000, 2000, 2500).widthPercent).toBe(100);
  });
  it('section 2: markers at TDEE (grey) and target (red) as shares of the larger one', () => {
    expect(calorieBar(0, 2000, 2500)).toMatchObject({ tdeeMarkerPercent: 100, targetMarkerPercent: 80 });
    expect(calorieBar(0, 3000, 2400)).toMatchObject({ tdeeMarkerPercent: 80, targetMarkerPercent: 100 });
  });
  it('percent is consumed over target', () => {
    expect(calorieBar(500, 2000, 2500).percent).toBe(25);
    expect(calorieBar(3000, 2000, 2500).percent).toBe(150);
  });
  it('a zero target and zero TDEE give an empty bar, not NaN', () => {
    expect(calorieBar(0, 0, 0)).toEqual({
      color: 'blue',
      percent: 0,
      widthPercent: 0,
      tdeeMarkerPercent: 0,
      targetMarkerPercent: 0,
    });
    expect(calorieBar(100, 0, 0)).toMatchObject({ color: 'green', percent: 100, widthPercent: 0 });
  });
  it('property: every percentage of the bar lies between 0 and 100 and the larger marker is at 100', () => {
    const kcal = fc.double({ min: 0, max: 20000, noNaN: true });
    fc.assert(
      fc.property(kcal, kcal, kcal, (consumed, target, tdee) => {
        const bar = calorieBar(consumed, target, tdee);
        for (const p of [bar.widthPercent, bar.tdeeMarkerPercent, bar.targetMarkerPercent]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        }
        if (Math.max(target, tdee) > 0)
          expect(Math.max(bar.tdeeMarkerPercent, bar.targetMarkerPercent)).toBe(100);
      }),
    );
  });
});

describe('calorieBar with the goal (decision 140, issue 14 #2)', () => {
  const lose = { goal: 'custom' as const, customWeightChange: -0.5 };
  const gain = { goal: 'custom' as const, customWeightChange: 0.5 };
  const maintain = { goal: 'maintain' as const };

  it('turns red over the target on a loss goal, green at it', () => {
    expect(calorieBar(2100, 2000, 2500, lose).color).toBe('red');
    expect(calorieBar(2000, 2000, 2500, lose).color).toBe('green');
    expect(calorieBar(1700, 2000, 2500, lose).color).toBe('amber');
    expect(calorieBar(500, 2000, 2500, lose).color).toBe('blue');
  });

  it('stays green over the target on a gain goal', () => {
    expect(calorieBar(2600, 2000, 2500, gain).color).toBe('green');
    expect(calorieBar(1900, 2000, 2500, gain).color).toBe('amber');
  });

  it('is green within 100 kcal either side on maintenance, amber further over', () => {
    expect(calorieBar(1900, 2000, 2000, maintain).color).toBe('green');
    expect(calorieBar(2100, 2000, 2000, maintain).color).toBe('green');
    expect(calorieBar(2101, 2000, 2000, maintain).color).toBe('amber');
    expect(calorieBar(1899, 2000, 2000, maintain).color).toBe('amber');
    expect(calorieBar(1000, 2000, 2000, maintain).color).toBe('blue');
  });
});
