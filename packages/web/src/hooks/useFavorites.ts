import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoodItemPatch, NewFoodItem } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { afterFirstScreen } from '../app/after-first-screen.ts';
import { queryKeys } from './queryKeys.ts';

export function useFavorites() {
  const client = useDataClient();
  return useQuery({ queryKey: queryKeys.favorites(client.kind), queryFn: () => client.getFavorites() });
}

function useFavoriteMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useDataClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.favorites(client.kind) }),
  });
}

/** mutate(item) -> the favorite. */
export function useAddFavorite() {
  const client = useDataClient();
  return useFavoriteMutation((item: NewFoodItem) => client.addFavorite(item));
}

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

/** mutate(item) -> { isFavorite } (spec section 4: same name and units removes, otherwise adds). */
export function useToggleFavorite() {
  const client = useDataClient();
  return useFavoriteMutation((item: NewFoodItem) => client.toggleFavorite(item));
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
