import { addDays } from '@forkcast/core';
import type { DailyIntake, IsoDate, NewFoodItem } from '@forkcast/core';
import { Card } from '../../components/ui/Card.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { AddFoodDialog } from '../../components/food/AddFoodDialog.tsx';
import { DayFoodList } from '../../components/food/DayFoodList.tsx';
import { DayNutrients } from '../../components/food/DayNutrients.tsx';
import { ChevronIcon, PlusIcon } from '../../components/food/icons.tsx';
import { formatShortDate } from '../../components/food/format.ts';

/** Spec section 9: Today's Food shows 4 items before 'Show All'. */
export const TODAY_VISIBLE_ITEMS = 4;

export interface TodayFoodProps {
  /** The day shown: today, or a past day chosen with 'Previous day' (issue 14 item 2). */
  day: DailyIntake;
  today?: IsoDate;
  /** Shows another day's food (never a future one: 'Next day' stops at today). */
  onShowDay?: (date: IsoDate) => void;
  isNew: (id: string) => boolean;
  loading?: boolean;
  log: (items: NewFoodItem[]) => Promise<unknown>;
}

/** Spec section 2: 'Today's Food', 4 rows with 'Show All (n)' / 'Show Less', 'Add Item' and the empty message. */
export function TodayFood({ day, today = day.date, onShowDay, isNew, loading, log }: TodayFoodProps) {
  const isToday = day.date >= today;
  const label = formatShortDate(day.date);
  return (
    <Card
      title={isToday ? "Today's Food" : `Food on ${label}`}
      action={
        <AddFoodDialog
          onAdd={(item) => log([item])}
          trigger={
            <Button size="sm" variant="secondary" data-tour="add-item">
              <PlusIcon />
              Add Item
            </Button>
          }
        />
      }
    >
      {onShowDay && (
        <nav aria-label="Day" className="mb-2 flex items-center gap-1 text-sm">
          <button
            type="button"
            aria-label="Previous day"
            title="Previous day"
            onClick={() => onShowDay(addDays(day.date, -1))}
            className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
          >
            <ChevronIcon direction="left" />
          </button>
          <span className="min-w-24 text-center font-medium text-gray-700">{isToday ? 'Today' : label}</span>
          <button
            type="button"
            aria-label="Next day"
            title="Next day"
            disabled={isToday}
            onClick={() => onShowDay(addDays(day.date, 1))}
            className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <ChevronIcon direction="right" />
          </button>
          {!isToday && (
            <button
              type="button"
              onClick={() => onShowDay(today)}
              className="ml-auto rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
            >
              Go to today
            </button>
          )}
        </nav>
      )}
      {!isToday && (
        <p className="mb-2 text-xs text-gray-500">What you add or describe now is logged to {label}.</p>
      )}
      {loading ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading today's food" />
        </div>
      ) : (
        <>
          <DayFoodList
            date={day.date}
            items={day.items}
            isNew={isNew}
            limit={TODAY_VISIBLE_ITEMS}
            emptyMessage={isToday ? 'No food logged yet today' : 'No food logged on this day'}
          />
          <DayNutrients items={day.items} />
        </>
      )}
    </Card>
  );
}
