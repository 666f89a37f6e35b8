import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAVORITE,
  DEFAULT_PROFILE,
  EDIT_UNITS,
  Favorite,
  FIELD_FALLBACKS,
  LIMITS,
  ONBOARDING_DEFAULTS,
  PREFILLED_UNITS,
  Profile,
  QUICK_ADD_UNITS,
  SETTINGS_FALLBACKS,
  SEX_BODY_DEFAULTS,
} from './index.ts';
import { calculateTargets } from '../nutrition/targets.ts';

describe('defaults (spec section 3)', () => {
  it('section 3 and decision 142: the default profile: 25, male, 154 lb, 69 in, moderate, maintain, its own targets', () => {
    expect(DEFAULT_PROFILE).toMatchObject({
      age: 25,
      sex: 'male',
      weight: 154,
      height: 69,
      activityLevel: 'moderate',
      goal: 'maintain',
      targetCalories: 2595,
      targetProtein: 126,
      targetCarbs: 314,
      targetFat: 93,
      walkthroughCompleted: false,
    });
    // Issue 14 (#5): 'Maintain weight' means the target is the maintenance energy of these stats.
    const t = calculateTargets(DEFAULT_PROFILE);
    expect([t.tdee, t.calories, t.protein, t.carbs, t.fat]).toEqual([2595, 2595, 126, 314, 93]);
    expect(Profile.parse(DEFAULT_PROFILE)).toEqual(DEFAULT_PROFILE);
  });
  it('section 3: the default favorite is 2 large eggs, 140 kcal, 12 P, 1 C, 10 F, id default-egg', () => {
    expect(DEFAULT_FAVORITE).toMatchObject({
      id: 'default-egg',
      name: 'Egg',
      calories: 140,
      protein: 12,
      carbs: 1,
      fat: 10,
      units: 'large',
      quantity: 2,
      isFavorite: true,
    });
    expect(Favorite.parse(DEFAULT_FAVORITE)).toEqual(DEFAULT_FAVORITE);
  });
  it('section 3: onboarding form defaults: 25, male, 160 lb, 69 in, moderate, maintain, rate 0.5', () => {
    expect(ONBOARDING_DEFAULTS).toMatchObject({
      age: 25,
      sex: 'male',
      weight: 160,
      height: 69,
      activityLevel: 'moderate',
      goal: 'maintain',
      rate: 0.5,
    });
  });
  it('section 4: sex change defaults: 160 lb / 69 in male, 140 lb / 65 in female', () => {
    expect(SEX_BODY_DEFAULTS.male).toEqual({ weight: 160, height: 69 });
    expect(SEX_BODY_DEFAULTS.female).toEqual({ weight: 140, height: 65 });
  });
  it('section 3: settings fallbacks: carbs 250, fat 67, height 69, rate 0.5', () => {
    expect(SETTINGS_FALLBACKS).toEqual({ targetCarbs: 250, targetFat: 67, height: 69, rate: 0.5 });
  });
  it('section 5: empty fields revert to age 25, weight 160, height 69', () => {
    expect(FIELD_FALLBACKS).toEqual({ age: 25, weight: 160, height: 69 });
  });
  it('defaults are frozen so no caller can change them for everyone', () => {
    expect(Object.isFrozen(DEFAULT_PROFILE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_FAVORITE)).toBe(true);
    expect(Object.isFrozen(ONBOARDING_DEFAULTS)).toBe(true);
  });
});

describe('units and limits (spec sections 3, 5 and 9)', () => {
  it('section 3: quick add units', () => {
    expect(QUICK_ADD_UNITS).toEqual([
      'serving',
      'grams',
      'cups',
      'tbsp',
      'tsp',
      'oz',
      'lbs',
      'pieces',
      'slices',
    ]);
  });
  it('section 3: the edit form omits serving', () => {
    expect(EDIT_UNITS).toEqual(QUICK_ADD_UNITS.filter((u) => u !== 'serving'));
    expect(EDIT_UNITS).not.toContain('serving');
  });
  it('section 3: prefilled form units', () => {
    expect(PREFILLED_UNITS).toEqual([
      'serving',
      'grams',
      'cups',
      'pieces',
      'slices',
      'tbsp',
      'tsp',
      'oz',
      'lb',
      'ml',
      'large',
      'medium',
      'small',
    ]);
  });
  it('section 5: age 13-120 in onboarding, 1-120 in settings', () => {
    expect(LIMITS.age).toEqual({ min: 1, max: 120, onboardingMin: 13 });
  });
  it('section 5: weight 80-500 step 0.1 in onboarding, min 1 in settings', () => {
    expect(LIMITS.weight).toMatchObject({ min: 1, onboardingMin: 80, onboardingMax: 500, step: 0.1 });
  });
  it('section 5: height feet 3-8, inches 0-11', () => {
    expect(LIMITS.heightFeet).toEqual({ min: 3, max: 8 });
    expect(LIMITS.heightInches).toEqual({ min: 0, max: 11 });
  });
  it('section 9: weight-change rate 0.1 to 2, step 0.1, default 0.5', () => {
    expect(LIMITS.rate).toEqual({ min: 0.1, max: 2, step: 0.1, default: 0.5 });
  });
  it('section 9: quantity step 0.1, minimum 0.1', () => {
    expect(LIMITS.quantity).toMatchObject({ min: 0.1, step: 0.1 });
  });
  it('section 5: settings macro targets min 1', () => {
    expect(LIMITS.target.macroMin).toBe(1);
  });
});
