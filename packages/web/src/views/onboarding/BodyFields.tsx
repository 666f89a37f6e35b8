import { LIMITS, splitInches, toTotalInches } from '@forkcast/core';
import { NumberField } from '../../components/ui/NumberField.tsx';
import { cmToIn, inToCm, kgToLb, lbToKg } from './units.ts';
import type { UnitSystem } from './units.ts';

export interface BodyFieldsProps {
  weight: number;
  height: number;
  units: UnitSystem;
  onWeight: (lb: number) => void;
  onHeight: (inches: number) => void;
  /** Onboarding bounds weight to 80-500 lb; settings only to at least 1 (spec section 5). */
  bounds: 'onboarding' | 'settings';
  /** Called when the user types into weight or height (a sex change then leaves them alone). */
  onTypedWeight?: () => void;
  onTypedHeight?: () => void;
}

/** Weight and height in the chosen display units; values are always reported in pounds and inches. */
export function BodyFields({
  weight,
  height,
  units,
  onWeight,
  onHeight,
  bounds,
  onTypedWeight,
  onTypedHeight,
}: BodyFieldsProps) {
  const minLb = bounds === 'onboarding' ? LIMITS.weight.onboardingMin : LIMITS.weight.min;
  const maxLb = bounds === 'onboarding' ? LIMITS.weight.onboardingMax : LIMITS.weight.max;
  const minIn = toTotalInches(LIMITS.heightFeet.min, LIMITS.heightInches.min);
  const maxIn = toTotalInches(LIMITS.heightFeet.max, LIMITS.heightInches.max);
  const { feet, inches } = splitInches(height);

  return (
    <>
      {units === 'metric' ? (
        <NumberField
          label="Weight (kg)"
          value={lbToKg(weight)}
          min={Math.ceil(lbToKg(minLb) * 10) / 10}
          max={Math.floor(lbToKg(maxLb) * 10) / 10}
          step={0.1}
          onValueChange={(kg) => onWeight(kgToLb(kg))}
          onEdited={onTypedWeight}
        />
      ) : (
        <NumberField
          label="Weight (lb)"
          value={weight}
          min={minLb}
          max={maxLb}
          step={LIMITS.weight.step}
          onValueChange={onWeight}
          onEdited={onTypedWeight}
        />
      )}
      {units === 'metric' ? (
        <NumberField
          label="Height (cm)"
          value={inToCm(height)}
          min={Math.ceil(inToCm(minIn))}
          max={Math.floor(inToCm(maxIn))}
          step={1}
          onValueChange={(cm) => onHeight(cmToIn(cm))}
          onEdited={onTypedHeight}
        />
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-700">Height</legend>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label="Feet"
              value={feet}
              integer
              min={LIMITS.heightFeet.min}
              max={LIMITS.heightFeet.max}
              suffix="ft"
              onValueChange={(f) => onHeight(toTotalInches(f, inches))}
              onEdited={onTypedHeight}
            />
            <NumberField
              label="Inches"
              value={inches}
              min={LIMITS.heightInches.min}
              max={LIMITS.heightInches.max}
              step={1}
              suffix="in"
              onValueChange={(i) => onHeight(toTotalInches(feet, i))}
              onEdited={onTypedHeight}
            />
          </div>
        </fieldset>
      )}
    </>
  );
}
