// Spec section 9 (energy and targets). Rounding happens once, at the end (decision 002).
import { LIMITS } from '../schemas/limits.ts';
import type { Profile } from '../schemas/index.ts';
import { exactTdee, KCAL_PER_LB, KG_PER_LB } from './energy.ts';
import { weeklyRate } from './goal.ts';
import { roundTo } from '../round.ts';

/** Spec section 9: grams of protein per kilogram of body weight. */
export const PROTEIN_G_PER_KG = 1.8;
/** Spec section 9: grams of protein per kilogram when the custom rate is negative. */
export const PROTEIN_G_PER_KG_LOSING = 2.2;
/** Spec section 9: energy per gram. */
export const KCAL_PER_G = Object.freeze({ protein: 4, carbs: 4, fat: 9 } as const);
/** Spec section 9: shares of the calories left after protein. */
export const MACRO_SPLIT = Object.freeze({ carbs: 0.45, fat: 0.3 } as const);
/**
 * Decision 141 (issue 14 #6): the spec's 45% + 30% leaves a quarter of the remaining calories in no target, so the
 * targets never add up to the calorie target. The remainder is split in the spec's own 45:30 ratio instead:
 * 60% carbs, 40% fat, and protein + carbs + fat give back the calorie target (within rounding).
 */
export const MACRO_SHARES = Object.freeze({
  carbs: MACRO_SPLIT.carbs / (MACRO_SPLIT.carbs + MACRO_SPLIT.fat),
  fat: MACRO_SPLIT.fat / (MACRO_SPLIT.carbs + MACRO_SPLIT.fat),
} as const);

export type Targets = { tdee: number; calories: number; protein: number; carbs: number; fat: number };

/** Spec section 9: a custom rate changes daily calories by rate x 3500 / 7. */
export const dailyCalorieAdjustment = (ratePerWeek: number): number => (ratePerWeek * KCAL_PER_LB) / 7;

/**
 * Daily targets in whole numbers. When TDEE cannot be computed (a field is missing) every target is 0, so a
 * caller keeps the user's own values. No output is negative.
 */
export function calculateTargets(profile: Partial<Profile>): Targets {
  const tdee = exactTdee(profile);
  if (tdee === 0) return { tdee: 0, calories: 0, protein: 0, carbs: 0, fat: 0 };
  const rate = weeklyRate(profile);
  const calories = Math.max(0, tdee + dailyCalorieAdjustment(rate));
  const kg = profile.weight! * KG_PER_LB;
  const protein = kg * (rate < 0 ? PROTEIN_G_PER_KG_LOSING : PROTEIN_G_PER_KG);
  const remaining = Math.max(0, calories - protein * KCAL_PER_G.protein);
  const carbs = (remaining * MACRO_SHARES.carbs) / KCAL_PER_G.carbs;
  const fat = (remaining * MACRO_SHARES.fat) / KCAL_PER_G.fat;
  return {
    tdee: roundTo(tdee),
    calories: roundTo(calories),
    protein: roundTo(protein),
    carbs: roundTo(carbs),
    fat: roundTo(fat),
  };
}

/**
 * The profile with its four targets replaced by computed ones (settings recompute on every change). Decision 143:
 * a calorie target the user typed (`calorieTargetSet`) is kept; protein follows the weight and carbs and fat share
 * what the typed calories leave, so the four still agree.
 */
export function withComputedTargets<P extends Partial<Profile>>(profile: P): P {
  const t = calculateTargets(profile);
  if (t.tdee === 0) return profile;
  if (profile.calorieTargetSet && typeof profile.targetCalories === 'number') {
    const remaining = Math.max(0, profile.targetCalories - t.protein * KCAL_PER_G.protein);
    return {
      ...profile,
      targetProtein: t.protein,
      targetCarbs: roundTo((remaining * MACRO_SHARES.carbs) / KCAL_PER_G.carbs),
      targetFat: roundTo((remaining * MACRO_SHARES.fat) / KCAL_PER_G.fat),
    };
  }
  return {
    ...profile,
    targetCalories: t.calories,
    targetProtein: t.protein,
    targetCarbs: t.carbs,
    targetFat: t.fat,
  };
}

/**
 * Issue 13 ('Update my targets', only when the user says so): the profile's targets from a maintenance figure
 * other than the formula's (the estimate learned from the log). The calorie target is that maintenance plus the
 * goal's daily adjustment, kept as the user's own (`calorieTargetSet`, decision 143) so later body changes do not
 * silently put the formula back; protein, carbs and fat follow as for a typed target. Unchanged when the
 * maintenance is not a positive number or the body stats are incomplete.
 */
export function withTargetsFromMaintenance<P extends Partial<Profile>>(profile: P, maintenance: number): P {
  if (!(maintenance > 0) || calculateTargets(profile).tdee === 0) return profile;
  const calories = roundTo(
    Math.min(LIMITS.target.max, Math.max(0, maintenance + dailyCalorieAdjustment(weeklyRate(profile)))),
  );
  return withComputedTargets({ ...profile, targetCalories: calories, calorieTargetSet: true });
}

/** Projected weight change in lb over `days` for an average daily difference from TDEE (spec section 9). */
export const projectedPounds = (dailyDifference: number, days: number): number =>
  (dailyDifference * days) / KCAL_PER_LB;
