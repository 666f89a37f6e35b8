// Spec section 2 (onboarding questionnaire) and section 4 (targets wizard): two steps, targets computed by the
// core from body stats and goal, editable on step 2.
import { useState } from 'react';
import {
  LIMITS,
  ONBOARDING_DEFAULTS,
  SEX_BODY_DEFAULTS,
  applyGoalType,
  applyRate,
  calculateTargets,
  describeGoal,
} from '@forkcast/core';
import type { GoalKind, Profile } from '@forkcast/core';
import { Button } from '../../components/ui/Button.tsx';
import { Select } from '../../components/ui/Field.tsx';
import { NumberField } from '../../components/ui/NumberField.tsx';
import { BodyFields } from './BodyFields.tsx';
import { ACTIVITY_OPTIONS, GOAL_OPTIONS, UNIT_OPTIONS, activityShort } from './options.ts';
import { formatHeight, formatWeight } from './units.ts';
import { RateField } from './RateField.tsx';
import type { UnitSystem } from './units.ts';

export interface QuestionnaireProps {
  onComplete: (profile: Profile) => void;
  /** Skip the questionnaire: the caller applies the default profile (spec section 3). */
  onSkip: () => void;
  onCancel: () => void;
  busy?: boolean;
}

type Sex = 'male' | 'female';
type Form = {
  age: number;
  sex: Sex;
  weight: number;
  height: number;
  activityLevel: Profile['activityLevel'];
  goalType: GoalKind;
  rate: number;
  unitSystem: UnitSystem;
};
type TargetBoxes = { calories: number; protein: number; carbs: number; fat: number };

const initialForm: Form = {
  age: ONBOARDING_DEFAULTS.age,
  sex: ONBOARDING_DEFAULTS.sex,
  weight: ONBOARDING_DEFAULTS.weight,
  height: ONBOARDING_DEFAULTS.height,
  activityLevel: ONBOARDING_DEFAULTS.activityLevel,
  goalType: ONBOARDING_DEFAULTS.goalType,
  rate: ONBOARDING_DEFAULTS.rate,
  unitSystem: 'imperial',
};

/** The profile fields the form describes (goal and rate through the core's goal rules). */
function bodyProfile(form: Form): Partial<Profile> {
  const base: Partial<Profile> = {
    age: form.age,
    sex: form.sex,
    weight: form.weight,
    height: form.height,
    activityLevel: form.activityLevel,
    unitSystem: form.unitSystem,
  };
  return applyRate(applyGoalType(base, form.goalType), form.rate);
}

