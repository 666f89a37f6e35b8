import { useEffect, useRef, useState } from 'react';
import { isSameFavorite } from '@forkcast/core';
import type { FoodItem, IsoDate, NewFoodItem } from '@forkcast/core';
import { useAddItems, useRemoveItem, useUpdateItem } from '../../hooks/useDays.ts';
import { useFavorites, useToggleFavorite } from '../../hooks/useFavorites.ts';
import { useToast } from '../ui/Toast.tsx';
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

/** The item as something to log again: its food, values, nutrients and meal, without its id, time or notes. */
export function toNewFoodItem(item: FoodItem): NewFoodItem {
  const { id: _id, timestamp: _timestamp, isFavorite: _isFavorite, notes: _notes, ...rest } = item;
  return rest;
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
  const favorites = useFavorites().data ?? [];
  const toggleFavorite = useToggleFavorite();
  const updateItem = useUpdateItem(date);
  const removeItem = useRemoveItem(date);
  const restore = useAddItems(date);
  const toast = useToast();
  // Issue 14 (#13): rows deleted in the last few seconds, shown in place with 'Undo'.
  const [deleted, setDeleted] = useState<ReadonlyMap<string, FoodItem>>(new Map());
  const listRef = useRef<HTMLUListElement>(null);
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

  return (
    <div className="flex flex-col gap-2">
      <ul ref={listRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
        {visible.map((item) =>
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
                  <MatchedFood
                    item={item}
                    onChange={(patch) => updateItem.mutateAsync({ id: item.id, patch })}
                  />
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
              onDelete={() => remove(item)}
            />
          ),
        )}
      </ul>
      {limit !== undefined && rows.length > limit && (
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
