import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calculateTdee } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { queryKeys } from './queryKeys.ts';

/** The profile, or null when none is stored yet. */
export function useProfile() {
  const client = useDataClient();
  return useQuery({ queryKey: queryKeys.profile(client.kind), queryFn: () => client.getProfile() });
}

/** Saves the whole profile; the cache shows it at once and rolls back on failure. */
export function useSaveProfile() {
  const client = useDataClient();
  const qc = useQueryClient();
  const key = queryKeys.profile(client.kind);
  return useMutation({
    mutationFn: (profile: Profile) => client.saveProfile(profile),
    onMutate: async (profile) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Profile | null>(key);
      qc.setQueryData(key, profile);
      return { previous };
    },
    onError: (_err, _profile, context) => {
      if (context) qc.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      // Issue 13: the estimate starts from the profile's formula.
      void qc.invalidateQueries({ queryKey: queryKeys.expenditure(client.kind) });
    },
  });
}

export interface DailyTargets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Maintenance energy (TDEE) from the profile's body stats. */
  tdee: number;
}

/** The profile's targets and its TDEE; null while the profile loads or when there is none. */
export function useTargets(): DailyTargets | null {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return {
    calories: profile.targetCalories,
    protein: profile.targetProtein,
    carbs: profile.targetCarbs,
    fat: profile.targetFat,
    tdee: calculateTdee(profile),
  };
}
