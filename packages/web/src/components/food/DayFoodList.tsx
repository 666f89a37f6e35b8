import { useState } from 'react';
import { isSameFavorite } from '@forkcast/core';
import type { FoodItem, IsoDate, NewFoodItem } from '@forkcast/core';
import { useRemoveItem, useUpdateItem } from '../../hooks/useDays.ts';
import { useFavorites, useToggleFavorite } from '../../hooks/useFavorites.ts';
import { useToast } from '../ui/Toast.tsx';
import { EditFoodDialog } from './EditFoodDialog.tsx';
import { FoodRow, foodRowIconButton } from './FoodRow.tsx';
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

export function toNewFoodItem(item: FoodItem): NewFoodItem {
  const { name, calories, protein, carbs, fat, units, quantity } = item;
  return { name, calories, protein, carbs, fat, units, quantity };
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
  const toast = useToast();

  if (items.length === 0) return <p className="py-4 text-center text-sm text-gray-500">{emptyMessage}</p>;

  const sorted = newestFirst(items);
  const visible = limit === undefined || showAll ? sorted : sorted.slice(0, limit);

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {visible.map((item) => (
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
                    aria-label="Edit item"
                    title="Edit item"
                    className={foodRowIconButton}
                  >
                    <PencilIcon />
                  </button>
                }
              />
            }
            onToggleFavorite={() =>
              toggleFavorite.mutate(toNewFoodItem(item), {
                onSuccess: ({ isFavorite }) =>
                  toast.success(
                    isFavorite ? `${item.name} added to favorites` : `${item.name} removed from favorites`,
                  ),
                onError: (err) => toast.error(errorText(err)),
              })
            }
            onDelete={() => removeItem.mutate(item.id, { onError: (err) => toast.error(errorText(err)) })}
          />
        ))}
      </ul>
      {limit !== undefined && items.length > limit && (
        <button
          type="button"
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          className="self-center rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {showAll ? 'Show Less' : `Show All (${items.length})`}
        </button>
      )}
    </div>
  );
}
