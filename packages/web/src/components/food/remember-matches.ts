// Issue 10 (decision 106): what an analysis matched, remembered for each item it logged (matches.ts reads it back).
// Apart from matches.ts (decision 205): only the bottom bar, which renders after home's first paint, remembers.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { asAlternative } from '@forkcast/core';
import type { AnalyzedItem } from '../../data/remote.ts';
import { queryKeys } from '../../hooks/queryKeys.ts';
import type { ItemMatch } from './matches.ts';

/** The match of an analysed item, when it came from the food database with a weight. */
export function matchOf(item: AnalyzedItem): ItemMatch | null {
  if (!item.foodId || item.grams === null || !(item.grams > 0)) return null;
  const matchedName = item.matchedName ?? item.name;
  const matched = { ...item, foodId: item.foodId, grams: item.grams };
  return {
    foodId: item.foodId,
    matchedName,
    confidence: item.confidence,
    portions: item.portions ?? [],
    choices: [asAlternative(matched, matchedName), ...(item.alternatives ?? [])],
  };
}

/** Remembers what each logged item matched: `ids[i]` is the id `items[i]` was logged under. */
export function useRememberMatches() {
  const queryClient = useQueryClient();
  return useCallback(
    (ids: readonly string[], items: readonly AnalyzedItem[]) => {
      if (ids.length !== items.length) return;
      ids.forEach((id, i) => {
        const match = matchOf(items[i]!);
        if (match) queryClient.setQueryData(queryKeys.itemMatch(id), match);
      });
    },
    [queryClient],
  );
}
