// "Today" is the user's day, not the server's (decision 014): the client sends its IANA zone in X-Time-Zone.
import { isValidTimeZone, localDate } from '@forkcast/core';
import type { IsoDate } from '@forkcast/core';
import { z } from 'zod';

export const TIME_ZONE_HEADER = 'x-time-zone';

/** Validates the header where "today" matters; other headers pass through untouched. */
export const TimeZoneHeaders = z.looseObject({
  [TIME_ZONE_HEADER]: z
    .string()
    .refine(isValidTimeZone, { error: (issue) => `Invalid time zone: ${String(issue.input)}` })
    .optional()
    .describe('IANA time zone of the user, e.g. Europe/Paris (default UTC)'),
});

/**
 * The last day found per zone, with the second it was found for (decision 199: formatting a date in a zone was a
 * few percent of an add's CPU). Every zone's offset is a whole number of seconds, so a day starts on a whole
 * second: within one second the day is the same. Bounded like core's known zones.
 */
const lastDay = new Map<string, { second: number; day: IsoDate }>();

export function todayIn(headers: z.output<typeof TimeZoneHeaders>, now: number): IsoDate {
  const zone = headers[TIME_ZONE_HEADER] ?? 'UTC';
  const second = Math.floor(now / 1000);
  const last = lastDay.get(zone);
  if (last?.second === second) return last.day;
  const day = localDate(new Date(now), zone);
  if (last !== undefined || lastDay.size < 2000) lastDay.set(zone, { second, day });
  return day;
}
