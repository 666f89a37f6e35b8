// Days are local 'yyyy-MM-dd' strings (spec section 9) and the clock is always passed in (convention 11).
// Arithmetic runs on UTC calendar days, so the host's own time zone and DST never shift a day.
import type { IsoDate } from '../schemas/index.ts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds of the day's UTC midnight. Plain arithmetic (no Date objects per step): the server runs this
 * for every range read (issue 15). Rejects malformed strings and overflowing ones ('2024-13-01', '2023-02-29').
 */
function toUtcDay(date: IsoDate): number {
  const m = typeof date === 'string' ? ISO_DAY.exec(date) : null;
  if (m !== null) {
    const [y, month, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    const day = new Date(0);
    day.setUTCFullYear(y, month, d);
    if (day.getUTCFullYear() === y && day.getUTCMonth() === month && day.getUTCDate() === d)
      return day.getTime();
  }
  throw new RangeError(`Invalid date: ${date}`);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function fromUtcDay(ms: number): IsoDate {
  const day = new Date(ms);
  const y = day.getUTCFullYear();
  if (!Number.isFinite(y) || y < 0 || y > 9999) throw new RangeError(`Invalid time value`);
  return `${pad(y, 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
}

/** The day `n` days after `date` (negative goes back). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromUtcDay(toUtcDay(date) + Math.trunc(n) * DAY_MS);
}

/** The day `n` calendar months after `date`; the 31st clamps to the month's last day (Mar 31 - 1 = Feb 29). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const day = new Date(toUtcDay(date));
  const target = new Date(0);
  // Day 0 of the month after: the target month's last day, whatever the month's overflow.
  target.setUTCFullYear(day.getUTCFullYear(), day.getUTCMonth() + Math.trunc(n) + 1, 0);
  if (day.getUTCDate() < target.getUTCDate()) target.setUTCDate(day.getUTCDate());
  return fromUtcDay(target.getTime());
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDay(to) - toUtcDay(from)) / DAY_MS);
}

/** 'yyyy-MM' of a day. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** Zones already found valid: building an Intl.DateTimeFormat per request to check one costs more than the request. */
const knownZones = new Set<string>();

/** True when `tz` is a time zone name this runtime knows (IANA names such as 'Europe/Paris', or 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  // Bounded: the names a runtime knows are a few hundred (plus case variants a client may send).
  if (knownZones.size < 2000) knownZones.add(timeZone);
  return true;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is at `now` in `timeZone`. Throws a RangeError for an unknown zone. */
export function localDate(now: Date, timeZone: string): IsoDate {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid time value');
  let formatter = dayFormats.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const p of formatter.formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
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
export { ISO_DATE_PATTERN, isCalendarDay, isIsoDate } from './calendar.ts';
