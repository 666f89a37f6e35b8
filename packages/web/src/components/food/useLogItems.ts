import { useCallback } from 'react';
import { mealAt, newItemId } from '@forkcast/core';
import type { IsoDate, NewFoodItem } from '@forkcast/core';
import { useAddItems } from '../../hooks/useDays.ts';

/**
 * Logs items to a day and reports their ids. The ids are made here (timestamp-based, spec section 3) so the
 * caller knows exactly which rows are new, whatever else the day holds.
 */
export function useLogItems(date: IsoDate, onLogged?: (ids: string[]) => void) {
  const { mutateAsync } = useAddItems(date);
  return useCallback(
    async (items: NewFoodItem[]): Promise<string[]> => {
      const now = Date.now();
      // Issue 14: an item the words gave no meal belongs to the meal of the time of day.
      const withIds = items.map((item) => ({
        ...item,
        id: item.id ?? newItemId(now, Math.random),
        meal: item.meal ?? mealAt(now),
      }));
      const day = await mutateAsync(withIds);
      const saved = new Set(day.items.map((i) => i.id));
      const ids = withIds.map((i) => i.id).filter((id) => saved.has(id));
      onLogged?.(ids);
      return ids;
    },
    [mutateAsync, onLogged],
  );
}
