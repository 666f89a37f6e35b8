// History's range of days (decision 205: apart from useDays.ts, which home's first chunk holds).
import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { queryKeys } from './queryKeys.ts';

/** The days with data in [from, to], oldest first. */
export function useDays(from: IsoDate, to: IsoDate) {
  const client = useDataClient();
  return useQuery({
    queryKey: queryKeys.range(client.kind, from, to),
    queryFn: () => client.getDays(from, to),
  });
}
