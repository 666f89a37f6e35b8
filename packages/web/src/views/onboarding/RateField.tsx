import { KG_PER_LB, LIMITS } from '@forkcast/core';
import { NumberField } from '../../components/ui/NumberField.tsx';
import { onboardingRateHint, SETTINGS_RATE_HINT } from './options.ts';
import type { UnitSystem } from './units.ts';

export interface RateFieldProps {
  goalType: 'lose' | 'gain';
  /** The weekly rate's magnitude in lb (what the profile stores). */
  rate: number;
  units: UnitSystem;
  /** Spec section 5: onboarding and settings give different hints. */
  hintFor: 'onboarding' | 'settings';
  onChange: (lbPerWeek: number) => void;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
// The spec's 0.1-2 lb range, inside it in kg: 0.05 kg (0.11 lb) to 0.9 kg (1.98 lb).
const KG = { min: 0.05, max: 0.9, step: 0.05 } as const;

/** Metric hints: the spec's recommended ranges (section 5) in kilograms. */
function metricHint(goalType: 'lose' | 'gain', hintFor: 'onboarding' | 'settings'): string {
  return hintFor === 'onboarding' && goalType === 'lose'
    ? 'Recommended: 0.25-0.9 kg per week'
    : 'Recommended: 0.25-0.5 kg per week';
}

/**
 * The weekly rate (spec section 5: 0.1-2 lb, step 0.1). Issue 14 (#4): a metric profile reads and types it in
 * kg per week; storage stays in pounds (decision 050).
 */
export function RateField({ goalType, rate, units, hintFor, onChange }: RateFieldProps) {
  const verb = goalType === 'lose' ? 'lose' : 'gain';
  if (units === 'metric') {
    return (
      <NumberField
        label={`Rate (kg to ${verb} per week)`}
        value={round2(rate * KG_PER_LB)}
        min={KG.min}
        max={KG.max}
        step={KG.step}
        hint={metricHint(goalType, hintFor)}
        onValueChange={(kg) =>
          onChange(Math.min(LIMITS.rate.max, Math.max(LIMITS.rate.min, round2(kg / KG_PER_LB))))
        }
      />
    );
  }
  return (
    <NumberField
      label={`Rate (lb to ${verb} per week)`}
      value={rate}
      min={LIMITS.rate.min}
      max={LIMITS.rate.max}
      step={LIMITS.rate.step}
      hint={hintFor === 'onboarding' ? onboardingRateHint(goalType) : SETTINGS_RATE_HINT}
      onValueChange={onChange}
    />
  );
}
