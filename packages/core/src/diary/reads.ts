// The diary's reads (issue 15, decision 159): the rules' answers that change nothing, the storage port and the
// errors, without the schemas, so a store reads a day before zod has loaded. The rules that write check their
// input with the schemas (rules.ts, which re-exports these: one namespace, `rules`).
import { LIMITS } from '../schemas/limits.ts';
import type { DailyIntake, Favorite, FoodItem, IsoDate, Profile, WeightEntry } from '../schemas/index.ts';
import { daysBetween } from '../dates/index.ts';
import { isIsoDate } from '../dates/calendar.ts';
import type { FoodUsage } from './suggestions.ts';
import { withTotals } from './totals.ts';

/** A refused change: `status` and `code` are the API's, `message` is the text shown to the person. */
export class RuleError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

// Decision 205: the messages of the reads' own refusals; the rest (MESSAGES, rule-messages.ts) load with the rules
// that write, outside home's first chunk.
export const BAD_DATE = 'Date must be yyyy-MM-dd';
export const RANGE_ORDER = 'from must not be after to';
export const RANGE_LENGTH = `A range covers at most ${LIMITS.historyRangeDays} days`;

export const badRequest = (message: string, code = 'bad_request') => new RuleError(400, code, message);

/** Issue 13: a day's weigh-in (pounds, or null) and its incomplete mark; a day with neither is not stored. */
export interface BodyDay {
  date: IsoDate;
  weight: number | null;
  incomplete: boolean;
}

/**
 * The storage port: what the rules need from a store, scoped to one person. Implementations only store and
 * read; they decide nothing. Days are listed in the order their items were logged.
 */
export interface DiaryStore {
  getProfile(): Promise<Profile | null>;
  putProfile(profile: Profile): Promise<void>;
  /** A day's items in the order they were logged ([] when none). */
  getItems(date: IsoDate): Promise<FoodItem[]>;
  /** Days with at least one item in [from, to], oldest first. */
  getDays(from: IsoDate, to: IsoDate): Promise<{ date: IsoDate; items: FoodItem[] }[]>;
  /**
   * Appends after the day's items, in this order, storing each exactly as given: a later getItems lists the
   * items it read before, then these (addItems replies without reading the day again).
   */
  insertItems(date: IsoDate, items: FoodItem[]): Promise<void>;
  /**
   * Optional: what `readThenInsert` does (the day's items as they were; `items` appended after them, unless one's
   * id is already on the day: a conflict, and nothing inserted), in fewer steps where the store can (decision 187:
   * one PostgreSQL statement instead of two round trips).
   */
  readThenInsertItems?(date: IsoDate, items: FoodItem[]): Promise<FoodItem[]>;
  /** Replaces the stored item with the same date and id (its place in the day is kept). */
  replaceItem(date: IsoDate, item: FoodItem): Promise<void>;
  deleteItem(date: IsoDate, id: string): Promise<void>;
  /** Oldest first. */
  listFavorites(): Promise<Favorite[]>;
  insertFavorite(favorite: Favorite): Promise<void>;
  /** Replaces the stored favorite with the same id (its place is kept). */
  replaceFavorite(favorite: Favorite): Promise<void>;
  deleteFavorite(id: string): Promise<void>;
  /** Issue 13: days with a weight or an incomplete mark in [from, to], oldest first. */
  getBodyDays(from: IsoDate, to: IsoDate): Promise<BodyDay[]>;
  /** Stores the day's weight and mark as given; a day with neither is removed. */
  putBodyDay(day: BodyDay): Promise<void>;
  /**
   * Optional (decision 113): the foods of the whole history whose name contains `query` (suggestionQuery,
   * suggestionName), with their usage, including at least every food that can rank among the first
   * SUGGESTION_LIMIT for `today`. A store that keeps an aggregate answers from it; without this method the
   * rules count the history day by day.
   */
  foodUsage?(query: string, today: IsoDate): Promise<FoodUsage[]>;
}

/** What the reads below need of a store (decision 205: a store that only reads, before the writes' code loads). */
export type DiaryReads = Pick<
  DiaryStore,
  'getProfile' | 'getItems' | 'getDays' | 'listFavorites' | 'getBodyDays'
>;

/** "Now" and randomness for new ids and timestamps, and the person's own today (spec section 5). */
export interface RuleContext {
  now: number;
  random: () => number;
  today: IsoDate;
}

export function checkDate(date: string): IsoDate {
  if (!isIsoDate(date)) throw badRequest(BAD_DATE);
  return date;
}

export async function getDay(store: DiaryReads, date: IsoDate): Promise<DailyIntake> {
  return withTotals(checkDate(date), await store.getItems(date));
}

/** Days with data in [from, to] (at most LIMITS.historyRangeDays days). */
export async function getDays(store: DiaryReads, from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
  checkRange(from, to);
  const days = await store.getDays(from, to);
  return days.filter((d) => d.items.length > 0).map((d) => withTotals(d.date, d.items));
}

export function listFavorites(store: DiaryReads): Promise<Favorite[]> {
  return store.listFavorites();
}

/** Null when none is stored yet (the API answers 404 with MESSAGES.noProfile). */
export function getProfile(store: DiaryReads): Promise<Profile | null> {
  return store.getProfile();
}

/** Checks a range of days: valid dates, in order, at most LIMITS.historyRangeDays days. */
export function checkRange(from: IsoDate, to: IsoDate): void {
  checkDate(from);
  checkDate(to);
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest(RANGE_ORDER);
  if (span + 1 > LIMITS.historyRangeDays) throw badRequest(RANGE_LENGTH);
}

export async function bodyDay(store: DiaryReads, date: IsoDate): Promise<BodyDay> {
  return (await store.getBodyDays(date, date))[0] ?? { date, weight: null, incomplete: false };
}

/** Issue 13: weigh-ins and the days marked incomplete in [from, to]. */
export async function getWeights(
  store: DiaryReads,
  from: IsoDate,
  to: IsoDate,
): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
  checkRange(from, to);
  const days = await store.getBodyDays(from, to);
  return {
    weights: days.flatMap((d) => (d.weight === null ? [] : [{ date: d.date, weight: d.weight }])),
    incomplete: days.filter((d) => d.incomplete).map((d) => d.date),
  };
}
