// Query-key factory (convention 9). Data keys carry the client kind so a guest's cache never answers for an
// account (or the reverse) in the moment between an auth change and the cache being cleared.
import type { IsoDate } from '@forkcast/core';

type Kind = 'guest' | 'account';

export const queryKeys = {
  data: (kind: Kind) => ['data', kind] as const,
  profile: (kind: Kind) => ['data', kind, 'profile'] as const,
  days: (kind: Kind) => ['data', kind, 'days'] as const,
  day: (kind: Kind, date: IsoDate) => ['data', kind, 'days', 'one', date] as const,
  range: (kind: Kind, from: IsoDate, to: IsoDate) => ['data', kind, 'days', 'range', from, to] as const,
  favorites: (kind: Kind) => ['data', kind, 'favorites'] as const,
  /** Issue 13: weigh-ins and incomplete marks by range. */
  weights: (kind: Kind) => ['data', kind, 'weights'] as const,
  /** Issue 13: the estimated expenditure by date; it reads the food, the weights and the profile. */
  expenditure: (kind: Kind, date?: IsoDate) =>
    date === undefined
      ? (['data', kind, 'expenditure'] as const)
      : (['data', kind, 'expenditure', date] as const),
  suggestions: (kind: Kind, query?: string) =>
    query === undefined
      ? (['data', kind, 'suggestions'] as const)
      : (['data', kind, 'suggestions', query] as const),
  config: () => ['config'] as const,
  foodSearch: (query: string) => ['foods', query] as const,
  food: (id: string) => ['food', id] as const,
  /** What an analysis matched for a logged item (issue 10): held for the session only, never fetched. */
  itemMatch: (itemId: string) => ['itemMatch', itemId] as const,
};
