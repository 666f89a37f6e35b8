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

export function todayIn(headers: z.output<typeof TimeZoneHeaders>, now: number): IsoDate {
  return localDate(new Date(now), headers[TIME_ZONE_HEADER] ?? 'UTC');
}
