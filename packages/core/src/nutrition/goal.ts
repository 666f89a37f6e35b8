// Spec sections 4 (goal type) and 9 (label).
import type { Profile } from '../schemas/index.ts';

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

/** Spec section 9: 'Maintain weight', 'Lose N lb/week' or 'Gain N lb/week'. */
export function describeGoal(profile: Partial<Pick<Profile, 'goal' | 'customWeightChange'>>): string {
  const kind = goalKind(profile);
  if (kind === 'maintain') return 'Maintain weight';
  const rate = formatRate(weeklyRate(profile));
  return kind === 'lose' ? `Lose ${rate} lb/week` : `Gain ${rate} lb/week`;
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
