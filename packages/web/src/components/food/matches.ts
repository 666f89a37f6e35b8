// Issue 10 (decision 106): what an analysis matched for each item it logged — the database food's name, the
// confidence, the food's household measures and the other foods the words could mean. Stored items keep only
// `foodId` and `grams`, so this is held in memory for the session (in the query cache, never fetched); after a
// reload the row fetches the food by its id instead, and the other foods are no longer offered.
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { asAlternative } from '@forkcast/core';
import type { AnalyzedAlternative, HouseholdPortion } from '@forkcast/core';
import type { AnalyzedItem } from '../../data/remote.ts';
import { queryKeys } from '../../hooks/queryKeys.ts';

export interface ItemMatch {
  /** The food the analysis matched; the rest describes that food only. */
  foodId: string;
  matchedName: string;
  confidence: number;
  portions: HouseholdPortion[];
  /** The matched food first, then the alternatives: whichever the item holds now, the others are offered. */
  choices: AnalyzedAlternative[];
}

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

/** What the analysis matched for a logged item, if it was analysed in this session. */
export function useItemMatch(itemId: string): ItemMatch | undefined {
  return useQuery<ItemMatch>({
    queryKey: queryKeys.itemMatch(itemId),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
