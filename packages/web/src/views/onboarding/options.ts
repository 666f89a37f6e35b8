import { ACTIVITY_DAYS } from '@forkcast/core';
import type { Profile } from '@forkcast/core';

type Activity = Profile['activityLevel'];

/** Spec section 9 activity labels: light 1-3 days/week, moderate 3-5, active 6-7. */
export const ACTIVITY_OPTIONS: readonly { value: Activity; label: string; short: string }[] = [
  { value: 'sedentary', label: 'Sedentary (little exercise)', short: 'Sedentary' },
  { value: 'light', label: `Light (${ACTIVITY_DAYS.light})`, short: 'Light' },
  { value: 'moderate', label: `Moderate (${ACTIVITY_DAYS.moderate})`, short: 'Moderate' },
  { value: 'active', label: `Active (${ACTIVITY_DAYS.active})`, short: 'Active' },
  { value: 'very_active', label: 'Very active (twice a day)', short: 'Very active' },
];

export const activityShort = (level: Activity): string =>
  ACTIVITY_OPTIONS.find((o) => o.value === level)?.short ?? level;

export const GOAL_OPTIONS = [
  { value: 'maintain', label: 'Maintain weight' },
  { value: 'lose', label: 'Lose weight' },
  { value: 'gain', label: 'Gain weight' },
] as const;

export const UNIT_OPTIONS = [
  { value: 'imperial', label: 'Imperial (lb, ft/in)' },
  { value: 'metric', label: 'Metric (kg, cm)' },
] as const;

/** Spec section 5: the onboarding rate hint depends on the direction. */
export function onboardingRateHint(goalType: 'lose' | 'gain'): string {
  return goalType === 'lose' ? 'Recommended: 0.5-2 lb per week' : 'Recommended: 0.5-1 lb per week';
}

/** Spec section 5: the settings hint. */
export const SETTINGS_RATE_HINT = 'Recommended: 0.5-1 lb per week';
