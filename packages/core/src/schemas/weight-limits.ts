// Issue 13: the weight log's bounds and their message, as plain values (no zod): the weight form checks what is
// typed without the schemas, which are built from them (weights.ts; decision 159).
import { KG_PER_LB } from '../nutrition/energy.ts';
import { roundTo } from '../round.ts';
import type { UNIT_SYSTEMS } from './limits.ts';

/** Issue 13: a weigh-in is 50-1000 lb (what is typed in kg is converted once, decision 050). */
export const WEIGHT_LOG_LIMITS = Object.freeze({ min: 50, max: 1000 } as const);

/**
 * Issue 13: the message for a weight outside WEIGHT_LOG_LIMITS, in the user's units (kilograms to one decimal).
 * The server replies in pounds: 'Weight must be between 50 and 1000 lb'.
 */
export function weightRangeMessage(units: (typeof UNIT_SYSTEMS)[number] = 'imperial'): string {
  const { min, max } = WEIGHT_LOG_LIMITS;
  if (units === 'metric')
    return `Weight must be between ${roundTo(min * KG_PER_LB, 1)} and ${roundTo(max * KG_PER_LB, 1)} kg`;
  return `Weight must be between ${min} and ${max} lb`;
}
