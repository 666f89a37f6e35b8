// Spec section 9 (energy and targets). Rounding happens once, at the end (decision 002).
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
  const carbs = (remaining * MACRO_SPLIT.carbs) / KCAL_PER_G.carbs;
  const fat = (remaining * MACRO_SPLIT.fat) / KCAL_PER_G.fat;
  return {
    tdee: roundTo(tdee),
    calories: roundTo(calories),
    protein: roundTo(protein),
    carbs: roundTo(carbs),
    fat: roundTo(fat),
  };
}

/** The profile with its four targets replaced by computed ones (settings recompute on every change). */
export function withComputedTargets<P extends Partial<Profile>>(profile: P): P {
  const t = calculateTargets(profile);
  if (t.tdee === 0) return profile;
  return {
    ...profile,
    targetCalories: t.calories,
    targetProtein: t.protein,
    targetCarbs: t.carbs,
    targetFat: t.fat,
  };
}

/** Projected weight change in lb over `days` for an average daily difference from TDEE (spec section 9). */
export const projectedPounds = (dailyDifference: number, days: number): number =>
  (dailyDifference * days) / KCAL_PER_LB;
