import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { analyzePhoto, analyzeText, getServerConfig, searchFoods } from '../data/remote.ts';
import type { AnalyzedItem, ServerConfig } from '../data/remote.ts';
import { queryKeys } from './queryKeys.ts';

/** GET /api/config: which sign-in provider and AI features the server offers. */
export function useServerConfig() {
  return useQuery<ServerConfig>({
    queryKey: queryKeys.config(),
    queryFn: getServerConfig,
    staleTime: Infinity,
    retry: 1,
  });
}

/** mutate(text) -> the items found in a meal description. */
export function useAnalyzeText() {
  return useMutation<AnalyzedItem[], Error, string>({
    mutationFn: async (text) => (await analyzeText(text)).items,
  });
}

/** mutate({ file, description }) -> the items found in a meal photo. */
export function useAnalyzePhoto() {
  return useMutation<AnalyzedItem[], Error, { file: Blob; description?: string }>({
    mutationFn: async ({ file, description }) => (await analyzePhoto(file, description)).items,
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
