// Decision 106's 'Change Match' dialog: another household portion of the food, or another food the words could
// mean. Loaded when the dialog first opens (or the pointer reaches 'Change'), decision 159.
import { useId, useState } from 'react';
import { alternativeChoice, portionChoices } from '@forkcast/core';
import type { AnalyzedAlternative, FoodItemPatch, HouseholdPortion } from '@forkcast/core';
import { ApiError } from '../../data/api.ts';
import { Alert } from '../ui/Alert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { formatAmount, formatCalories, formatGrams } from './format.ts';
import { SAVE_CHANGES_FAILED } from './messages.ts';
import { MATCH_LABELS } from './MatchedFood.tsx';
import type { Linked } from './MatchedFood.tsx';

/** Decision 106: the dialog's words (decision 205: here, so they load with it; the row's are MATCH_LABELS). */
export const CHANGE_MATCH_LABELS = {
  lowNote: 'Low confidence: check that this is the food you ate.',
  portion: 'Portion',
  others: 'Other foods',
  current: 'current',
  loading: 'Loading portions',
  offline: "Portions need a connection. Try again when you're back online.",
  failed: "This food's portions could not be loaded.",
} as const;

export interface ChangeMatchProps {
  item: Linked;
  name: string | undefined;
  low: boolean;
  portions: HouseholdPortion[] | undefined;
  portionsError: Error | null;
  others: AnalyzedAlternative[];
  onChange: (patch: FoodItemPatch) => Promise<void>;
}

const choiceClass =
  'flex w-full flex-wrap items-baseline justify-between gap-x-2 rounded-lg border border-gray-200 px-3 py-2 text-left text-sm hover:border-brand-500 hover:bg-brand-50 disabled:opacity-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50';

export function ChangeMatch({
  item,
  name,
  low,
  portions,
  portionsError,
  others,
  onChange,
}: ChangeMatchProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (patch: FoodItemPatch) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onChange(patch);
    } catch {
      setError(SAVE_CHANGES_FAILED);
      setBusy(false);
    }
  };

  const choices = portionChoices(item, portions ?? []);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">
        {MATCH_LABELS.matched} <span className="font-medium text-gray-900">{name ?? item.name}</span> ·{' '}
        {formatGrams(item.grams)} g
      </p>
      {low && <p className="text-sm font-medium text-amber-900">{CHANGE_MATCH_LABELS.lowNote}</p>}

      <section aria-labelledby={`${id}-portion`} className="flex flex-col gap-2">
        <h3 id={`${id}-portion`} className="text-sm font-semibold text-gray-800">
          {CHANGE_MATCH_LABELS.portion}
        </h3>
        {portions ? (
          <ul className="flex flex-col gap-1.5">
            {choices.map(({ portion, patch, current }) => {
              return (
                <li key={portion.label}>
                  <button
                    type="button"
                    aria-pressed={current}
                    disabled={busy}
                    className={choiceClass}
                    onClick={() => void apply(patch)}
                  >
                    <span className="font-medium text-gray-900">
                      {formatAmount(patch.quantity, patch.units, item.name)}
                      {current && (
                        <span className="font-normal text-gray-600"> ({CHANGE_MATCH_LABELS.current})</span>
                      )}
                    </span>{' '}
                    <span className="text-gray-600">
                      {formatGrams(patch.grams)} g · {formatCalories(patch.calories)} cal
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : portionsError ? (
          <p className="text-sm text-gray-600">
            {portionsError instanceof ApiError && portionsError.code === 'network'
              ? CHANGE_MATCH_LABELS.offline
              : CHANGE_MATCH_LABELS.failed}
          </p>
        ) : (
          <Spinner size="sm" label={CHANGE_MATCH_LABELS.loading} />
        )}
      </section>

      {others.length > 0 && (
        <section aria-labelledby={`${id}-others`} className="flex flex-col gap-2">
          <h3 id={`${id}-others`} className="text-sm font-semibold text-gray-800">
            {CHANGE_MATCH_LABELS.others}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {others.map((alternative) => {
              const patch = alternativeChoice(item, alternative);
              return (
                <li key={alternative.foodId}>
                  <button
                    type="button"
                    disabled={busy}
                    className={choiceClass}
                    onClick={() => void apply(patch)}
                  >
                    <span className="font-medium text-gray-900">{alternative.name}</span>{' '}
                    <span className="text-gray-600">
                      {formatGrams(patch.grams!)} g · {formatCalories(patch.calories!)} cal
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
