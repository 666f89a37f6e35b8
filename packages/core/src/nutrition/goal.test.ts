import { describe, expect, it } from 'vitest';
import { applyGoalType, applyRate, describeGoal, goalKind, weeklyRate } from './goal.ts';

describe('goalKind (spec section 4: goal type)', () => {
  it('section 4: custom with a negative rate is a loss goal', () => {
    expect(goalKind({ goal: 'custom', customWeightChange: -0.5 })).toBe('lose');
  });
  it('section 4: custom with a positive rate is a gain goal', () => {
    expect(goalKind({ goal: 'custom', customWeightChange: 1 })).toBe('gain');
  });
  it('section 4: custom with rate zero counts as maintain', () => {
    expect(goalKind({ goal: 'custom', customWeightChange: 0 })).toBe('maintain');
  });
  it('section 5: custom without a rate is maintain', () => {
    expect(goalKind({ goal: 'custom' })).toBe('maintain');
  });
  it('section 4: maintain or any other goal value is maintain, whatever the rate', () => {
    expect(goalKind({ goal: 'maintain', customWeightChange: -1 })).toBe('maintain');
    expect(goalKind({ goal: 'lose' as 'custom', customWeightChange: -1 })).toBe('maintain');
    expect(goalKind({})).toBe('maintain');
  });
  it('weeklyRate is the custom rate or 0', () => {
    expect(weeklyRate({ goal: 'custom', customWeightChange: -1.5 })).toBe(-1.5);
    expect(weeklyRate({ goal: 'custom', customWeightChange: Number.POSITIVE_INFINITY })).toBe(0);
    expect(weeklyRate({ goal: 'maintain', customWeightChange: 1 })).toBe(0);
  });
});

describe('describeGoal (spec section 9: label)', () => {
  it("section 9: label 'Maintain weight'", () => {
    expect(describeGoal({ goal: 'maintain' })).toBe('Maintain weight');
    expect(describeGoal({ goal: 'custom', customWeightChange: 0 })).toBe('Maintain weight');
  });
  it("section 9: label 'Lose N lb/week'", () => {
    expect(describeGoal({ goal: 'custom', customWeightChange: -0.5 })).toBe('Lose 0.5 lb/week');
    expect(describeGoal({ goal: 'custom', customWeightChange: -2 })).toBe('Lose 2 lb/week');
  });
  it("section 9: label 'Gain N lb/week'", () => {
    expect(describeGoal({ goal: 'custom', customWeightChange: 1 })).toBe('Gain 1 lb/week');
    expect(describeGoal({ goal: 'custom', customWeightChange: 0.1 + 0.2 })).toBe('Gain 0.3 lb/week');
  });

  it('issue 14 (#4): reads in kg/week for a metric profile', () => {
    expect(describeGoal({ goal: 'custom', customWeightChange: 0.5, unitSystem: 'metric' })).toBe(
      'Gain 0.23 kg/week',
    );
    expect(describeGoal({ goal: 'custom', customWeightChange: -1.1, unitSystem: 'metric' })).toBe(
      'Lose 0.5 kg/week',
    );
    expect(describeGoal({ goal: 'maintain', unitSystem: 'metric' })).toBe('Maintain weight');
  });
});

describe('applyGoalType and applyRate (spec section 4: goal change)', () => {
  const profile = { goal: 'maintain', customWeightChange: 0, age: 30 } as const;
  it('section 4: maintain sets customWeightChange 0', () => {
    expect(applyGoalType({ goal: 'custom', customWeightChange: -1 }, 'maintain')).toEqual({
      goal: 'maintain',
      goalType: 'maintain',
      customWeightChange: 0,
    });
  });
  it('section 4: lose sets goal custom and -0.5', () => {
    expect(applyGoalType(profile, 'lose')).toEqual({
      ...profile,
      goal: 'custom',
      goalType: 'lose',
      customWeightChange: -0.5,
    });
  });
  it('section 4: gain sets goal custom and +0.5 (rate resets to 0.5)', () => {
    const losing = { ...profile, goal: 'custom', customWeightChange: -1.5 } as const;
    expect(applyGoalType(losing, 'gain')).toEqual({
      ...profile,
      goal: 'custom',
      goalType: 'gain',
      customWeightChange: 0.5,
    });
  });
  it('applyRate keeps the sign of the goal type', () => {
    expect(
      applyRate({ goal: 'custom', goalType: 'lose', customWeightChange: -0.5 }, 1.2).customWeightChange,
    ).toBe(-1.2);
    expect(
      applyRate({ goal: 'custom', goalType: 'gain', customWeightChange: 0.5 }, 1).customWeightChange,
    ).toBe(1);
    expect(applyRate({ goal: 'custom', customWeightChange: -0.5 }, 2).customWeightChange).toBe(-2);
    expect(
      applyRate({ goal: 'maintain', goalType: 'maintain', customWeightChange: 0 }, 2).customWeightChange,
    ).toBe(0);
  });
});
