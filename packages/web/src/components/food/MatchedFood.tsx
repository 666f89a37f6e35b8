// Issue 10 (decision 106): a logged item that came from the food database shows what it matched and its grams,
// is marked when the match is unsure, and one tap changes its portion among the food's household measures or
// swaps it for another food the words could mean.
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { isLowConfidence } from '@forkcast/core';
import type { FoodItem, FoodItemPatch } from '@forkcast/core';
import { useFood } from '../../hooks/useRemote.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { preloadable } from '../ui/preloadable.tsx';
import { formatGrams } from './format.ts';
import { useItemMatch } from './matches.ts';
import type { ChangeMatch as ChangeMatchForm } from './ChangeMatch.tsx';

// Decision 159: the dialog's choices load when it first opens (or the pointer reaches 'Change').
const changeMatch = preloadable<ComponentProps<typeof ChangeMatchForm>>(() =>
  import('./ChangeMatch.tsx').then((m) => m.ChangeMatch),
);
const ChangeMatch = changeMatch.Component;

/**
 * Decision 106: the words of the row's line, in one place for the views and their tests (the dialog's own are
 * ChangeMatch.tsx's CHANGE_MATCH_LABELS, decision 205: they load with it).
 */
export const MATCH_LABELS = {
  matched: 'Matched:',
  low: 'Low confidence',
  change: 'Change',
  title: 'Change Match',
} as const;

export type Linked = FoodItem & { foodId: string; grams: number };

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
        preload={changeMatch.preload}
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
