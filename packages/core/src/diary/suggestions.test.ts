import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index.ts';
import type { DailyIntake } from '../schemas/index.ts';
import { day, food } from './fixtures.test-helpers.ts';
import { memoryStore } from '../sync/documents.ts';
import { getSuggestions } from './rules.ts';
import {
  collectUsage,
  FREQUENT_MIN_EXCLUSIVE,
  rankSuggestions,
  rankUsage,
  RECENT_DAYS,
  SUGGESTION_LIMIT,
  suggestionName,
  suggestionPeriodStart,
  suggestionQuery,
} from './suggestions.ts';

const today = '2024-06-30';
const ago = (n: number) => addDays(today, -n);
/** A history where `name` was used on each of the given days-ago. */
const usedOn = (name: string, ...daysAgo: number[]): DailyIntake[] =>
  daysAgo.map((n) => day(ago(n), [food({ name, units: 'serving' })]));
const names = (days: DailyIntake[], query = '', limit?: number) =>
  rankSuggestions(days, query, today, limit).map((s) => s.name);

describe('suggestion constants (spec section 9)', () => {
  it('section 9: at most 3 suggestions', () => {
    expect(SUGGESTION_LIMIT).toBe(3);
    const history = [...usedOn('A', 1), ...usedOn('B', 2), ...usedOn('C', 3), ...usedOn('D', 4)];
    expect(rankSuggestions(history, '', today)).toHaveLength(3);
  });
  it("section 9: 'Recent' within 7 days, 'Frequent' above 3 uses", () => {
    expect(RECENT_DAYS).toBe(7);
    expect(FREQUENT_MIN_EXCLUSIVE).toBe(3);
  });
});

describe('rankSuggestions (spec sections 3 and 9)', () => {
  it('section 3: identity is lowercase name plus units; usage is counted across days', () => {
    const history = [
      day(ago(3), [food({ name: 'Oatmeal', units: 'cups' })]),
      day(ago(2), [food({ name: 'oatmeal', units: 'cups' }), food({ name: 'Oatmeal', units: 'grams' })]),
      day(ago(1), [food({ name: 'OATMEAL', units: 'cups' })]),
    ];
    const result = rankSuggestions(history, '', today, 10);
    expect(result.map((s) => [s.name, s.units, s.usageCount])).toEqual([
      ['OATMEAL', 'cups', 3],
      ['Oatmeal', 'grams', 1],
    ]);
  });

  it('section 3: a suggestion carries its last-used day and the most recent entry values', () => {
    const history = [
      day(ago(9), [food({ name: 'Toast', calories: 80 })]),
      day(ago(2), [
        food({ name: 'Toast', calories: 95, timestamp: 1 }),
        food({ name: 'Toast', calories: 120, timestamp: 2 }),
      ]),
    ];
    const [toast] = rankSuggestions(history, '', today);
    expect(toast).toMatchObject({ name: 'Toast', calories: 120, usageCount: 3, lastUsed: ago(2) });
  });

  it('section 9: most recently used first when last-used dates are more than 7 days apart', () => {
    // A used 10 times, 20 days ago; B once, yesterday
    const history = [...usedOn('A', 20, 21, 22, 23, 24, 25, 26, 27, 28, 29), ...usedOn('B', 1)];
    expect(names(history)).toEqual(['B', 'A']);
  });

  it('section 9: by usage count when last-used dates are within 7 days of each other', () => {
    // A last used 6 days ago, 3 times; B yesterday, once
    const history = [...usedOn('A', 6, 8, 9), ...usedOn('B', 1)];
    expect(names(history)).toEqual(['A', 'B']);
  });

  it('section 9: equal counts in the same span fall back to recency, then name', () => {
    const history = [...usedOn('Kiwi', 3), ...usedOn('Fig', 1), ...usedOn('Date', 3)];
    expect(names(history)).toEqual(['Fig', 'Date', 'Kiwi']);
  });

  it('decision 008: the non-transitive pairwise rule is resolved by 7-day buckets counted back from today', () => {
    // Pairwise: A (0 days ago, 1 use) vs B (6 ago, 5 uses): within 7 -> B first.
    // B vs C (12 ago, 9 uses): within 7 -> C first. A vs C: 12 apart -> A first. A cycle.
    // Buckets: A and B in 0-6 days, C in 7-13: B, A, C.
    const history = [
      ...usedOn('A', 0),
      ...usedOn('B', 6, 30, 31, 32, 33),
      ...usedOn('C', 12, 40, 41, 42, 43, 44, 45, 46, 47),
    ];
    expect(names(history)).toEqual(['B', 'A', 'C']);
  });

  it('section 9: filters by case-insensitive name substring', () => {
    const history = [
      ...usedOn('Greek Yogurt', 1),
      ...usedOn('Egg', 2),
      ...usedOn('Eggplant', 3),
      ...usedOn('Apple', 1),
    ];
    expect(names(history, 'EGG')).toEqual(['Egg', 'Eggplant']);
    expect(names(history, '  yog ')).toEqual(['Greek Yogurt']);
    expect(names(history, 'zzz')).toEqual([]);
  });

  it("section 9: 'Recent' badge when used within the last 7 days", () => {
    const history = [...usedOn('A', 0), ...usedOn('B', 6), ...usedOn('C', 7)];
    const badges = Object.fromEntries(rankSuggestions(history, '', today, 10).map((s) => [s.name, s.badges]));
    expect(badges).toEqual({ A: ['Recent'], B: ['Recent'], C: [] });
  });

  it("section 9: 'Frequent' badge when used more than 3 times", () => {
    const history = [...usedOn('Three', 20, 21, 22), ...usedOn('Four', 20, 21, 22, 23)];
    const badges = Object.fromEntries(rankSuggestions(history, '', today, 10).map((s) => [s.name, s.badges]));
    expect(badges).toEqual({ Three: [], Four: ['Frequent'] });
    expect(rankSuggestions(usedOn('Both', 1, 2, 3, 4), '', today)[0]!.badges).toEqual(['Recent', 'Frequent']);
  });

  it('the limit can be raised (favorites autocomplete is not limited) or set to 0', () => {
    const history = [...usedOn('A', 1), ...usedOn('B', 2), ...usedOn('C', 3), ...usedOn('D', 4)];
    expect(names(history, '', 10)).toHaveLength(4);
    expect(names(history, '', 0)).toEqual([]);
  });

  it('no history gives no suggestions', () => {
    expect(rankSuggestions([], 'egg', today)).toEqual([]);
  });

  const history = fc
    .array(
      fc.record({
        daysAgo: fc.integer({ min: 0, max: 60 }),
        name: fc.constantFrom('Egg', 'egg', 'Rice', 'Apple', 'Apple pie', 'Toast', 'Tea', 'Oats'),
        units: fc.constantFrom('serving', 'cups'),
      }),
      { maxLength: 40 },
    )
    .map((entries) =>
      entries.map((e) => day(ago(e.daysAgo), [food({ name: e.name, units: e.units, timestamp: e.daysAgo })])),
    );

  it('property: the order is a total order: filtering never reorders the survivors', () => {
    fc.assert(
      fc.property(history, fc.constantFrom('', 'e', 'a', 'pp', 'T'), (days, q) => {
        const all = rankSuggestions(days, '', today, Infinity).map((s) => `${s.name}|${s.units}`);
        const filtered = rankSuggestions(days, q, today, Infinity).map((s) => `${s.name}|${s.units}`);
        expect(filtered).toEqual(all.filter((k) => filtered.includes(k)));
      }),
    );
  });

  it('property: the order does not depend on the order of the history', () => {
    fc.assert(
      fc.property(history, (days) => {
        const a = rankSuggestions(days, '', today, Infinity).map((s) => [
          s.name.toLowerCase(),
          s.units,
          s.usageCount,
        ]);
        const b = rankSuggestions([...days].reverse(), '', today, Infinity).map((s) => [
          s.name.toLowerCase(),
          s.units,
          s.usageCount,
        ]);
        expect(b).toEqual(a);
      }),
    );
  });

  it('property: within 7-day buckets usage counts never increase; across buckets recency wins', () => {
    fc.assert(
      fc.property(history, (days) => {
        const ranked = rankSuggestions(days, '', today, Infinity);
        const bucket = (d: string) => Math.floor((Date.parse(today) - Date.parse(d)) / 86_400_000 / 7);
        for (let i = 1; i < ranked.length; i++) {
          const [prev, cur] = [ranked[i - 1]!, ranked[i]!];
          expect(bucket(prev.lastUsed)).toBeLessThanOrEqual(bucket(cur.lastUsed));
          if (bucket(prev.lastUsed) === bucket(cur.lastUsed)) {
            expect(prev.usageCount).toBeGreaterThanOrEqual(cur.usageCount);
          }
        }
        expect(ranked.reduce((n, s) => n + s.usageCount, 0)).toBe(
          days.reduce((n, d) => n + d.items.length, 0),
        );
      }),
    );
  });
});

