// Spec section 9 (energy and targets): Mifflin-St Jeor with imperial inputs.
import type { Profile } from '../schemas/index.ts';
import { roundTo } from '../round.ts';

/** Spec section 9: pounds to kilograms. */
export const KG_PER_LB = 0.453592;
/** Spec section 9: inches to centimetres. */
export const CM_PER_IN = 2.54;
/** Spec section 9: one pound of body weight. */
export const KCAL_PER_LB = 3500;

/** Spec section 9: activity multipliers. */
export const ACTIVITY_MULTIPLIERS = Object.freeze({
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
} as const);

/** Spec section 9: the activity labels' day ranges (sedentary and very active have none). */
export const ACTIVITY_DAYS = Object.freeze({
  light: '1-3 days/week',
  moderate: '3-5 days/week',
  active: '6-7 days/week',
} as const);

/**
 * Mifflin-St Jeor sex constants. 'other' (offered by Settings, spec section 3) is the mean of the two
 * (decision 003).
 */
export const SEX_CONSTANTS = Object.freeze({ male: 5, female: -161, other: -78 } as const);

type EnergyInputs = Pick<Profile, 'age' | 'sex' | 'weight' | 'height' | 'activityLevel'>;

function energyInputs(profile: Partial<Profile>): EnergyInputs | null {
  const { age, sex, weight, height, activityLevel } = profile;
  // Spec section 5: 0 when any input is missing or falsy.
  if (!age || !sex || !weight || !height || !activityLevel) return null;
  if (!Number.isFinite(age) || !Number.isFinite(weight) || !Number.isFinite(height)) return null;
  if (!(sex in SEX_CONSTANTS) || !(activityLevel in ACTIVITY_MULTIPLIERS)) return null;
  return { age, sex, weight, height, activityLevel };
}

/** Basal metabolic rate in kcal/day, unrounded; null when an input is missing. */
export function basalMetabolicRate(profile: Partial<Profile>): number | null {
  const p = energyInputs(profile);
  if (!p) return null;
  return 10 * p.weight * KG_PER_LB + 6.25 * p.height * CM_PER_IN - 5 * p.age + SEX_CONSTANTS[p.sex];
}

/** Maintenance energy (TDEE) in kcal/day, unrounded, never negative; 0 when an input is missing. */
export function exactTdee(profile: Partial<Profile>): number {
  const bmr = basalMetabolicRate(profile);
  if (bmr === null) return 0;
  // Extreme but schema-valid inputs (1 lb, 120 years) give a negative BMR: no energy need is below zero.
  return Math.max(0, bmr * ACTIVITY_MULTIPLIERS[profile.activityLevel!]);
}

/** Maintenance energy (TDEE) in whole kcal/day; 0 when age, sex, weight, height or activity is missing. */
export function calculateTdee(profile: Partial<Profile>): number {
  return roundTo(exactTdee(profile));
}
