// Decision 205: what edits the favorites and the suggestions, apart from useFavorites.ts (home's first chunk): only
// Quick Add, its editor and Settings use them, and they load after home's first paint.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FoodItemPatch } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { afterFirstScreen } from '../app/after-first-screen.ts';
import { queryKeys } from './queryKeys.ts';
import { useFavoriteMutation } from './useFavorites.ts';

/** mutate({ id, patch }) -> the favorite. */
export function useUpdateFavorite() {
  const client = useDataClient();
  return useFavoriteMutation(({ id, patch }: { id: string; patch: FoodItemPatch }) =>
    client.updateFavorite(id, patch),
  );
}

/** mutate(id). */
export function useRemoveFavorite() {
  const client = useDataClient();
  return useFavoriteMutation((id: string) => client.removeFavorite(id));
}

/**
 * Suggestions from history matching `query` (at most 3, ranked by the core's rules). Read once the first screen
 * has painted (decision 193): home asks for them before anything is typed, and a guest's load the rules' code.
 */
export function useSuggestions(query: string) {
  const client = useDataClient();
  return useQuery({
    queryKey: queryKeys.suggestions(client.kind, query.trim().toLowerCase()),
    queryFn: async () => {
      await afterFirstScreen();
      return client.getSuggestions(query);
    },
    placeholderData: keepPreviousData,
  });
}
