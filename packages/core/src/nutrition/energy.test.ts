import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, type Profile } from '../schemas/index.ts';
import {
  ACTIVITY_DAYS,
  ACTIVITY_MULTIPLIERS,
  basalMetabolicRate,
  calculateTdee,
  CM_PER_IN,
  exactTdee,
  KCAL_PER_LB,
  KG_PER_LB,
  SEX_CONSTANTS,
} from './energy.ts';

const base: Profile = { ...DEFAULT_PROFILE };

describe('energy constants (spec section 9)', () => {
  it('section 9: pounds convert to kilograms with factor 0.453592', () => {
    expect(KG_PER_LB).toBe(0.453592);
  });
  it('section 9: inches convert to centimetres with factor 2.54', () => {
    expect(CM_PER_IN).toBe(2.54);
  });
  it('section 9: one pound of body weight equals 3500 calories', () => {
    expect(KCAL_PER_LB).toBe(3500);
  });
  it.each([
    ['sedentary', 1.2],
    ['light', 1.375],
    ['moderate', 1.55],
    ['active', 1.725],
    ['very_active', 1.9],
  ] as const)('section 9: activity multiplier %s is %s', (level, multiplier) => {
    expect(ACTIVITY_MULTIPLIERS[level]).toBe(multiplier);
  });
  it('section 9: activity labels: light 1-3 days/week, moderate 3-5, active 6-7', () => {
    expect(ACTIVITY_DAYS).toEqual({
      light: '1-3 days/week',
      moderate: '3-5 days/week',
      active: '6-7 days/week',
    });
  });
  it('section 9: Mifflin-St Jeor sex constants are +5 (male) and -161 (female)', () => {
    expect(SEX_CONSTANTS.male).toBe(5);
    expect(SEX_CONSTANTS.female).toBe(-161);
  });
  it('section 3 / decision 003: sex other uses the mean of the male and female constants, -78', () => {
    expect(SEX_CONSTANTS.other).toBe(-78);
    expect(SEX_CONSTANTS.other).toBe((SEX_CONSTANTS.male + SEX_CONSTANTS.female) / 2);
  });
});