export function Questionnaire({ onComplete, onSkip, onCancel, busy }: QuestionnaireProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<Form>(initialForm);
  const [typed, setTyped] = useState({ weight: false, height: false });
  const [computed, setComputed] = useState<TargetBoxes>({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  const [targets, setTargets] = useState<TargetBoxes>(computed);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const changeSex = (sex: Sex) =>
    setForm((f) => ({
      ...f,
      sex,
      // Spec section 4: the sex's default weight and height, unless the user already typed them.
      weight: typed.weight ? f.weight : SEX_BODY_DEFAULTS[sex].weight,
      height: typed.height ? f.height : SEX_BODY_DEFAULTS[sex].height,
    }));

  // Spec section 4: maintain sets the rate to 0; lose and gain reset it to 0.5.
  const changeGoal = (goalType: GoalKind) =>
    setForm((f) => ({ ...f, goalType, rate: goalType === 'maintain' ? f.rate : LIMITS.rate.default }));

  const toStep2 = () => {
    const t = calculateTargets(bodyProfile(form));
    const boxes = { calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat };
    setComputed(boxes);
    setTargets(boxes);
    setStep(2);
  };

  const complete = () => {
    const profile = bodyProfile(form);
    onComplete({
      ...profile,
      goalType: form.goalType,
      targetCalories: targets.calories,
      targetProtein: targets.protein,
      targetCarbs: targets.carbs,
      targetFat: targets.fat,
      // Spec section 4: Complete saves the profile with walkthroughCompleted false.
      walkthroughCompleted: false,
    } as Profile);
  };

  const profileNow = bodyProfile(form);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <p id="onboarding-progress" className="text-sm font-medium text-gray-600">
          Step {step} of 2
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      <div
        role="progressbar"
        aria-labelledby="onboarding-progress"
        aria-valuemin={1}
        aria-valuemax={2}
        aria-valuenow={step}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${step * 50}%` }}
        />
      </div>

      {step === 1 ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            toStep2();
          }}
        >
          <h1 className="text-2xl font-bold text-gray-900">Set Up Your Profile</h1>
          <Select
            label="Units"
            value={form.unitSystem}
            options={UNIT_OPTIONS}
            onChange={(e) => set('unitSystem', e.target.value as UnitSystem)}
          />
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label="Age"
              value={form.age}
              integer
              min={LIMITS.age.onboardingMin}
              max={LIMITS.age.max}
              onValueChange={(v) => set('age', v)}
            />
            <Select
              label="Sex"
              value={form.sex}
              options={[
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
              ]}
              onChange={(e) => changeSex(e.target.value as Sex)}
            />
          </div>
          <BodyFields
            weight={form.weight}
            height={form.height}
            units={form.unitSystem}
            bounds="onboarding"
            onWeight={(v) => set('weight', v)}
            onHeight={(v) => set('height', v)}
            onTypedWeight={() => setTyped((t) => ({ ...t, weight: true }))}
            onTypedHeight={() => setTyped((t) => ({ ...t, height: true }))}
          />
          <Select
            label="Activity level"
            value={form.activityLevel}
            options={ACTIVITY_OPTIONS}
            onChange={(e) => set('activityLevel', e.target.value as Profile['activityLevel'])}
          />
          <Select
            label="Goal"
            value={form.goalType}
            options={GOAL_OPTIONS}
            onChange={(e) => changeGoal(e.target.value as GoalKind)}
          />
          {form.goalType !== 'maintain' && (
            <RateField
              goalType={form.goalType}
              rate={form.rate}
              units={form.unitSystem}
              hintFor="onboarding"
              onChange={(v) => set('rate', v)}
            />
          )}
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" onClick={onSkip} disabled={busy}>
              Skip
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              Continue
            </Button>
          </div>
        </form>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            complete();
          }}
        >
          <h1 className="text-2xl font-bold text-gray-900">Your Nutrition Plan</h1>
          <p className="text-sm text-gray-600">
            Recommended daily targets for {form.age} years, {formatWeight(form.weight, form.unitSystem)},{' '}
            {formatHeight(form.height, form.unitSystem)}. Adjust them if you like.
          </p>
          <div className="grid grid-cols-2 gap-3">
            <TargetBox
              label="Calories"
              field="calories"
              targets={targets}
              computed={computed}
              onChange={setTargets}
            />
            <TargetBox
              label="Protein (g)"
              field="protein"
              targets={targets}
              computed={computed}
              onChange={setTargets}
            />
            <TargetBox
              label="Carbs (g)"
              field="carbs"
              targets={targets}
              computed={computed}
              onChange={setTargets}
            />
            <TargetBox
              label="Fat (g)"
              field="fat"
              targets={targets}
              computed={computed}
              onChange={setTargets}
            />
          </div>
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold tracking-wide text-brand-800">
            {describeGoal(profileNow).toUpperCase()} · {activityShort(form.activityLevel).toUpperCase()}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={busy}>
              Back
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              Complete
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Spec section 5: whole numbers only; unparsable input is ignored; empty on blur reverts to the computed value. */
function TargetBox({
  label,
  field,
  targets,
  computed,
  onChange,
}: {
  label: string;
  field: keyof TargetBoxes;
  targets: TargetBoxes;
  computed: TargetBoxes;
  onChange: (update: (t: TargetBoxes) => TargetBoxes) => void;
}) {
  return (
    <NumberField
      label={label}
      value={targets[field]}
      integer
      min={LIMITS.target.min}
      max={LIMITS.target.max}
      revertTo={computed[field]}
      onValueChange={(v) => onChange((t) => ({ ...t, [field]: v }))}
      inputClassName="text-lg font-semibold"
    />
  );
}
