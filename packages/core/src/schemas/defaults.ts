// Spec section 3 defaults, defined once for the server (sign-up) and the web (guest, onboarding, settings).
import type { Favorite, Profile } from './index.ts';

/**
 * Spec section 3: the profile used when signing up without onboarding, when the questionnaire is skipped and
 * (decision 004) when onboarding is cancelled: the spec's second reading (weight 70, height 175) stores metric
 * numbers in imperial fields, so we use this one everywhere.
 */
export const DEFAULT_PROFILE: Profile = Object.freeze({
  age: 25,
  sex: 'male',
  weight: 154,
  height: 69,
  activityLevel: 'moderate',
  goal: 'maintain',
  // Decision 142 (issue 14 #5): the targets computed from these stats, not the spec's 2000/140/250/67, which sat
  // 595 kcal under this very profile's maintenance beside the label 'Maintain weight'.
  targetCalories: 2595,
  targetProtein: 126,
  targetCarbs: 314,
  targetFat: 93,
  walkthroughCompleted: false,
  unitSystem: 'imperial',
});

/** Spec section 3: the favorite created at sign-up. */
export const DEFAULT_FAVORITE: Favorite = Object.freeze({
  id: 'default-egg',
  name: 'Egg',
  calories: 140,
  protein: 12,
  carbs: 1,
  fat: 10,
  units: 'large',
  quantity: 2,
  isFavorite: true,
  timestamp: 0,
});

/** Spec section 3: onboarding form defaults (rate is the magnitude in lb/week, section 9 default 0.5). */
export const ONBOARDING_DEFAULTS = Object.freeze({
  age: 25,
  sex: 'male',
  weight: 160,
  height: 69,
  activityLevel: 'moderate',
  goal: 'maintain',
  goalType: 'maintain',
  rate: 0.5,
} as const);

/** Spec section 4 (targets wizard): a sex change sets these unless the user already typed weight or height. */
export const SEX_BODY_DEFAULTS = Object.freeze({
  male: Object.freeze({ weight: 160, height: 69 }),
  female: Object.freeze({ weight: 140, height: 65 }),
  // Decision 003: 'other' takes the midpoint of the two, as its energy constant does.
  other: Object.freeze({ weight: 150, height: 67 }),
} as const);

/** Spec section 3: settings falls back to these when a value is missing. */
export const SETTINGS_FALLBACKS = Object.freeze({
  targetCarbs: 250,
  targetFat: 67,
  height: 69,
  rate: 0.5,
} as const);

/** Spec section 5: empty numeric fields revert to these on blur. */
export const FIELD_FALLBACKS = Object.freeze({ age: 25, weight: 160, height: 69 } as const);
