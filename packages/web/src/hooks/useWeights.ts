// Issue 13: the weight log and the estimated expenditure, through the data client (guest or account).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { afterFirstScreen } from '../app/after-first-screen.ts';
import { queryKeys } from './queryKeys.ts';

export function useWeights(from: IsoDate, to: IsoDate) {
  const client = useDataClient();
  return useQuery({
    queryKey: [...queryKeys.weights(client.kind), from, to],
    queryFn: () => client.getWeights(from, to),
  });
}

/** The coach's estimate: computed (guests) or fetched once the first screen has painted (decision 193). */
export function useExpenditure(date: IsoDate) {
  const client = useDataClient();
  return useQuery({
    queryKey: queryKeys.expenditure(client.kind, date),
    queryFn: async () => {
      await afterFirstScreen();
      return client.getExpenditure(date);
    },
  });
}

export function useRefresh() {
  const client = useDataClient();
  const qc = useQueryClient();
  // The mutation settles once the weights are read again, so a closed form never shows the old figure; the
  // estimate refreshes behind it.
  return async () => {
    void qc.invalidateQueries({ queryKey: queryKeys.expenditure(client.kind) });
    await qc.invalidateQueries({ queryKey: queryKeys.weights(client.kind) });
  };
}

export function usePutWeight() {
  const client = useDataClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ date, weight }: { date: IsoDate; weight: number }) => client.putWeight(date, weight),
    onSuccess: refresh,
  });
}