describe('suggestionPeriodStart (decision 113: what a store with a usage aggregate may leave unread)', () => {
  it('is the first day of the 7-day period counted back from today', () => {
    expect(suggestionPeriodStart(today, today)).toBe(ago(6));
    expect(suggestionPeriodStart(ago(6), today)).toBe(ago(6));
    expect(suggestionPeriodStart(ago(7), today)).toBe(ago(13));
    expect(suggestionPeriodStart(ago(42), today)).toBe(ago(48));
    // A day after today (another time zone's tomorrow) is in the first period.
    expect(suggestionPeriodStart(ago(-1), today)).toBe(ago(6));
  });

  it('property: the foods last used from the period of the limit-th most recent match rank the same', () => {
    const history = fc
      .array(
        fc.record({
          daysAgo: fc.integer({ min: -1, max: 80 }),
          name: fc.constantFrom('Egg', 'egg', 'Rice', 'Apple', 'Apple pie', 'Toast', 'Tea', 'Oats', 'Pear'),
          units: fc.constantFrom('serving', 'cups'),
        }),
        { maxLength: 40 },
      )
      .map((entries) =>
        entries.map((e) =>
          day(ago(e.daysAgo), [food({ name: e.name, units: e.units, timestamp: e.daysAgo })]),
        ),
      );
    fc.assert(
      fc.property(history, fc.constantFrom('', 'e', 'a', 'pp', 'T', 'x'), (days, q) => {
        const foods = collectUsage(days);
        const matching = foods
          .filter((f) => suggestionName(f.item).includes(suggestionQuery(q)))
          .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
        const nth = matching[SUGGESTION_LIMIT - 1];
        const kept = nth
          ? matching.filter((f) => f.date >= suggestionPeriodStart(nth.date, today))
          : matching;
        expect(rankUsage(kept, q, today)).toEqual(rankSuggestions(days, q, today));
      }),
    );
  });
});

describe('getSuggestions (rules)', () => {
  it('spec section 3: derived from the whole history, also more than a year back', async () => {
    const store = memoryStore();
    await store.insertItems(ago(500), [food({ name: 'Old favourite', units: 'serving' })]);
    await store.insertItems(ago(1), [food({ name: 'Old favourite', units: 'serving' })]);
    const [suggestion] = await getSuggestions(store, today, 'old');
    expect(suggestion).toMatchObject({ name: 'Old favourite', usageCount: 2, lastUsed: ago(1) });
  });
});
