// Issue 13: the weight log's contracts (one weight per day, stored in pounds; decision 050).
import { z } from 'zod/mini';
import { IsoDate } from './index.ts';
import type { Profile } from './index.ts';
import { KG_PER_LB } from '../nutrition/energy.ts';
import { roundTo } from '../round.ts';

/** Issue 13: a weigh-in is 50-1000 lb (what is typed in kg is converted once, decision 050). */
export const WEIGHT_LOG_LIMITS = Object.freeze({ min: 50, max: 1000 } as const);

/**
 * Issue 13: the message for a weight outside WEIGHT_LOG_LIMITS, in the user's units (kilograms to one decimal).
 * The server replies in pounds: 'Weight must be between 50 and 1000 lb'.
 */
export function weightRangeMessage(units: Profile['unitSystem'] = 'imperial'): string {
  const { min, max } = WEIGHT_LOG_LIMITS;
  if (units === 'metric')
    return `Weight must be between ${roundTo(min * KG_PER_LB, 1)} and ${roundTo(max * KG_PER_LB, 1)} kg`;
  return `Weight must be between ${min} and ${max} lb`;
}

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

/** Issue 13: as items are (spec section 5), weights are refused on days after the user's today. */
export const FUTURE_WEIGHT_MESSAGE = 'Cannot log a weight on a future date';

/** Issue 13 (decision 132): the body of `PUT /api/days/{date}/incomplete`. */
export const IncompleteInput = z.strictObject({ incomplete: z.boolean() });
export type IncompleteInput = z.infer<typeof IncompleteInput>;
/** Issue 13: a day after the user's today cannot be marked incomplete either. */
export const FUTURE_MARK_MESSAGE = 'Cannot mark a future date';
