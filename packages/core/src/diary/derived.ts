// The answers derived from the whole log: the estimated expenditure (issue 13) and the suggestions (spec section
// 3). Apart from the other reads (reads.ts), so a store reads a day without their arithmetic; a view asks for them
// once the day has shown (issue 15, decision 159).
import type { IsoDate, Suggestion } from '../schemas/index.ts';
import type { Expenditure } from '../schemas/weights.ts';
import { addDays } from '../dates/index.ts';
import { EXPENDITURE_WINDOW_DAYS, FILTER_HISTORY_DAYS, estimateExpenditure } from '../coach/expenditure.ts';
import { checkDate } from './reads.ts';
import type { DiaryReads, DiaryStore } from './reads.ts';
import { collectUsage, rankUsage } from './suggestions.ts';
import { withTotals } from './totals.ts';

/** Issue 13: the estimated expenditure for the window ending at `date` (days marked incomplete left out). */
export async function getExpenditure(store: DiaryReads, today: IsoDate, date: IsoDate): Promise<Expenditure> {
  checkDate(date);
  const from = addDays(date, -(FILTER_HISTORY_DAYS + EXPENDITURE_WINDOW_DAYS));
  const [profile, days, body] = await Promise.all([
    store.getProfile(),
    store.getDays(from, date),
    store.getBodyDays(from, date),
  ]);
  const incomplete = new Set(body.filter((d) => d.incomplete).map((d) => d.date));
  return estimateExpenditure({
    date,
    today,
    profile: profile ?? {},
    days: days.map((d) => ({
      date: d.date,
      calories: withTotals(d.date, d.items).totals.calories,
      incomplete: incomplete.has(d.date),
    })),
    weights: body.flatMap((d) => (d.weight === null ? [] : [{ date: d.date, weight: d.weight }])),
  });
}

/** The whole history, for a store that keeps no usage aggregate (dates are yyyy-MM-dd: this spans them all). */
const HISTORY = { from: '0000-01-01', to: '9999-12-31' } as const;

/** Suggestions come from the whole history (spec section 3, "derived from history"), ranked by core's rules. */
export async function getSuggestions(
  store: DiaryReads & Pick<DiaryStore, 'foodUsage'>,
  today: IsoDate,
  query: string,
): Promise<Suggestion[]> {
  const foods = store.foodUsage
    ? await store.foodUsage(query, today)
    : collectUsage(await store.getDays(HISTORY.from, HISTORY.to));
  return rankUsage(foods, query, today);
}
