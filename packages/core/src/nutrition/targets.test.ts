import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, LIMITS, Profile } from '../schemas/index.ts';
import {
  calculateTargets,
  dailyCalorieAdjustment,
  KCAL_PER_G,
  MACRO_SPLIT,
  projectedPounds,
  PROTEIN_G_PER_KG,
  PROTEIN_G_PER_KG_LOSING,
  withComputedTargets,
} from './targets.ts';

const base: Profile = { ...DEFAULT_PROFILE };

describe('target constants (spec section 9)', () => {
  it('section 9: protein is 1.8 g per kg of body weight', () => {
    expect(PROTEIN_G_PER_KG).toBe(1.8);
  });
  it('section 9: protein is 2.2 g per kg when the custom rate is negative', () => {
    expect(PROTEIN_G_PER_KG_LOSING).toBe(2.2);
  });
  it('section 9: protein and carbs give 4 kcal/g, fat 9 kcal/g', () => {
    expect(KCAL_PER_G).toEqual({ protein: 4, carbs: 4, fat: 9 });
  });
  it('section 9: calories left after protein split 45% carbs and 30% fat', () => {
    expect(MACRO_SPLIT).toEqual({ carbs: 0.45, fat: 0.3 });
  });
  it('section 9: a custom rate changes daily calories by rate x 3500 / 7', () => {
    expect(dailyCalorieAdjustment(-1)).toBe(-500);
    expect(dailyCalorieAdjustment(0.5)).toBe(250);
    expect(dailyCalorieAdjustment(2)).toBe(1000);
  });
  it('section 9: projected pounds = daily difference x days / 3500', () => {
    expect(projectedPounds(-500, 7)).toBe(-1);
    expect(projectedPounds(350, 30)).toBe(3);
  });
});

describe('calculateTargets: worked examples computed by hand (spec section 9)', () => {
  it('section 9: the default profile (25 y, male, 154 lb, 69 in, moderate, maintain)', () => {
    // kg = 69.853168; TDEE = 2594.555354 (see energy.test.ts); maintain: calories = TDEE
    // protein = 1.8 x 69.853168 = 125.7357024 g; left = 2594.555354 - 502.9428096 = 2091.6125444
    // carbs = 0.45 x 2091.6125444 / 4 = 235.3064; fat = 0.3 x 2091.6125444 / 9 = 69.7204
    expect(calculateTargets(base)).toEqual({ tdee: 2595, calories: 2595, protein: 126, carbs: 235, fat: 70 });
  });

  it('section 9: female, 30 y, 140 lb, 65 in, sedentary, maintain', () => {
    // kg = 63.50288; TDEE = 1627.08456; protein = 114.305184; left = 1627.08456 - 457.220736 = 1169.863824
    // carbs = 131.6097; fat = 38.9955
    const p = {
      ...base,
      age: 30,
      sex: 'female',
      weight: 140,
      height: 65,
      activityLevel: 'sedentary',
    } as const;
    expect(calculateTargets(p)).toEqual({ tdee: 1627, calories: 1627, protein: 114, carbs: 132, fat: 39 });
  });

  it('section 9: male, 40 y, 200 lb, 72 in, light, lose 1 lb/week (protein 2.2 g/kg)', () => {
    // kg = 90.7184; TDEE = 2550.878; calories = 2550.878 - 1 x 3500 / 7 = 2050.878
    // protein = 2.2 x 90.7184 = 199.58048; left = 2050.878 - 798.32192 = 1252.55608
    // carbs = 140.9126; fat = 41.7519
    const p = { ...base, age: 40, weight: 200, height: 72, activityLevel: 'light', goal: 'custom' } as const;
    expect(calculateTargets({ ...p, customWeightChange: -1 })).toEqual({
      tdee: 2551,
      calories: 2051,
      protein: 200,
      carbs: 141,
      fat: 42,
    });
  });

  it('section 9: female, 22 y, 120 lb, 62 in, active, gain 0.5 lb/week', () => {
    // kg = 54.43104; TDEE = 2169.29169; calories = 2169.29169 + 250 = 2419.29169
    // protein = 1.8 x 54.43104 = 97.975872; left = 2419.29169 - 391.903488 = 2027.388202
    // carbs = 228.0812; fat = 67.5796
    const p = { ...base, age: 22, sex: 'female', weight: 120, height: 62, activityLevel: 'active' } as const;
    expect(calculateTargets({ ...p, goal: 'custom', customWeightChange: 0.5 })).toEqual({
      tdee: 2169,
      calories: 2419,
      protein: 98,
      carbs: 228,
      fat: 68,
    });
  });

  it('section 9: male, 35 y, 180 lb, 70 in, very active, lose 2 lb/week', () => {
    // kg = 81.64656; TDEE = 3339.65964; calories = 3339.65964 - 1000 = 2339.65964
    // protein = 2.2 x 81.64656 = 179.622432; left = 2339.65964 - 718.489728 = 1621.169912
    // carbs = 182.3816; fat = 54.0390
    const p = {
      ...base,
      age: 35,
      weight: 180,
      height: 70,
      activityLevel: 'very_active',
      goal: 'custom',
    } as const;
    expect(calculateTargets({ ...p, customWeightChange: -2 })).toEqual({
      tdee: 3340,
      calories: 2340,
      protein: 180,
      carbs: 182,
      fat: 54,
    });
  });

  it('decision 003: other, 50 y, 160 lb, 66 in, moderate, gain 1 lb/week', () => {
    // kg = 72.57472; TDEE = 2240.52066; calories = 2740.52066
    // protein = 1.8 x 72.57472 = 130.634496; left = 2740.52066 - 522.537984 = 2217.982676
    // carbs = 249.5231; fat = 73.9328
    const p = { ...base, age: 50, sex: 'other', weight: 160, height: 66, goal: 'custom' } as const;
    expect(calculateTargets({ ...p, customWeightChange: 1 })).toEqual({
      tdee: 2241,
      calories: 2741,
      protein: 131,
      carbs: 250,
      fat: 74,
    });
  });
});

