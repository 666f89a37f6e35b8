import { useEffect, useRef, useState } from 'react';
import {
  MEAL_LABELS,
  dayTotals,
  groupByMeal,
  isSameFavorite,
  newSavedMeal,
  repeatItem,
} from '@forkcast/core';
import type { FoodItem, IsoDate, Meal, NewFoodItem } from '@forkcast/core';
import { useAddItems, useRemoveItem, useUpdateItem } from '../../hooks/useDays.ts';
import { useAddFavorite, useFavorites, useToggleFavorite } from '../../hooks/useFavorites.ts';
import { useToday } from '../../hooks/useToday.ts';
import { useToast } from '../ui/Toast.tsx';
import { formatCalories } from './format.ts';
import { useLogItems } from './useLogItems.ts';
import { EditFoodDialog } from './EditFoodDialog.tsx';
import { DeletedRow, FoodRow, UNDO_DELETE_MS, foodRowIconButton } from './FoodRow.tsx';
import { MatchedFood, isLinked } from './MatchedFood.tsx';
import { PencilIcon } from './icons.tsx';

export interface DayFoodListProps {
  date: IsoDate;
  items: readonly FoodItem[];
  emptyMessage: string;
  isNew?: (id: string) => boolean;
  /** Rows shown before 'Show All (n)'; all when omitted. */
  limit?: number;
}

/** Newest first, so what was just logged is in view. */
function newestFirst(items: readonly FoodItem[]): FoodItem[] {
  return [...items].reverse().sort((a, b) => b.timestamp - a.timestamp);
}

/** The item as something to log again: its food, values, nutrients and meal (core repeatItem). */
export function toNewFoodItem(item: FoodItem): NewFoodItem {
  return repeatItem(item, true);
}

/** A favorite is not tied to a meal: it is logged into whichever meal it is eaten at. */
function asFavorite(item: FoodItem): NewFoodItem {
  const { meal: _meal, ...rest } = toNewFoodItem(item);
  return rest;
}

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

