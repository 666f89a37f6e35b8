// Days are local 'yyyy-MM-dd' strings (spec section 9) and the clock is always passed in (convention 11).
// Arithmetic runs on UTC calendar days, so the host's own time zone and DST never shift a day.
import { TZDate, tz } from '@date-fns/tz';
import { addDays as addDaysFns, addMonths as addMonthsFns, differenceInCalendarDays, format } from 'date-fns';
import type { IsoDate } from '../schemas/index.ts';

const DAY_FORMAT = 'yyyy-MM-dd';

function toUtcDay(date: IsoDate): TZDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new TZDate(y, m - 1, d, 'UTC');
  // The round trip rejects both malformed strings and overflowing ones ('2024-13-01', '2023-02-29').
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || format(day, DAY_FORMAT) !== date) {
    throw new RangeError(`Invalid date: ${date}`);
  }
  return day;
}

const fromUtcDay = (day: TZDate): IsoDate => format(day, DAY_FORMAT);

/** The day `n` days after `date` (negative goes back). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromUtcDay(addDaysFns(toUtcDay(date), n));
}

/** The day `n` calendar months after `date`; the 31st clamps to the month's last day (Mar 31 - 1 = Feb 29). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  return fromUtcDay(addMonthsFns(toUtcDay(date), n));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(toUtcDay(to), toUtcDay(from));
}

/** 'yyyy-MM' of a day. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** True when `tz` is a time zone name this runtime knows (IANA names such as 'Europe/Paris', or 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `now` in `timeZone`. Throws a RangeError for an unknown zone. */
export function localDate(now: Date, timeZone: string): IsoDate {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid time value');
  return format(now, DAY_FORMAT, { in: tz(timeZone) });
}

const ID_SUFFIX_SPACE = 36 ** 8;

/**
 * Spec section 3: a food item id is a timestamp-based string. The random suffix keeps ids unique when
 * several items are created in the same millisecond (one analysis returns many items at once).
 */
export function newItemId(now: number, random: () => number): string {
  const stamp = Number.isFinite(now) ? Math.max(0, Math.floor(now)) : 0;
  const raw = random();
  const r = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1 - Number.EPSILON) : 0;
  const suffix = Math.floor(r * ID_SUFFIX_SPACE)
    .toString(36)
    .padStart(8, '0');
  return `${stamp}-${suffix}`;
}
