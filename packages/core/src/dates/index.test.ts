import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDate } from '../schemas/index.ts';
import { isCalendarDay, isIsoDate } from './calendar.ts';
import { addDays, addMonths, daysBetween, isValidTimeZone, localDate, monthOf, newItemId } from './index.ts';

describe('addDays and friends (spec section 9: date format yyyy-MM-dd)', () => {
  it('section 9: moves across month and year ends in yyyy-MM-dd', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-10', 0)).toBe('2024-03-10');
  });
  it('ignores daylight saving changes (days are calendar days)', () => {
    expect(addDays('2024-03-09', 2)).toBe('2024-03-11');
    expect(addDays('2024-11-02', 2)).toBe('2024-11-04');
  });
  it('rejects a malformed date', () => {
    expect(() => addDays('2024-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
  it('addMonths clamps to the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 13)).toBe('2025-02-28');
    expect(addMonths('2024-05-31', -17)).toBe('2022-12-31');
    expect(() => addMonths('2023-02-29', 1)).toThrow(RangeError);
    expect(() => daysBetween('2024-01-01', '2024-04-31')).toThrow(RangeError);
  });
  it('daysBetween and monthOf', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-02', '2024-03-01')).toBe(-1);
    expect(monthOf('2024-03-02')).toBe('2024-03');
  });
  const isoDay = fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  it('property: addDays gives valid dates and is inverted by its negation; daysBetween agrees', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const moved = addDays(d, n);
        expect(IsoDate.safeParse(moved).success).toBe(true);
        expect(addDays(moved, -n)).toBe(d);
        expect(daysBetween(d, moved)).toBe(n);
      }),
    );
  });
});

describe('localDate and isValidTimeZone', () => {
  const now = new Date('2024-03-10T03:30:00Z');
  it("is the calendar day in the user's time zone", () => {
    expect(localDate(now, 'UTC')).toBe('2024-03-10');
    expect(localDate(now, 'America/New_York')).toBe('2024-03-09');
    expect(localDate(now, 'Asia/Tokyo')).toBe('2024-03-10');
    expect(localDate(new Date('2024-03-10T23:30:00Z'), 'Pacific/Kiritimati')).toBe('2024-03-11');
  });
  it('rejects an unknown time zone or an invalid date', () => {
    expect(() => localDate(now, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
  it('knows IANA zones and rejects the rest', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42 as unknown as string)).toBe(false);
  });
});

describe('newItemId (spec section 3: a timestamp-based string)', () => {
  it('section 3: starts with the timestamp', () => {
    expect(newItemId(1_700_000_000_000, () => 0)).toBe('1700000000000-00000000');
    expect(newItemId(1_700_000_000_000, () => 0.5)).toMatch(/^1700000000000-[0-9a-z]{8}$/);
  });
  it('tolerates a random source returning 1 or NaN', () => {
    expect(newItemId(5, () => 1)).toMatch(/^5-[0-9a-z]{8}$/);
    expect(newItemId(5, () => Number.NaN)).toBe('5-00000000');
  });
  it('property: ids are unique for distinct random draws at the same millisecond', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 36 ** 8 - 1 }), { minLength: 2 }),
        (now, draws) => {
          const ids = draws.map((d) => newItemId(now, () => (d + 0.5) / 36 ** 8));
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('isCalendarDay (decision 209: read from the digits)', () => {
  // What it answered when it split the string and made a Date: the definition the digits must agree with.
  const byDate = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');

  it('agrees with the Date-based answer on every day of the years around each edge, months 00-13, days 00-32', () => {
    const years = [
      0, 1, 4, 99, 100, 101, 400, 1582, 1899, 1900, 1999, 2000, 2023, 2024, 2026, 2100, 2400, 9999,
    ];
    let days = 0;
    for (const y of years)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const s = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(isCalendarDay(s), s).toBe(byDate(s));
          if (isCalendarDay(s)) days++;
        }
    // 14 of these years have days (0, 1, 4 and 99 never did); 2000, 2024, 2400 and 400 are leap years, 1900 and 2100 not.
    expect(days).toBe(14 * 365 + 4);
  });

  it('agrees on any yyyy-MM-dd, and refuses what is not of that shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const s = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(isCalendarDay(s)).toBe(byDate(s));
        },
      ),
    );
    for (const s of [
      '2026-3-05',
      '15-03-2026',
      '2026-03-05 ',
      '２０２６-03-05',
      '2026/03/05',
      '',
      '2026-03-5x',
    ])
      expect([isCalendarDay(s), isIsoDate(s)], s).toEqual([false, false]);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate(20240229)).toBe(false);
  });
});
