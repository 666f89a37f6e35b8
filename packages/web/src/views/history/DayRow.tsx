import { useId } from 'react';
import { emptyDay, progressColor, repeatItem } from '@forkcast/core';
import type { DailyIntake, IsoDate, Profile } from '@forkcast/core';
import { useDay } from '../../hooks/useDays.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toast.tsx';
import { ADD_ITEM_FAILED } from '../../components/food/messages.ts';
import { cn } from '../../components/ui/cn.ts';
import { AddFoodDialog } from '../../components/food/AddFoodDialog.tsx';
import { DayFoodList } from '../../components/food/DayFoodList.tsx';
import { DayNutrients } from '../../components/food/DayNutrients.tsx';
import { formatCalories, formatGrams, formatShortDate } from '../../components/food/format.ts';
import { formatSigned } from './format-signed.ts';
import { ChevronIcon, PlusIcon } from '../../components/food/icons.tsx';
import { useLogItems } from '../../components/food/useLogItems.ts';
import { useNewItems } from '../../components/food/useNewItems.ts';
import { IncompleteDay } from './IncompleteDay.tsx';

export interface DayRowProps {
  date: IsoDate;
  day: DailyIntake | undefined;
  today: IsoDate;
  future: boolean;
  expanded: boolean;
  onToggle: () => void;
  tdee: number;
  profile: Profile;
  /** Issue 13: the day is marked incomplete (left out of the estimate); undefined while the marks load. */
  incomplete?: boolean | undefined;
}

const statusText = { green: 'text-brand-700', amber: 'text-amber-700', red: 'text-red-700' } as const;

/** Spec section 2: a day's calories, protein and difference versus TDEE; selecting it expands it. */
export function DayRow({
  date,
  day,
  today,
  future,
  expanded,
  onToggle,
  tdee,
  profile,
  incomplete,
}: DayRowProps) {
  const panelId = useId();
  const logged = day !== undefined && day.items.length > 0;
  const calories = day?.totals.calories ?? 0;
  const protein = day?.totals.protein ?? 0;
  const label = formatShortDate(date);

  return (
    <li className="rounded-lg border border-gray-200 bg-white">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        disabled={future}
        onClick={onToggle}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-gray-900">
            {label}
            {date === today && <span className="ml-1.5 text-xs font-normal text-gray-500">(Today)</span>}
            {incomplete && <span className="ml-1.5 text-xs font-normal text-amber-700">(Incomplete)</span>}
          </span>
          <span className="block text-sm text-gray-600">
            {formatCalories(calories)} cal · {formatGrams(protein)}g protein
          </span>
        </span>
        <span
          className={cn(
            'shrink-0 text-sm font-semibold',
            logged ? statusText[progressColor(calories, profile.targetCalories, profile)] : 'text-gray-500',
          )}
        >
          {logged ? (
            <>
              {formatSigned(calories - tdee)}
              <span className="sr-only"> calories versus maintenance</span>
            </>
          ) : (
            'Not logged'
          )}
        </span>
        {!future && (
          <span className={cn('shrink-0 text-gray-400 transition-transform', expanded && 'rotate-90')}>
            <ChevronIcon direction="right" />
          </span>
        )}
      </button>
      {expanded && !future && (
        <div id={panelId} className="border-t border-gray-100 px-3 py-3">
          <DayDetails date={date} label={label} today={today} incomplete={incomplete} />
        </div>
      )}
    </li>
  );
}

/**
 * An expanded day: its items to edit or delete, 'Add Item' for that day, its 'Incomplete day' mark, and (issue 14
 * item 2) for a past day 'Copy to today': every item logged again today in its meal.
 */
function DayDetails({
  date,
  label,
  today,
  incomplete,
}: {
  date: IsoDate;
  label: string;
  today: IsoDate;
  incomplete: boolean | undefined;
}) {
  const day = useDay(date);
  const { isNew, mark } = useNewItems();
  const log = useLogItems(date, mark);
  const logToday = useLogItems(today);
  const toast = useToast();
  const data = day.data ?? emptyDay(date);
  const copyDay = () =>
    logToday(data.items.map((item) => repeatItem(item, true))).then(
      () => toast.success(`${label} copied to today`),
      () => toast.error(ADD_ITEM_FAILED),
    );

  return (
    <div className="flex flex-col gap-3">
      {day.isPending ? (
        <div className="flex justify-center py-2">
          <Spinner label={`Loading ${label}`} />
        </div>
      ) : (
        <>
          <DayFoodList
            date={date}
            items={data.items}
            isNew={isNew}
            emptyMessage="No food logged on this day"
          />
          {data.items.length > 0 && (
            <p className="text-xs text-gray-500">
              Carbs {formatGrams(data.totals.carbs)}g · Fat {formatGrams(data.totals.fat)}g
            </p>
          )}
          <DayNutrients items={data.items} />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <AddFoodDialog
          description={`Adds to ${label}.`}
          onAdd={(item) => log([item])}
          trigger={
            <Button size="sm" variant="secondary" className="self-start">
              <PlusIcon />
              Add Item
            </Button>
          }
        />
        {date < today && data.items.length > 0 && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Copy ${label} to today`}
            onClick={() => void copyDay()}
          >
            Copy to today
          </Button>
        )}
      </div>
      <IncompleteDay date={date} stored={incomplete} />
    </div>
  );
}
