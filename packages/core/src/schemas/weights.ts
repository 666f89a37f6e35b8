// Issue 13: the weight log's contracts (one weight per day, stored in pounds; decision 050).
import { z } from 'zod/mini';
import { IsoDate } from './index.ts';
import { WEIGHT_LOG_LIMITS, weightRangeMessage } from './weight-limits.ts';

/** Issue 13: the body of `PUT /api/weights/{date}`, pounds. */
const WEIGHT_RANGE_MESSAGE = weightRangeMessage('imperial');
export const WeightInput = z.strictObject({
  weight: z
    .number()
    .check(
      z.minimum(WEIGHT_LOG_LIMITS.min, WEIGHT_RANGE_MESSAGE),
      z.maximum(WEIGHT_LOG_LIMITS.max, WEIGHT_RANGE_MESSAGE),
    ),
});
export type WeightInput = z.infer<typeof WeightInput>;

/** One day's weigh-in (the last entry of a day wins). */
// Lazy: index.ts re-exports this file, so IsoDate is only initialised once both modules have run.
export const WeightEntry = z.object({ date: z.lazy(() => IsoDate), weight: WeightInput.shape.weight });
export type WeightEntry = z.infer<typeof WeightEntry>;

export const CONFIDENCE_LEVELS = ['formula', 'low', 'medium', 'high'] as const;
export const Confidence = z.enum(CONFIDENCE_LEVELS);
export type Confidence = z.infer<typeof Confidence>;

/** Issue 13: the estimated expenditure (maintenance calories learned from the log). */
export const Expenditure = z.object({
  tdee: z.number(),
  low: z.number(),
  high: z.number(),
  confidence: Confidence,
  loggedDays: z.int().check(z.minimum(0)),
  weighIns: z.int().check(z.minimum(0)),
});
export type Expenditure = z.infer<typeof Expenditure>;

/** Issue 13 (decision 132): the body of `PUT /api/days/{date}/incomplete`. */
export const IncompleteInput = z.strictObject({ incomplete: z.boolean() });
export type IncompleteInput = z.infer<typeof IncompleteInput>;
