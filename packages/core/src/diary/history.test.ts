import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/index.ts';
import { day, food } from './fixtures.test-helpers.ts';
import {
  HISTORY_WINDOW_DAYS,
  historyStats,
  historyWindow,
  isCurrentPeriod,
  isFutureDate,
  moveHistory,
  PROJECTION_DAYS,
} from './history.ts';

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('historyWindow (spec sections 4 and 9)', () => {
  it('section 9: history windows are 7 and 30 days', () => {
    expect(HISTORY_WINDOW_DAYS).toEqual({ week: 7, month: 30 });
  });
  it('section 4: the week window is the 7 days ending at the selected date, oldest first', () => {
    expect(historyWindow('2024-03-02', 'week')).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });
  it('section 4: the month window is the 30 days ending at the selected date', () => {
    const w = historyWindow('2024-01-15', 'month');
    expect(w).toHaveLength(30);
    expect(w[0]).toBe('2023-12-17');
    expect(w[29]).toBe('2024-01-15');
  });
  it('property: the window has the right length, ends at the date, and its days are consecutive', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom('week', 'month' as const), (end, period) => {
        const w = historyWindow(end, period);
        expect(w).toHaveLength(HISTORY_WINDOW_DAYS[period]);
        expect(w.at(-1)).toBe(end);
        expect(daysBetween(w[0]!, end)).toBe(HISTORY_WINDOW_DAYS[period] - 1);
        for (let i = 1; i < w.length; i++) expect(w[i]! > w[i - 1]!).toBe(true);
      }),
    );
  });
});