/** A day's logged foods with Edit item, Toggle favorite and Delete item on each row. */
export function DayFoodList({ date, items, emptyMessage, isNew, limit }: DayFoodListProps) {
  const [showAll, setShowAll] = useState(false);
  // Issue 14 (item 1): the day grouped by meal instead of the spec's list.
  const [byMeal, setByMeal] = useState(false);
  const today = useToday();
  // Issue 14 (item 2): a past day's items and meals can be logged again today.
  const past = date < today;
  const logToday = useLogItems(today);
  const copyToToday = (copies: NewFoodItem[], done: string) => {
    if (copies.length === 0) return;
    logToday(copies).then(
      () => toast.success(done),
      (err: unknown) => toast.error(errorText(err)),
    );
  };
  const favorites = useFavorites().data ?? [];
  const addFavorite = useAddFavorite();
  // Issue 14 (item 3): a meal of the day kept as a favorite of several foods ('Usual breakfast'), in logged order.
  const saveMeal = (meal: Meal, mealItems: readonly FoodItem[]) => {
    const name = `Usual ${MEAL_LABELS[meal].toLowerCase()}`;
    addFavorite.mutate(newSavedMeal(name, mealItems), {
      onSuccess: () => toast.success(`${name} saved to Quick Add`),
      onError: (err) => toast.error(errorText(err)),
    });
  };
  const toggleFavorite = useToggleFavorite();
  const updateItem = useUpdateItem(date);
  const removeItem = useRemoveItem(date);
  const restore = useAddItems(date);
  const toast = useToast();
  // Issue 14 (#13): rows deleted in the last few seconds, shown in place with 'Undo'.
  const [deleted, setDeleted] = useState<ReadonlyMap<string, FoodItem>>(new Map());
  const listRef = useRef<HTMLDivElement & HTMLUListElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const forget = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    // Focus on the vanishing 'Undo' would fall to the page: keep it in the list.
    if (listRef.current?.querySelector(`[data-deleted] :focus`)) listRef.current.focus();
    setDeleted((m) => {
      const next = new Map(m);
      next.delete(id);
      return next;
    });
  };

  const remove = (item: FoodItem) => {
    setDeleted((m) => new Map(m).set(item.id, item));
    timers.current.set(
      item.id,
      setTimeout(() => forget(item.id), UNDO_DELETE_MS),
    );
    removeItem.mutate(item.id, {
      onError: (err) => {
        forget(item.id);
        toast.error(errorText(err));
      },
    });
  };

  const undo = (item: FoodItem) => {
    forget(item.id);
    // Same id and time: the item comes back where it was.
    // Its database food and weight come back too (issue 10), so its portion can still be changed.
    const { foodId, grams } = item;
    const linked = { ...(foodId !== undefined ? { foodId } : {}), ...(grams !== undefined ? { grams } : {}) };
    restore.mutate(
      [{ ...toNewFoodItem(item), ...linked, id: item.id, timestamp: item.timestamp, notes: item.notes }],
      {
        onError: (err) => toast.error(errorText(err)),
      },
    );
  };

  const rows = [...items.filter((i) => !deleted.has(i.id)), ...deleted.values()];
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-gray-500">{emptyMessage}</p>;

  const sorted = newestFirst(rows);
  const visible = limit === undefined || showAll ? sorted : sorted.slice(0, limit);

  const renderRow = (item: FoodItem) =>
    deleted.has(item.id) ? (
      <DeletedRow key={item.id} item={item} autoFocus onUndo={() => undo(item)} />
    ) : (
      <FoodRow
        key={item.id}
        item={item}
        isNew={isNew?.(item.id)}
        isFavorite={favorites.some((f) => isSameFavorite(f, item))}
        editControl={
          <EditFoodDialog
            item={item}
            onSave={(patch) => updateItem.mutateAsync({ id: item.id, patch })}
            trigger={
              <button
                type="button"
                aria-label={`Edit item: ${item.name}`}
                title="Edit item"
                className={foodRowIconButton}
              >
                <PencilIcon />
              </button>
            }
          />
        }
        details={
          isLinked(item) ? (
            <MatchedFood item={item} onChange={(patch) => updateItem.mutateAsync({ id: item.id, patch })} />
          ) : undefined
        }
        onToggleFavorite={() =>
          toggleFavorite.mutate(asFavorite(item), {
            onSuccess: ({ isFavorite }) =>
              toast.success(
                isFavorite ? `${item.name} added to favorites` : `${item.name} removed from favorites`,
              ),
            onError: (err) => toast.error(errorText(err)),
          })
        }
        onLogAgain={
          past ? () => copyToToday([repeatItem(item)], `${item.name} logged again today`) : undefined
        }
        onDelete={() => remove(item)}
      />
    );

  const groups = groupByMeal(sorted);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <button
          type="button"
          aria-pressed={byMeal}
          onClick={() => setByMeal((v) => !v)}
          className="rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          View by meal
        </button>
      </div>
      {byMeal ? (
        <div ref={listRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
          {groups.map((group) => (
            <section key={group.meal} aria-label={MEAL_LABELS[group.meal]} className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-gray-800">
                  {MEAL_LABELS[group.meal]}{' '}
                  <span className="font-normal text-gray-500">
                    · {formatCalories(dayTotals(group.items).calories)} cal
                  </span>
                </h3>
                <button
                  type="button"
                  aria-label={`Save ${MEAL_LABELS[group.meal]} as a meal`}
                  onClick={() =>
                    saveMeal(
                      group.meal,
                      items.filter((i) => group.items.includes(i)),
                    )
                  }
                  className="ml-auto rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                >
                  Save as meal
                </button>
                {past && (
                  <button
                    type="button"
                    aria-label={`Copy ${MEAL_LABELS[group.meal]} to today`}
                    onClick={() =>
                      copyToToday(
                        group.items.filter((i) => !deleted.has(i.id)).map((i) => repeatItem(i, true)),
                        `${MEAL_LABELS[group.meal]} copied to today`,
                      )
                    }
                    className="rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                  >
                    Copy to today
                  </button>
                )}
              </div>
              <ul className="flex flex-col gap-2">{group.items.map(renderRow)}</ul>
            </section>
          ))}
        </div>
      ) : (
        <ul ref={listRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
          {visible.map(renderRow)}
        </ul>
      )}
      {!byMeal && limit !== undefined && rows.length > limit && (
        <button
          type="button"
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          className="self-center rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {showAll ? 'Show Less' : `Show All (${rows.length})`}
        </button>
      )}
    </div>
  );
}