describe('calculateTdee (spec sections 5 and 9)', () => {
  it('section 9: the default profile gives 2595 kcal', () => {
    // 154 lb x 0.453592 = 69.853168 kg; 69 in x 2.54 = 175.26 cm
    // BMR = 698.53168 + 1095.375 - 125 + 5 = 1673.90668; x 1.55 = 2594.555354 -> 2595
    expect(calculateTdee(base)).toBe(2595);
  });

  it('section 9: a female profile, sedentary', () => {
    // 30 y, 140 lb = 63.50288 kg, 65 in = 165.1 cm
    // BMR = 635.0288 + 1031.875 - 150 - 161 = 1355.9038; x 1.2 = 1627.08456 -> 1627
    expect(
      calculateTdee({ ...base, age: 30, sex: 'female', weight: 140, height: 65, activityLevel: 'sedentary' }),
    ).toBe(1627);
  });

  it('section 9: a male profile, light activity', () => {
    // 40 y, 200 lb = 90.7184 kg, 72 in = 182.88 cm
    // BMR = 907.184 + 1143 - 200 + 5 = 1855.184; x 1.375 = 2550.878 -> 2551
    expect(calculateTdee({ ...base, age: 40, weight: 200, height: 72, activityLevel: 'light' })).toBe(2551);
  });

  it('section 9: a female profile, active', () => {
    // 22 y, 120 lb = 54.43104 kg, 62 in = 157.48 cm
    // BMR = 544.3104 + 984.25 - 110 - 161 = 1257.5604; x 1.725 = 2169.29169 -> 2169
    expect(
      calculateTdee({ ...base, age: 22, sex: 'female', weight: 120, height: 62, activityLevel: 'active' }),
    ).toBe(2169);
  });

  it('section 9: a male profile, very active', () => {
    // 35 y, 180 lb = 81.64656 kg, 70 in = 177.8 cm
    // BMR = 816.4656 + 1111.25 - 175 + 5 = 1757.7156; x 1.9 = 3339.65964 -> 3340
    expect(calculateTdee({ ...base, age: 35, weight: 180, height: 70, activityLevel: 'very_active' })).toBe(
      3340,
    );
  });

  it('decision 003: sex other sits exactly between male and female before the multiplier', () => {
    // 50 y, 160 lb = 72.57472 kg, 66 in = 167.64 cm
    // BMR = 725.7472 + 1047.75 - 250 - 78 = 1445.4972; x 1.55 = 2240.52066 -> 2241
    const other = { ...base, age: 50, sex: 'other', weight: 160, height: 66 } as const;
    expect(calculateTdee(other)).toBe(2241);
    const male = basalMetabolicRate({ ...other, sex: 'male' })!;
    const female = basalMetabolicRate({ ...other, sex: 'female' })!;
    expect(basalMetabolicRate(other)).toBeCloseTo((male + female) / 2, 9);
  });

  it('section 9: male and female differ by 166 kcal of BMR', () => {
    const male = basalMetabolicRate(base)!;
    const female = basalMetabolicRate({ ...base, sex: 'female' })!;
    expect(male - female).toBeCloseTo(166, 9);
  });

  it.each(['age', 'sex', 'weight', 'height', 'activityLevel'] as const)(
    'section 5: returns 0 when %s is missing',
    (field) => {
      const profile: Partial<Profile> = { ...base };
      delete profile[field];
      expect(calculateTdee(profile)).toBe(0);
    },
  );

  it.each([
    ['age', 0],
    ['weight', 0],
    ['height', 0],
    ['sex', ''],
    ['activityLevel', ''],
    ['age', Number.NaN],
  ] as const)('section 5: returns 0 when %s is falsy (%s)', (field, value) => {
    expect(calculateTdee({ ...base, [field]: value } as Partial<Profile>)).toBe(0);
  });

  it('section 5: returns 0 for an empty profile', () => {
    expect(calculateTdee({})).toBe(0);
  });

  it('returns 0 for an unknown sex or activity level instead of NaN', () => {
    expect(calculateTdee({ ...base, sex: 'x' } as unknown as Profile)).toBe(0);
    expect(calculateTdee({ ...base, activityLevel: 'extreme' } as unknown as Profile)).toBe(0);
  });

  it('never returns a negative energy for extreme but schema-valid inputs', () => {
    // 1 lb, 12 in, 120 y: BMR = 4.53592 + 190.5 - 600 + 5 < 0
    expect(exactTdee({ ...base, weight: 1, height: 12, age: 120 })).toBe(0);
  });

  it('property: the result is a whole number, 0 or more, and grows with weight and height, falls with age', () => {
    const profile = fc.record({
      age: fc.integer({ min: 1, max: 120 }),
      sex: fc.constantFrom('male', 'female', 'other' as const),
      weight: fc.double({ min: 1, max: 1000, noNaN: true }),
      height: fc.double({ min: 12, max: 120, noNaN: true }),
      activityLevel: fc.constantFrom(
        ...(Object.keys(ACTIVITY_MULTIPLIERS) as (keyof typeof ACTIVITY_MULTIPLIERS)[]),
      ),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const tdee = calculateTdee(p);
        expect(Number.isInteger(tdee)).toBe(true);
        expect(tdee).toBeGreaterThanOrEqual(0);
        expect(exactTdee({ ...p, weight: p.weight + 1 })).toBeGreaterThanOrEqual(exactTdee(p));
        expect(exactTdee({ ...p, height: p.height + 1 })).toBeGreaterThanOrEqual(exactTdee(p));
        expect(exactTdee({ ...p, age: p.age + 1 })).toBeLessThanOrEqual(exactTdee(p));
      }),
    );
  });
});
