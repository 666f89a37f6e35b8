// Spec sections 3 (suggestion) and 9 (ordering, badges, limit).
import { daysBetween } from '../dates/index.ts';
import type { DailyIntake, FoodItem, IsoDate, Suggestion } from '../schemas/index.ts';
import { favoriteKey } from './favorites.ts';

/** Spec section 9: at most 3 suggestions. */
export const SUGGESTION_LIMIT = 3;
/** Spec section 9: 'Recent' when used within 7 days; ordering by count within a 7-day span. */
export const RECENT_DAYS = 7;
/** Spec section 9: 'Frequent' when used more than 3 times. */
export const FREQUENT_MIN_EXCLUSIVE = 3;

type Entry = { item: FoodItem; date: IsoDate; usageCount: number; key: string };

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
function collect(days: readonly DailyIntake[]): Entry[] {
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
  const q = query.trim().toLowerCase();
  return collect(days)
    .filter((e) => e.item.name.toLowerCase().includes(q))
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
