// Spec sections 3 (suggestion) and 9 (ordering, badges, limit).
import { addDays, daysBetween } from '../dates/index.ts';
import type { DailyIntake, FoodItem, IsoDate, Suggestion } from '../schemas/index.ts';
import { favoriteKey } from './favorites.ts';

/** Spec section 9: at most 3 suggestions. */
export const SUGGESTION_LIMIT = 3;
/** Spec section 9: 'Recent' when used within 7 days; ordering by count within a 7-day span. */
export const RECENT_DAYS = 7;
/** Spec section 9: 'Frequent' when used more than 3 times. */
export const FREQUENT_MIN_EXCLUSIVE = 3;

/**
 * One food of a person's history (identity: favoriteKey, lowercase name plus units): how often it was logged
 * and its most recent entry (latest date, then latest timestamp; the first logged among equals), whose values a
 * suggestion carries. A server keeps these up to date on write (decision 113) instead of reading every item.
 */
export type FoodUsage = { item: FoodItem; date: IsoDate; usageCount: number; key: string };
type Entry = FoodUsage;

const isLater = (a: { date: IsoDate; item: FoodItem }, b: { date: IsoDate; item: FoodItem }) =>
  a.date > b.date || (a.date === b.date && a.item.timestamp > b.item.timestamp);

type Ranked = Entry & { daysAgo: number; bucket: number };

/**
 * Spec section 9 orders 'most recently used first, but by usage count when last-used dates differ by 7 days
 * or less'. Taken pairwise that is not transitive (A 6 days after B, B 6 days after C, A 12 after C), so
 * (decision 008) the recency is bucketed into 7-day periods counted back from today: bucket 0 is the last
 * 7 days (days 0-6 ago), bucket 1 days 7-13, and so on. Sort key: bucket ascending, usage count descending,
 * last used descending, then the identity key. Items in one bucket are at most 6 days apart, so they are
 * ordered by count as the spec asks; it is a comparator, so filtering never reorders the survivors.
 */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.bucket - b.bucket ||
    b.usageCount - a.usageCount ||
    (a.date > b.date ? -1 : a.date < b.date ? 1 : 0) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** Every distinct food in the history (identity: lowercase name plus units) with its usage, unordered. */
export function collectUsage(days: readonly { date: IsoDate; items: readonly FoodItem[] }[]): FoodUsage[] {
  const byKey = new Map<string, Entry>();
  for (const day of days) {
    for (const item of day.items) {
      const key = favoriteKey(item);
      const seen = byKey.get(key);
      if (!seen) {
        byKey.set(key, { item, date: day.date, usageCount: 1, key });
        continue;
      }
      seen.usageCount += 1;
      // The suggestion carries the most recent entry's values (its quantity, calories, spelling).
      if (isLater({ date: day.date, item }, seen)) {
        seen.item = item;
        seen.date = day.date;
      }
    }
  }
  return [...byKey.values()];
}

/**
 * Suggestions from history: filtered by case-insensitive name substring, ordered (see compareEntries),
 * at most `limit`. Badges: 'Recent' when last used 0-6 days before today, 'Frequent' when used more than
 * 3 times.
 */
export function rankSuggestions(
  days: readonly DailyIntake[],
  query: string,
  today: IsoDate,
  limit: number = SUGGESTION_LIMIT,
): Suggestion[] {
  return rankUsage(collectUsage(days), query, today, limit);
}

/** The text a food's name must contain: what suggestions filter by (case-insensitive substring). */
export const suggestionQuery = (query: string): string => query.trim().toLowerCase();
/** What a food's name is compared with: a store may keep it beside the food's usage to filter early. */
export const suggestionName = (item: { name: string }): string => item.name.toLowerCase();

/** rankSuggestions over foods with their usage already counted (a store's aggregate or collectUsage). */
export function rankUsage(
  foods: readonly FoodUsage[],
  query: string,
  today: IsoDate,
  limit: number = SUGGESTION_LIMIT,
): Suggestion[] {
  const q = suggestionQuery(query);
  return foods
    .filter((e) => suggestionName(e.item).includes(q))
    .map((e): Ranked => {
      const daysAgo = daysBetween(e.date, today);
      return { ...e, daysAgo, bucket: Math.floor(Math.max(0, daysAgo) / RECENT_DAYS) };
    })
    .sort(compareRanked)
    .slice(0, Math.max(0, limit))
    .map(({ item, date, usageCount, daysAgo }) => {
      const badges: Suggestion['badges'] = [];
      if (daysAgo < RECENT_DAYS) badges.push('Recent');
      if (usageCount > FREQUENT_MIN_EXCLUSIVE) badges.push('Frequent');
      return { ...item, usageCount, lastUsed: date, badges };
    });
}

/**
 * The first day of the 7-day period (decision 008's bucket) that holds `date`. Foods last used on or after it
 * rank before every food last used earlier, whatever their counts: once a store has found `limit` matching
 * foods last used on or after the day of the `limit`-th most recent, it needs no older ones (decision 113).
 */
export function suggestionPeriodStart(date: IsoDate, today: IsoDate): IsoDate {
  const bucket = Math.floor(Math.max(0, daysBetween(date, today)) / RECENT_DAYS);
  return addDays(today, -(bucket * RECENT_DAYS + RECENT_DAYS - 1));
}