describe('moveHistory and isCurrentPeriod (spec section 4)', () => {
  const today = '2024-04-20';
  it('section 4: the week window moves by 7 days', () => {
    expect(moveHistory('2024-04-10', 'week', -1, today)).toBe('2024-04-03');
    expect(moveHistory('2024-04-03', 'week', 1, today)).toBe('2024-04-10');
  });
  it('section 4: the week window cannot go past today', () => {
    expect(moveHistory('2024-04-15', 'week', 1, today)).toBe(today);
    expect(moveHistory(today, 'week', 1, today)).toBe(today);
  });
  it('decision 144: the month window moves by its own 30 days', () => {
    expect(moveHistory('2024-04-15', 'month', -1, today)).toBe('2024-03-16');
    expect(moveHistory('2024-02-15', 'month', 1, today)).toBe('2024-03-16');
  });
  it('decision 144 (issue 14 #8): month windows paged back from today tile the days, none skipped or repeated', () => {
    const seen: string[] = [];
    let end = today;
    for (let i = 0; i < 13; i++) {
      seen.unshift(...historyWindow(end, 'month'));
      end = moveHistory(end, 'month', -1, today);
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBe(addDays(seen[i - 1]!, 1));
  });
  it('section 4: the month window cannot pass today', () => {
    expect(moveHistory('2024-03-25', 'month', 1, today)).toBe(today);
    expect(moveHistory('2024-04-05', 'month', 1, today)).toBe(today);
  });
  it('section 4: going back has no lower bound', () => {
    expect(moveHistory('2000-01-01', 'week', -1, today)).toBe('1999-12-25');
  });
  it('isCurrentPeriod: the week when the selection is today', () => {
    expect(isCurrentPeriod(today, 'week', today)).toBe(true);
    expect(isCurrentPeriod('2024-04-19', 'week', today)).toBe(false);
  });
  it('isCurrentPeriod: the month when the window ends today (decision 144)', () => {
    expect(isCurrentPeriod(today, 'month', today)).toBe(true);
    expect(isCurrentPeriod('2024-04-01', 'month', today)).toBe(false);
  });
  it('property: moving never passes today, and moving back then forward returns within the period', () => {
    fc.assert(
      fc.property(
        isoDay,
        isoDay,
        fc.constantFrom('week', 'month' as const),
        fc.constantFrom(-1, 1 as const),
        (a, b, period, dir) => {
          const [selected, now] = a <= b ? [a, b] : [b, a];
          const moved = moveHistory(selected, period, dir, now);
          expect(moved <= now).toBe(true);
          if (dir === -1) expect(moved < selected).toBe(true);
          if (period === 'week' && dir === 1 && moved !== now) expect(daysBetween(selected, moved)).toBe(7);
        },
      ),
    );
  });
  it('isFutureDate: only days after today', () => {
    expect(isFutureDate('2024-04-21', today)).toBe(true);
    expect(isFutureDate(today, today)).toBe(false);
    expect(isFutureDate('2023-12-31', today)).toBe(false);
  });
});

describe('historyStats (spec section 9)', () => {
  const today = '2024-04-20';
  const window = historyWindow(today, 'week');
  const tdee = 2500;

  it('section 9: weekly projection uses 7 days and monthly 30', () => {
    expect(PROJECTION_DAYS).toEqual({ week: 7, month: 30 });
  });

  it('section 9: averages exclude the current day and count only logged days (decision 005)', () => {
    const days = [
      day('2024-04-15', [food({ calories: 2000, protein: 100 })]),
      day('2024-04-17', [food({ calories: 1800, protein: 81 }), food({ calories: 200, protein: 0 })]),
      day('2024-04-18', [food({ calories: 2301, protein: 120 })]),
      day(today, [food({ calories: 5000, protein: 300 })]),
    ];
    // logged days before today: 2000, 2000, 2301 -> 6301 / 3 = 2100.33 -> 2100
    // protein: 100 + 81 + 120 = 301 / 3 = 100.33 -> 100
    // difference: 2100.333 - 2500 = -399.667 -> -400
    // week: 7 x -399.667 = -2797.67 -> -2798 kcal; / 3500 = -0.7993 -> -0.8 lb
    expect(historyStats(days, window, tdee, today, 'week')).toEqual({
      daysLogged: 3,
      avgCalories: 2100,
      avgProtein: 100,
      avgDifference: -400,
      projectionKcal: -2798,
      projectionLb: -0.8,
    });
  });

  it('section 9: monthly projection is 30 x the average daily difference', () => {
    const days = [
      day('2024-04-01', [food({ calories: 2850 })]),
      day('2024-04-02', [food({ calories: 2850 })]),
    ];
    // difference +350 a day; 30 x 350 = 10500 kcal = 3 lb
    const stats = historyStats(days, historyWindow(today, 'month'), tdee, today, 'month');
    expect(stats).toMatchObject({
      daysLogged: 2,
      avgDifference: 350,
      projectionKcal: 10500,
      projectionLb: 3,
    });
  });

  it('section 9: days outside the window, empty days and future days are ignored', () => {
    const days = [
      day('2024-04-13', [food({ calories: 9999 })]), // the day before the window
      day('2024-04-16', []),
      day('2024-04-19', [food({ calories: 1500 })]),
      day('2024-04-22', [food({ calories: 9999 })]),
    ];
    expect(historyStats(days, window, tdee, today, 'week')).toMatchObject({
      daysLogged: 1,
      avgCalories: 1500,
    });
  });

  it('a window ending before today keeps its last day', () => {
    const past = historyWindow('2024-04-10', 'week');
    const stats = historyStats([day('2024-04-10', [food({ calories: 1000 })])], past, tdee, today, 'week');
    expect(stats.daysLogged).toBe(1);
  });

  it('no logged days give zeros', () => {
    expect(historyStats([], window, tdee, today, 'week')).toEqual({
      daysLogged: 0,
      avgCalories: 0,
      avgProtein: 0,
      avgDifference: 0,
      projectionKcal: 0,
      projectionLb: 0,
    });
  });

  it('section 9: averages are rounded, halves away from zero both ways', () => {
    const d = (date: string, calories: number) => day(date, [food({ calories })]);
    // 2000.5 average: +0.5 surplus on TDEE 2000 and -0.5 deficit on TDEE 2001 round to +1 and -1
    const days = [d('2024-04-18', 2000), d('2024-04-19', 2001)];
    expect(historyStats(days, window, 2000, today, 'week').avgDifference).toBe(1);
    expect(historyStats(days, window, 2001, today, 'week').avgDifference).toBe(-1);
  });

  it('a duplicated day counts once', () => {
    const d = day('2024-04-19', [food({ calories: 1000 })]);
    expect(historyStats([d, d], window, tdee, today, 'week').daysLogged).toBe(1);
  });

  it('property: daysLogged never exceeds the window days before today; averages lie within the logged range', () => {
    const entry = fc.record({
      offset: fc.integer({ min: -40, max: 5 }),
      calories: fc.integer({ min: 0, max: 6000 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.constantFrom('week', 'month' as const),
        (entries, period) => {
          const w = historyWindow(today, period);
          const byDate = new Map(entries.map((e) => [addDays(today, e.offset), e.calories]));
          const days = [...byDate].map(([date, calories]) => day(date, [food({ calories })]));
          const stats = historyStats(days, w, tdee, today, period);
          expect(stats.daysLogged).toBeLessThanOrEqual(w.length - 1);
          const counted = days
            .filter((d) => w.includes(d.date) && d.date < today)
            .map((d) => d.totals.calories);
          expect(stats.daysLogged).toBe(counted.length);
          if (counted.length > 0) {
            expect(stats.avgCalories).toBeGreaterThanOrEqual(Math.min(...counted));
            expect(stats.avgCalories).toBeLessThanOrEqual(Math.max(...counted));
            expect(
              Math.abs(stats.projectionKcal - stats.avgDifference * PROJECTION_DAYS[period]),
            ).toBeLessThanOrEqual(PROJECTION_DAYS[period] / 2 + 0.5);
          }
        },
      ),
    );
  });
});
