// Issue 13: the trend weight, the Hacker's Diet line. Each day the trend moves 10% of the way to the day's
// scale weight; a gap of n days counts as n steps (alpha = 1 - 0.9^n), so a reading after a week away moves
// the trend as far as seven daily readings of that weight would have.
import { addDays, daysBetween } from '../dates/index.ts';
import type { IsoDate } from '../schemas/index.ts';
import type { WeightEntry } from '../schemas/weights.ts';

/** Issue 13: the share of a new reading the trend takes in one day. */
export const TREND_DAILY_SMOOTHING = 0.1;

/** The share of a reading the trend takes after `days` days (1 - 0.9^days); 0 for 0 days or fewer. */
export function trendAlpha(days: number): number {
  if (!(days > 0)) return 0;
  return 1 - (1 - TREND_DAILY_SMOOTHING) ** days;
}

/**
 * One weight per day, oldest first, the last entry of a day winning (issue 13). Entries out of order are
 * sorted by date; non-finite weights are dropped.
 */
export function dailyWeights(entries: readonly WeightEntry[]): WeightEntry[] {
  const byDate = new Map<IsoDate, number>();
  for (const e of entries) if (Number.isFinite(e.weight)) byDate.set(e.date, e.weight);
  return [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, weight]) => ({ date, weight }));
}

export type TrendPoint = {
  date: IsoDate;
  /** the scale weight of the day, or null on a day without a weigh-in */
  weight: number | null;
  trend: number;
};

/**
 * The trend at each weigh-in (the first reading starts the line). Dates between readings are not listed:
 * between two readings the trend is flat until the next one (see `trendOn`).
 */
export function trendAtWeighIns(
  entries: readonly WeightEntry[],
): { date: IsoDate; weight: number; trend: number }[] {
  const out: { date: IsoDate; weight: number; trend: number }[] = [];
  for (const e of dailyWeights(entries)) {
    const prev = out.at(-1);
    const trend = prev
      ? prev.trend + trendAlpha(daysBetween(prev.date, e.date)) * (e.weight - prev.trend)
      : e.weight;
    out.push({ date: e.date, weight: e.weight, trend });
  }
  return out;
}

/**
 * The trend for every day from `from` to `to` (inclusive), oldest first, computed from all readings up to
 * each day (readings before `from` count). Days before the first reading are left out.
 */
export function trendSeries(entries: readonly WeightEntry[], from: IsoDate, to: IsoDate): TrendPoint[] {
  const points = trendAtWeighIns(entries);
  const out: TrendPoint[] = [];
  let i = -1;
  const n = daysBetween(from, to);
  for (let k = 0; k <= n; k++) {
    const date = addDays(from, k);
    while (i + 1 < points.length && points[i + 1]!.date <= date) i++;
    if (i < 0) continue;
    const p = points[i]!;
    out.push({ date, weight: p.date === date ? p.weight : null, trend: p.trend });
  }
  return out;
}

/** The trend on `date` (the last reading's trend on or before it), or null before the first reading. */
export function trendOn(entries: readonly WeightEntry[], date: IsoDate): number | null {
  let trend: number | null = null;
  for (const p of trendAtWeighIns(entries)) {
    if (p.date > date) break;
    trend = p.trend;
  }
  return trend;
}

/**
 * Issue 13: the trend's change over a window (History's 'Weight Trend'), from the trend on the window's
 * first day (or the first reading inside the window) to its last day; null with no reading in the window.
 */
export function trendChange(entries: readonly WeightEntry[], from: IsoDate, to: IsoDate): number | null {
  const series = trendSeries(entries, from, to);
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || !series.some((p) => p.weight !== null)) return null;
  return last.trend - first.trend;
}
