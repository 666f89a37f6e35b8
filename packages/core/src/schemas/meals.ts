// Issue 14 (item 1): the meal an item belongs to. Items logged before meals existed have none (core itemMeal).
// The choices and their words are plain values in limits.ts (decision 159).
import { z } from 'zod/mini';
import { MEALS } from './limits.ts';

export const Meal = z.enum(MEALS);
export type Meal = (typeof MEALS)[number];
