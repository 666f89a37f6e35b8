// Issue 15 (decision 159): what a valid date is, without zod, so the rules' reads check dates without loading the
// schemas. The IsoDate schema is built from the same pattern and check.

/** Spec section 9: 'yyyy-MM-dd'. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (not 2026-02-30), for a string of ISO_DATE_PATTERN's shape. */
export function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** Whether `s` is a date as the API and the stores write it: the IsoDate schema's answer. */
export const isIsoDate = (s: unknown): s is string =>
  typeof s === 'string' && ISO_DATE_PATTERN.test(s) && isCalendarDay(s);
