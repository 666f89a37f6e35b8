// Spec sections 4 (goal type) and 9 (label).
import type { Profile } from '../schemas/index.ts';
import { KG_PER_LB } from './energy.ts';

export type GoalKind = 'maintain' | 'lose' | 'gain';

/**
 * The weekly rate in lb/week that targets use: spec section 4 normalizes the goal to maintain or custom
 * (anything else is maintain) and section 5 applies a custom goal only when a rate is supplied.
 */
export function weeklyRate(profile: Partial<Pick<Profile, 'goal' | 'customWeightChange'>>): number {
  if (profile.goal !== 'custom') return 0;
  const rate = profile.customWeightChange;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : 0;
}

/** Spec section 4: custom with a negative rate loses, positive gains, zero (or no rate) maintains. */
export function goalKind(profile: Partial<Pick<Profile, 'goal' | 'customWeightChange'>>): GoalKind {
  const rate = weeklyRate(profile);
  return rate < 0 ? 'lose' : rate > 0 ? 'gain' : 'maintain';
}

/** Rates are entered in 0.1 steps; two decimals keep float noise (0.30000000000000004) out of labels. */
const formatRate = (rate: number): string => String(Math.round(Math.abs(rate) * 100) / 100);

/** A weekly rate in lb shown in the profile's units: 0.5 lb, or 0.23 kg for metric (issue 14 #4). */
export function rateInUnits(ratePerWeekLb: number, unitSystem: Profile['unitSystem'] | undefined): number {
  return unitSystem === 'metric'
    ? Math.round(Math.abs(ratePerWeekLb) * KG_PER_LB * 100) / 100
    : Math.abs(ratePerWeekLb);
}

/**
 * Spec section 9: 'Maintain weight', 'Lose N lb/week' or 'Gain N lb/week'; with metric units (issue 14 #4)
 * 'Lose N kg/week', since the rest of a metric profile reads in kilograms too.
 */
export function describeGoal(
  profile: Partial<Pick<Profile, 'goal' | 'customWeightChange' | 'unitSystem'>>,
): string {
  const kind = goalKind(profile);
  if (kind === 'maintain') return 'Maintain weight';
  const metric = profile.unitSystem === 'metric';
  const rate = formatRate(rateInUnits(weeklyRate(profile), profile.unitSystem));
  const unit = metric ? 'kg/week' : 'lb/week';
  return kind === 'lose' ? `Lose ${rate} ${unit}` : `Gain ${rate} ${unit}`;
}

/**
 * Spec section 4 (targets wizard, settings): choosing a goal type. Maintain sets the rate to 0; lose and gain
 * set goal custom with the rate reset to 0.5 lb/week (negative for lose).
 */
export function applyGoalType<P extends Partial<Profile>>(profile: P, goalType: GoalKind): P {
  if (goalType === 'maintain') return { ...profile, goal: 'maintain', goalType, customWeightChange: 0 };
  return { ...profile, goal: 'custom', goalType, customWeightChange: goalType === 'lose' ? -0.5 : 0.5 };
}

/** Sets the rate's magnitude (the form field is always positive); the sign follows the profile's goal type. */
export function applyRate<P extends Partial<Profile>>(profile: P, magnitude: number): P {
  const kind = profile.goalType ?? goalKind(profile);
  if (kind === 'maintain') return { ...profile, customWeightChange: 0 };
  const abs = Math.abs(magnitude);
  return { ...profile, goal: 'custom', customWeightChange: kind === 'lose' ? -abs : abs };
}
