// Issue 10 (decision 106): what an analysis matched for each item it logged — the database food's name, the
// confidence, the food's household measures and the other foods the words could mean. Stored items keep only
// `foodId` and `grams`, so this is held in memory for the session (in the query cache, never fetched); after a
// reload the row fetches the food by its id instead, and the other foods are no longer offered.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { AnalyzedAlternative, HouseholdPortion } from '@forkcast/core';
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

/** What the analysis matched for a logged item, if it was analysed in this session. */
export function useItemMatch(itemId: string): ItemMatch | undefined {
  return useQuery<ItemMatch>({
    queryKey: queryKeys.itemMatch(itemId),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
