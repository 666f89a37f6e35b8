import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { analyzePhoto, analyzeText, getFood, getServerConfig, searchFoods } from '../data/remote.ts';
import type { AnalyzedItem, ServerConfig } from '../data/remote.ts';
import { afterFirstScreen } from '../app/after-first-screen.ts';
import { queryKeys } from './queryKeys.ts';
import { useDataClient } from './useDataClient.tsx';

/**
 * GET /api/config: which sign-in provider and AI features the server offers. Asked once the first screen has
 * painted (decision 193): neither home nor the welcome needs it to show.
 */
export function useServerConfig() {
  return useQuery<ServerConfig>({
    queryKey: queryKeys.config(),
    queryFn: async () => {
      await afterFirstScreen();
      return getServerConfig();
    },
    staleTime: Infinity,
    retry: 1,
  });
}

/** A guest's favorites travel with an analysis (spec section 7: favorites as reference); accounts' are on the server. */
function useGuestFavorites() {
  const client = useDataClient();
  return async () => (client.kind === 'guest' ? client.getFavorites() : undefined);
}

/** What an analysis found: its items, and the phrases it skipped (issue 10). */
export interface Analysis {
  items: AnalyzedItem[];
  unmatched: string[];
}

const analysisOf = (r: { items: AnalyzedItem[]; unmatched?: string[] }): Analysis => ({
  items: r.items,
  unmatched: r.unmatched ?? [],
});

/** mutate(text) -> the items found in a meal description, and the words it skipped. */
export function useAnalyzeText() {
  const guestFavorites = useGuestFavorites();
  return useMutation<Analysis, Error, string>({
    mutationFn: async (text) => analysisOf(await analyzeText(text, await guestFavorites())),
  });
}

/** mutate({ file, description }) -> the items found in a meal photo. */
export function useAnalyzePhoto() {
  const guestFavorites = useGuestFavorites();
  return useMutation<Analysis, Error, { file: Blob; description?: string }>({
    mutationFn: async ({ file, description }) =>
      analysisOf(await analyzePhoto(file, description, await guestFavorites())),
  });
}

/** Foods in the built-in database matching `query` (no request under 2 characters). */
export function useFoodSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: queryKeys.foodSearch(q.toLowerCase()),
    queryFn: () => searchFoods(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One database food with its household measures; the database changes only with a release, so never stale. */
export function useFood(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.food(id ?? ''),
    queryFn: () => getFood(id!),
    enabled: id !== undefined,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    retry: false,
  });
}
