export { useDataClient, DataClientProvider } from './useDataClient.tsx';
export { useToday, currentDate } from './useToday.ts';
export { useProfile, useSaveProfile, useTargets } from './useProfile.ts';
export type { DailyTargets } from './useProfile.ts';
export { useDay, useDays, useAddItems, useUpdateItem, useRemoveItem } from './useDays.ts';
export {
  useFavorites,
  useAddFavorite,
  useUpdateFavorite,
  useRemoveFavorite,
  useToggleFavorite,
  useSuggestions,
} from './useFavorites.ts';
export { useServerConfig, useAnalyzeText, useAnalyzePhoto, useFoodSearch } from './useRemote.ts';
export { useAuth } from './useAuth.ts';
export type { UseAuth } from './useAuth.ts';
export { queryKeys } from './queryKeys.ts';
