// Issue 10 (decision 106): a logged item that came from the food database shows what it matched and its grams,
// is marked when the match is unsure, and one tap changes its portion among the food's household measures or
// swaps it for another food the words could mean.
import { useId, useState } from 'react';
import { alternativeChoice, isLowConfidence, portionChoices } from '@forkcast/core';
import type { AnalyzedAlternative, FoodItem, FoodItemPatch, HouseholdPortion } from '@forkcast/core';
import { ApiError } from '../../data/api.ts';
import { useFood } from '../../hooks/useRemote.ts';
import { Alert } from '../ui/Alert.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { formatAmount, formatCalories, formatGrams } from './format.ts';
import { useItemMatch } from './matches.ts';
import { SAVE_CHANGES_FAILED } from './messages.ts';

/** Decision 106: the words of this feature, in one place for the views and their tests. */
export const MATCH_LABELS = {
  matched: 'Matched:',
  low: 'Low confidence',
  lowNote: 'Low confidence: check that this is the food you ate.',
  change: 'Change',
  title: 'Change Match',
  portion: 'Portion',
  others: 'Other foods',
  current: 'current',
  loading: 'Loading portions',
  offline: "Portions need a connection. Try again when you're back online.",
  failed: "This food's portions could not be loaded.",
} as const;

type Linked = FoodItem & { foodId: string; grams: number };

/** Only an item linked to a database food, with its weight, can show and change what it matched. */
export function isLinked(item: FoodItem): item is Linked {
  return typeof item.foodId === 'string' && typeof item.grams === 'number' && item.grams > 0;
}

export interface MatchedFoodProps {
  item: Linked;
  onChange: (patch: FoodItemPatch) => Promise<unknown>;
}

/** The row's line: 'Matched: Banana, raw · 126 g', 'Low confidence' when unsure, and 'Change'. */
export function MatchedFood({ item, onChange }: MatchedFoodProps) {
  const remembered = useItemMatch(item.id);
  // What the analysis said describes the food it matched; after a swap the row asks the database instead.
  const match = remembered?.foodId === item.foodId ? remembered : undefined;
  const [open, setOpen] = useState(false);
  // The database is asked for the name after a reload or a swap, and for the portions when the analysis brought none.
  const food = useFood(!match || (open && match.portions.length === 0) ? item.foodId : undefined);
  const name = match?.matchedName ?? food.data?.name;
  const low = match !== undefined && isLowConfidence(match.confidence);
  const portions = match?.portions.length ? match.portions : food.data?.householdPortions;

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
      <span className="break-words">
        {name ? `${MATCH_LABELS.matched} ${name} · ` : ''}
        {formatGrams(item.grams)} g
      </span>
      {low && (
        <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 font-semibold text-amber-900">
          {MATCH_LABELS.low}
        </span>
      )}
      <Dialog
        title={MATCH_LABELS.title}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button
            type="button"
            aria-label={`${MATCH_LABELS.change} match: ${item.name}`}
            className="min-h-6 rounded px-1 font-semibold text-brand-700 underline hover:bg-brand-50"
          >
            {MATCH_LABELS.change}
          </button>
        }
      >
        <ChangeMatch
          item={item}
          name={name}
          low={low}
          portions={portions}
          portionsError={portions ? null : food.error}
          others={(remembered?.choices ?? []).filter((c) => c.foodId !== item.foodId)}
          onChange={async (patch) => {
            await onChange(patch);
            setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}

interface ChangeMatchProps {
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

function ChangeMatch({ item, name, low, portions, portionsError, others, onChange }: ChangeMatchProps) {
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
      {low && <p className="text-sm font-medium text-amber-900">{MATCH_LABELS.lowNote}</p>}

      <section aria-labelledby={`${id}-portion`} className="flex flex-col gap-2">
        <h3 id={`${id}-portion`} className="text-sm font-semibold text-gray-800">
          {MATCH_LABELS.portion}
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
                        <span className="font-normal text-gray-600"> ({MATCH_LABELS.current})</span>
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
              ? MATCH_LABELS.offline
              : MATCH_LABELS.failed}
          </p>
        ) : (
          <Spinner size="sm" label={MATCH_LABELS.loading} />
        )}
      </section>

      {others.length > 0 && (
        <section aria-labelledby={`${id}-others`} className="flex flex-col gap-2">
          <h3 id={`${id}-others`} className="text-sm font-semibold text-gray-800">
            {MATCH_LABELS.others}
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
