import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { DailyIntake, FoodItemPatch, IsoDate, NewFoodItem } from '@forkcast/core';
import { useDataClient } from './useDataClient.tsx';
import { queryKeys } from './queryKeys.ts';

/** One day (empty with zero totals when nothing is logged). */
export function useDay(date: IsoDate) {
  const client = useDataClient();
  return useQuery({ queryKey: queryKeys.day(client.kind, date), queryFn: () => client.getDay(date) });
}

/** After a change to one day: store the server's answer for it, refresh ranges, suggestions and the estimate. */
function settleDay(qc: QueryClient, kind: 'guest' | 'account', day: DailyIntake) {
  qc.setQueryData(queryKeys.day(kind, day.date), day);
  void qc.invalidateQueries({ queryKey: [...queryKeys.days(kind), 'range'] });
  void qc.invalidateQueries({ queryKey: queryKeys.suggestions(kind) });
  // Issue 13: the estimated expenditure reads the days' intake.
  void qc.invalidateQueries({ queryKey: queryKeys.expenditure(kind) });
}

/** mutate(items) -> the updated day. */
export function useAddItems(date: IsoDate) {
  const client = useDataClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: NewFoodItem[]) => client.addItems(date, items),
    onSuccess: (day) => settleDay(qc, client.kind, day),
  });
}

/** mutate({ id, patch }) -> the updated day. */
export function useUpdateItem(date: IsoDate) {
  const client = useDataClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FoodItemPatch }) => client.updateItem(date, id, patch),
    onSuccess: (day) => settleDay(qc, client.kind, day),
  });
}

/** mutate(id) -> the updated day. */
export function useRemoveItem(date: IsoDate) {
  const client = useDataClient();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.removeItem(date, id),
    onSuccess: (day) => settleDay(qc, client.kind, day),
  });
}
