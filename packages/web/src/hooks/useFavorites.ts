import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewFoodItem } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { queryKeys } from './queryKeys.ts';

export function useFavorites() {
  const client = useDataClient();
  return useQuery({ queryKey: queryKeys.favorites(client.kind), queryFn: () => client.getFavorites() });
}

export function useFavoriteMutation<V, R>(run: (variables: V) => Promise<R>) {
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

/** mutate(item) -> { isFavorite } (spec section 4: same name and units removes, otherwise adds). */
export function useToggleFavorite() {
  const client = useDataClient();
  return useFavoriteMutation((item: NewFoodItem) => client.toggleFavorite(item));
}
