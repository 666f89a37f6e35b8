// Spec section 9 (progress colour and label; home bar).
import type { Profile } from '../schemas/index.ts';
import { goalKind } from './goal.ts';

/** Spec section 9: maintenance is green within this many kcal of the target. */
export const MAINTENANCE_TOLERANCE_KCAL = 100;
/** Spec section 9 (home bar): green from 100% of the target, amber from 80%, blue below. */
export const BAR_THRESHOLDS = Object.freeze({ green: 100, amber: 80 } as const);

export type ProgressColor = 'green' | 'amber' | 'red';
export type BarColor = 'green' | 'amber' | 'blue' | 'red';

/**
 * Spec section 9: maintenance green within 100 kcal (inclusive) of the target, else amber; loss green at or
 * under, red over; gain green at or over, red under.
 */
export function progressColor(
  consumed: number,
  target: number,
  profile: Partial<Pick<Profile, 'goal' | 'customWeightChange'>>,
): ProgressColor {
  switch (goalKind(profile)) {
    case 'lose':
      return consumed <= target ? 'green' : 'red';
    case 'gain':
      return consumed >= target ? 'green' : 'red';
    default:
      return Math.abs(consumed - target) <= MAINTENANCE_TOLERANCE_KCAL ? 'green' : 'amber';
  }
}

export type CalorieBar = {
  color: BarColor;
  /** consumed as a percentage of the target (unrounded; 100 when the target is 0 and something was eaten). */
  percent: number;
  /** fill width, a percentage of max(target, TDEE), capped at 100. */
  widthPercent: number;
  tdeeMarkerPercent: number;
  targetMarkerPercent: number;
};

const share = (value: number, scale: number) =>
  scale > 0 ? Math.min(100, Math.max(0, (value / scale) * 100)) : 0;

/**
 * Spec section 2 (home) and 9: the calorie bar with its grey TDEE marker and red target marker.
 *
 * With a `profile` the colour is goal-aware (decision 140, issue 14 #2): below the target the spec's percent
 * rule (blue, then amber from 80%) shows progress; once the target is reached the section 9 progress colour
 * decides, so a loss goal turns red over its target instead of green, and maintenance stays green only within
 * 100 kcal. Without a profile (the protein bar) the percent rule alone applies.
 */
export function calorieBar(
  consumed: number,
  target: number,
  tdee: number,
  profile?: Partial<Pick<Profile, 'goal' | 'customWeightChange'>>,
): CalorieBar {
  const percent = target > 0 ? (consumed / target) * 100 : consumed > 0 ? 100 : 0;
  const byPercent: BarColor =
    percent >= BAR_THRESHOLDS.green ? 'green' : percent >= BAR_THRESHOLDS.amber ? 'amber' : 'blue';
  let color: BarColor = byPercent;
  if (profile && target > 0) {
    const status = progressColor(consumed, target, profile);
    if (consumed >= target) color = status;
    else if (status === 'green' && goalKind(profile) === 'maintain') color = 'green';
  }
  const scale = Math.max(target, tdee);
  return {
    color,
    percent,
    widthPercent: share(consumed, scale),
    tdeeMarkerPercent: share(tdee, scale),
    targetMarkerPercent: share(target, scale),
  };
}
