// Spec section 2 (settings) and section 4: every profile change recomputes the targets (core) and saves
// automatically; section 5 bounds; the account card; export, account deletion and clearing guest data.
import { useEffect, useRef, useState } from 'react';
import { syncStatusText, useSyncStatus } from '../../components/shell/SyncStatus.tsx';
import {
  LIMITS,
  SETTINGS_FALLBACKS,
  applyGoalType,
  applyRate,
  calculateTdee,
  calculateTargets,
  describeGoal,
  goalKind,
  withComputedTargets,
  withTargetsFromMaintenance,
} from '@forkcast/core';
import type { GoalKind, Profile } from '@forkcast/core';
import { useProfile, useSaveProfile } from '../../hooks/useProfile.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Select } from '../../components/ui/Field.tsx';
import { NumberField } from '../../components/ui/NumberField.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { showToast } from '../../components/ui/Toast.tsx';
import { BodyFields } from '../onboarding/BodyFields.tsx';
import { ACTIVITY_OPTIONS, GOAL_OPTIONS, UNIT_OPTIONS } from '../onboarding/options.ts';
import { RateField } from '../onboarding/RateField.tsx';
import type { UnitSystem } from '../onboarding/units.ts';
import { AccountCard } from './AccountCard.tsx';
import { FavoriteFoods } from './FavoriteFoods.tsx';
import { MaintenanceEstimate } from './MaintenanceEstimate.tsx';

export interface SettingsViewProps {
  onSignUp: () => void;
  onSignIn: () => void;
}

const SAVE_DELAY_MS = 500;

export default SettingsView;

export function SettingsView({ onSignUp, onSignIn }: SettingsViewProps) {
  const { data: profile, isPending } = useProfile();
  return (
    <main className="flex flex-col gap-4 p-4 pb-10">
      <h1 className="text-2xl font-bold text-gray-900">Settings</h1>
      {isPending || !profile ? (
        <div className="flex justify-center p-8">
          <Spinner size="lg" label="Loading settings" />
        </div>
      ) : (
        <ProfileSettings profile={profile} />
      )}
      <FavoriteFoods />
      <AccountCard onSignUp={onSignUp} onSignIn={onSignIn} />
    </main>
  );
}

type SaveState = 'saved' | 'pending' | 'error';

function ProfileSettings({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  // The form edits a local draft (initialised once) and saves it shortly after the last change.
  const [draft, setDraft] = useState(profile);
  const [state, setState] = useState<SaveState>('saved');
  const pending = useRef<Profile | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    save.mutate(next, {
      onSuccess: () => setState((s) => (pending.current ? s : 'saved')),
      onError: (err) => {
        setState('error');
        showToast(err instanceof Error ? err.message : 'Could not save your settings', 'error');
      },
    });
  };

  // Leaving the page saves what is still waiting.
  useEffect(() => () => flush(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (next: Profile) => {
    setDraft(next);
    setState('pending');
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };

  /** Spec section 4: a change to the body stats or goal recomputes the targets. */
  const change = (next: Profile) => update(withComputedTargets(next));

  const goalType: GoalKind = draft.goalType ?? goalKind(draft);
  const rate = Math.abs(draft.customWeightChange ?? 0) || SETTINGS_FALLBACKS.rate;
  const tdee = calculateTdee(draft);
  // Decision 143: a typed calorie target stays through body changes; the computed one is shown beside it.
  const computed = calculateTargets(draft);

  return (
    <>
      <div className="-mt-2 flex justify-end">
        <SaveIndicator state={state} />
      </div>
      <Card title="Daily Goals">
        <p className="mb-3 text-sm text-gray-600">
          {describeGoal(draft)} · maintenance {tdee.toLocaleString('en-US')} kcal/day
        </p>
        <MaintenanceEstimate
          formula={tdee}
          onUpdateTargets={(estimated) => update(withTargetsFromMaintenance(draft, estimated))}
        />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label="Calories"
            value={draft.targetCalories}
            integer
            min={LIMITS.target.min}
            max={LIMITS.target.max}
            onValueChange={(v) => update({ ...draft, targetCalories: v, calorieTargetSet: true })}
            hint={
              draft.calorieTargetSet &&
              computed.calories > 0 &&
              computed.calories !== draft.targetCalories ? (
                <>
                  Yours; computed: {computed.calories.toLocaleString('en-US')}.{' '}
                  <button
                    type="button"
                    className="font-medium text-brand-700 underline"
                    onClick={() => change({ ...draft, calorieTargetSet: false })}
                  >
                    Use computed
                  </button>
                </>
              ) : undefined
            }
          />
          <NumberField
            label="Protein (g)"
            value={draft.targetProtein}
            integer
            min={LIMITS.target.macroMin}
            max={LIMITS.target.max}
            onValueChange={(v) => update({ ...draft, targetProtein: v })}
          />
          <NumberField
            label="Carbs (g)"
            value={draft.targetCarbs}
            integer
            min={LIMITS.target.macroMin}
            max={LIMITS.target.max}
            onValueChange={(v) => update({ ...draft, targetCarbs: v })}
          />
          <NumberField
            label="Fat (g)"
            value={draft.targetFat}
            integer
            min={LIMITS.target.macroMin}
            max={LIMITS.target.max}
            onValueChange={(v) => update({ ...draft, targetFat: v })}
          />
        </div>
        <div className="mt-4 grid gap-3">
          <Select
            label="Goal"
            value={goalType}
            options={GOAL_OPTIONS}
            onChange={(e) => change(applyGoalType(draft, e.target.value as GoalKind))}
          />
          {goalType !== 'maintain' && (
            <RateField
              goalType={goalType}
              rate={rate}
              units={draft.unitSystem}
              hintFor="settings"
              onChange={(v) => change(applyRate({ ...draft, goalType }, v))}
            />
          )}
        </div>
      </Card>

      <Card title="Profile">
        <div className="grid gap-3">
          <Select
            label="Units"
            value={draft.unitSystem}
            options={UNIT_OPTIONS}
            onChange={(e) => update({ ...draft, unitSystem: e.target.value as UnitSystem })}
          />
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label="Age"
              value={draft.age}
              integer
              min={LIMITS.age.min}
              max={LIMITS.age.max}
              onValueChange={(v) => change({ ...draft, age: v })}
            />
            <Select
              label="Sex"
              value={draft.sex}
              options={[
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
                { value: 'other', label: 'Other' },
              ]}
              onChange={(e) => change({ ...draft, sex: e.target.value as Profile['sex'] })}
            />
          </div>
          <BodyFields
            weight={draft.weight}
            height={draft.height || SETTINGS_FALLBACKS.height}
            units={draft.unitSystem}
            bounds="settings"
            onWeight={(v) => change({ ...draft, weight: v })}
            onHeight={(v) => change({ ...draft, height: v })}
          />
          <Select
            label="Activity level"
            value={draft.activityLevel}
            options={ACTIVITY_OPTIONS}
            onChange={(e) => change({ ...draft, activityLevel: e.target.value as Profile['activityLevel'] })}
          />
        </div>
      </Card>
    </>
  );
}

function SaveIndicator({ state }: { state: SaveState }) {
  const sync = useSyncStatus();
  if (state === 'saved' && sync && syncStatusText(sync) !== 'Auto-saved') {
    return <p className="text-sm text-gray-500">{syncStatusText(sync)}</p>;
  }
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-gray-500">
      {state === 'pending' ? (
        <>
          <Spinner size="sm" /> Saving...
        </>
      ) : state === 'error' ? (
        <span className="text-red-700">Not saved</span>
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-brand-600" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          Auto-saved
        </>
      )}
    </p>
  );
}
