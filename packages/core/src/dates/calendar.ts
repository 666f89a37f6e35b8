// Issue 15 (decision 159): what a valid date is, without zod, so the rules' reads check dates without loading the
// schemas. The IsoDate schema is built from the same pattern and check.

/** Spec section 9: 'yyyy-MM-dd'. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The value of the digits of `s` from `start` to before `end` (characters ISO_DATE_PATTERN has checked). */
function digits(s: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + s.charCodeAt(i) - 48;
  return n;
}

/**
 * A real calendar day (not 2026-02-30), for a string of ISO_DATE_PATTERN's shape (any other string is not one).
 * Decision 209: read from its digits, without splitting the string or making a Date (it runs twice per add).
 * Years before 100 are not days here, as they never were: Date.UTC, which this used, reads them as 19xx.
 */
export function isCalendarDay(s: string): boolean {
  if (!ISO_DATE_PATTERN.test(s)) return false;
  const y = digits(s, 0, 4);
  const m = digits(s, 5, 7);
  const d = digits(s, 8, 10);
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}

/** Whether `s` is a date as the API and the stores write it: the IsoDate schema's answer. */
export const isIsoDate = (s: unknown): s is string => typeof s === 'string' && isCalendarDay(s);
