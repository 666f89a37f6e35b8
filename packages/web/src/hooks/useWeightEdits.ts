// Decision 205: removing a weigh-in and marking a day incomplete (History's), apart from useWeights.ts, which home's
// first chunk holds.
import { useMutation } from '@tanstack/react-query';
import type { IsoDate } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { useRefresh } from './useWeights.ts';

export function useRemoveWeight() {
  const client = useDataClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (date: IsoDate) => client.removeWeight(date), onSuccess: refresh });
}

/** Issue 13 (decision 132): marks a day's logging incomplete (left out of the estimate), or clears the mark. */
export function useSetIncomplete() {
  const client = useDataClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ date, incomplete }: { date: IsoDate; incomplete: boolean }) =>
      client.setIncomplete(date, incomplete),
    onSuccess: refresh,
  });
}
