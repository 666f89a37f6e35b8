// The rules' messages and refusals (decision 205: apart from reads.ts, which home's first chunk holds, so they load
// with the rules that write).
import {
  FUTURE_DATE_MESSAGE,
  FUTURE_MARK_MESSAGE,
  FUTURE_WEIGHT_MESSAGE,
  LIMITS,
} from '../schemas/limits.ts';
import { BAD_DATE, RANGE_LENGTH, RANGE_ORDER, RuleError } from './reads.ts';

/** Spec section 8 messages and the API's own, in one place. */
export const MESSAGES = {
  futureDate: FUTURE_DATE_MESSAGE,
  noDay: (date: string) => `No daily intake found for date: ${date}`,
  noItem: (id: string) => `No food item found with id: ${id}`,
  itemExists: (date: string) => `An item with this id already exists on ${date}`,
  itemIdsUnique: 'Item ids must be unique',
  itemCount: `Send between ${LIMITS.itemsPerRequest.min} and ${LIMITS.itemsPerRequest.max} items`,
  noFavorite: (id: string) => `No favorite found with id: ${id}`,
  duplicateFavorite: 'This food is already a favorite',
  noProfile: 'No profile found. Please complete onboarding.',
  badDate: BAD_DATE,
  rangeOrder: RANGE_ORDER,
  rangeLength: RANGE_LENGTH,
  futureWeight: FUTURE_WEIGHT_MESSAGE,
  futureMark: FUTURE_MARK_MESSAGE,
  noWeight: (date: string) => `No weight logged on ${date}`,
  notASavedMeal: 'Only a saved meal holds foods and servings; log each of its foods as an item',
} as const;

export const notFound = (message: string) => new RuleError(404, 'not_found', message);
export const conflict = (message: string) => new RuleError(409, 'conflict', message);
