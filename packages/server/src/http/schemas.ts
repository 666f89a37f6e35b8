// Schemas the routes share. Request schemas are the core's; these add only the API's envelopes.
import { Favorite, FoodItem, IsoDate, LIMITS, ParsedNewFoodItem, Profile, WeightEntry } from '@forkcast/core';
import { z } from 'zod';

export const ErrorResponse = z
  .object({ error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }) })
  .describe('Every error: a machine code and a message for people');

export const DateParams = z.object({ date: IsoDate });
export const ItemId = z.string().min(1).max(100);
export const ItemParams = z.object({ date: IsoDate, id: ItemId });
export const IdParams = z.object({ id: ItemId });

export const AddItemsBody = z.object({
  // Decision 209: core's addItems takes these as parsed (frozen and remembered) instead of parsing them again.
  items: z.array(ParsedNewFoodItem).min(LIMITS.itemsPerRequest.min).max(LIMITS.itemsPerRequest.max),
});

export const RangeQuery = z.object({ from: IsoDate, to: IsoDate });

export const SuggestionsQuery = z.object({ q: z.string().max(LIMITS.name.max).default('') });

export const ImportDay = z.object({ date: IsoDate, items: z.array(FoodItem).max(1_000) });

/**
 * The import route checks this envelope up front and each day with ImportDay in chunks, yielding to other
 * requests between them (issue 11), so a large import never holds the event loop for its whole validation.
 */
export const ImportEnvelope = z.object({
  profile: z.nullish(Profile),
  favorites: z
    .array(Favorite)
    .max(LIMITS.favorites.max, `At most ${LIMITS.favorites.max} favorites`)
    .default([]),
  days: z.array(z.unknown()).max(LIMITS.account.daysMax).default([]),
  /** Issue 13: weigh-ins (pounds) and days marked incomplete. */
  weights: z.array(WeightEntry).max(50_000).default([]),
  incompleteDays: z.array(IsoDate).max(50_000).default([]),
});

/** What GET /api/export?format=json returns is accepted here as is (extra fields are ignored). */
export const ImportBody = z.object({
  /** An export of an account without a profile says null: the same as leaving it out. */
  profile: z.nullish(Profile),
  favorites: z
    .array(Favorite)
    .max(LIMITS.favorites.max, `At most ${LIMITS.favorites.max} favorites`)
    .default([]),
  days: z.array(ImportDay).max(LIMITS.account.daysMax).default([]),
  /** Issue 13: weigh-ins (pounds) and days marked incomplete. */
  weights: z.array(WeightEntry).max(50_000).default([]),
  incompleteDays: z.array(IsoDate).max(50_000).default([]),
});

export const ExportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const Errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
};