describe('calculateTargets: goal normalization (spec sections 4 and 5)', () => {
  const maintenance = calculateTargets(base);

  it('section 4: any goal other than custom counts as maintain, whatever the rate', () => {
    expect(calculateTargets({ ...base, goal: 'maintain', customWeightChange: -1 })).toEqual(maintenance);
    expect(calculateTargets({ ...base, goal: 'lose' as 'custom', customWeightChange: -1 })).toEqual(
      maintenance,
    );
    expect(calculateTargets({ ...base, goal: undefined, customWeightChange: 2 })).toEqual(maintenance);
  });

  it('section 5: a custom goal without a rate falls back to maintenance', () => {
    expect(calculateTargets({ ...base, goal: 'custom' })).toEqual(maintenance);
    expect(calculateTargets({ ...base, goal: 'custom', customWeightChange: Number.NaN })).toEqual(
      maintenance,
    );
  });

  it('section 4: a custom goal with rate 0 is maintenance', () => {
    expect(calculateTargets({ ...base, goal: 'custom', customWeightChange: 0 })).toEqual(maintenance);
  });

  it('section 9: protein uses 2.2 g/kg only when the rate is negative', () => {
    // 69.853168 kg x 2.2 = 153.677 -> 154; x 1.8 = 125.736 -> 126
    expect(calculateTargets({ ...base, goal: 'custom', customWeightChange: -0.5 }).protein).toBe(154);
    expect(calculateTargets({ ...base, goal: 'custom', customWeightChange: 0.5 }).protein).toBe(126);
  });

  it('section 5: every target is 0 when the energy cannot be computed', () => {
    expect(calculateTargets({ ...base, age: undefined })).toEqual({
      tdee: 0,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });

  it('never gives negative targets when the deficit exceeds the energy', () => {
    const tiny = {
      ...base,
      age: 90,
      weight: 60,
      height: 40,
      activityLevel: 'sedentary',
      goal: 'custom',
    } as const;
    const t = calculateTargets({ ...tiny, customWeightChange: -2 });
    expect(t.calories).toBe(0);
    expect(t.carbs).toBe(0);
    expect(t.fat).toBe(0);
  });

  it('decision 002: rounding happens at the end, from unrounded intermediates', () => {
    // 25 y, male, 105 lb, 69 in, moderate: kg = 47.62716; BMR = 476.2716 + 1095.375 - 125 + 5 = 1451.6466
    // TDEE = 1451.6466 x 1.55 = 2250.05223; protein = 85.728888 g
    // left = 2250.05223 - 342.915552 = 1907.136678; carbs = 0.45 x 1907.136678 / 4 = 214.55 -> 215
    // (rounding first would give (2250 - 86 x 4) x 0.45 / 4 = 214.43 -> 214)
    expect(calculateTargets({ ...base, weight: 105 })).toEqual({
      tdee: 2250,
      calories: 2250,
      protein: 86,
      carbs: 215,
      fat: 64,
    });
  });

  it('property: targets are whole numbers inside the profile schema bounds for every valid profile', () => {
    const profile = fc.record({
      age: fc.integer({ min: 1, max: 120 }),
      sex: fc.constantFrom('male', 'female', 'other' as const),
      weight: fc.double({ min: 1, max: 1000, noNaN: true }),
      height: fc.double({ min: 12, max: 120, noNaN: true }),
      activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active', 'very_active' as const),
      goal: fc.constantFrom('maintain', 'custom' as const),
      customWeightChange: fc.double({ min: -2, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const t = calculateTargets(p);
        for (const v of Object.values(t)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(LIMITS.target.min);
          expect(v).toBeLessThanOrEqual(LIMITS.target.max);
        }
        const withTargets = withComputedTargets({ ...DEFAULT_PROFILE, ...p });
        expect(Profile.safeParse(withTargets).success).toBe(true);
      }),
    );
  });

  it('property: macro energy never exceeds the calorie target by more than rounding', () => {
    const profile = fc.record({
      age: fc.integer({ min: 13, max: 120 }),
      sex: fc.constantFrom('male', 'female', 'other' as const),
      weight: fc.double({ min: 80, max: 500, noNaN: true }),
      height: fc.double({ min: 36, max: 107, noNaN: true }),
      activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active', 'very_active' as const),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const t = calculateTargets({ ...p, goal: 'maintain' });
        if (t.calories > t.protein * 4) {
          // protein + 75% of the rest: the other 25% is left unassigned by the spec's split
          const energy = t.protein * 4 + t.carbs * 4 + t.fat * 9;
          expect(energy).toBeLessThanOrEqual(t.calories + 4 * 0.5 + 4 * 0.5 + 9 * 0.5);
          expect(energy).toBeGreaterThan(0.75 * t.calories - 10);
        }
      }),
    );
  });
});

describe('withComputedTargets', () => {
  it('section 4: replaces the four targets with computed ones', () => {
    const p = withComputedTargets(base);
    expect([p.targetCalories, p.targetProtein, p.targetCarbs, p.targetFat]).toEqual([2595, 126, 235, 70]);
    expect(p.age).toBe(25);
  });
  it('keeps the user targets when the energy cannot be computed', () => {
    const p = withComputedTargets({ ...base, weight: 0 });
    expect(p.targetCalories).toBe(2000);
  });
});
