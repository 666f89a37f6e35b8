// Spec sections 4 (history) and 9 (lists and history).
import { addDays, daysBetween } from '../dates/index.ts';
import { LIMITS } from '../schemas/limits.ts';
import type { DailyIntake, HistoryPeriod, IsoDate } from '../schemas/index.ts';
import { projectedPounds } from '../nutrition/targets.ts';
import { roundTo } from '../round.ts';

/** Spec section 9: history windows are 7 and 30 days. */
export const HISTORY_WINDOW_DAYS = Object.freeze({ week: 7, month: 30 } as const);
/** Spec section 9: weekly projection uses 7 days, monthly 30. */
export const PROJECTION_DAYS = HISTORY_WINDOW_DAYS;

/** The 7 or 30 days ending at `endDate`, oldest first. */
export function historyWindow(endDate: IsoDate, period: HistoryPeriod): IsoDate[] {
  const n = HISTORY_WINDOW_DAYS[period];
  return Array.from({ length: n }, (_, i) => addDays(endDate, i - (n - 1)));
}

const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * Spec section 4: the week moves by 7 days; neither window goes past today (future dates cannot be selected), so
 * a step forward that would is clamped to today (decision 006). Decision 144 (issue 14 #8): the month window is
 * 30 days, so it also moves by 30 days: a calendar-month step (28 to 31 days) under a 30-day window left days
 * that no window showed (a 31-day month) or showed twice.
 */
export function moveHistory(
  selected: IsoDate,
  period: HistoryPeriod,
  direction: -1 | 1,
  today: IsoDate,
): IsoDate {
  const moved = addDays(selected, HISTORY_WINDOW_DAYS[period] * direction);
  return minDate(moved, today);
}

/**
 * Whether the selection is in the current period: the window ends today (or later). The 'next' arrow and
 * 'Go to current week/month' hide then.
 */
export function isCurrentPeriod(selected: IsoDate, _period: HistoryPeriod, today: IsoDate): boolean {
  return selected >= today;
}

export type HistoryStats = {
  /** days in the window with at least one item, today and future days excluded */
  daysLogged: number;
  avgCalories: number;
  avgProtein: number;
  /** average daily calories minus TDEE */
  avgDifference: number;
  /** 7 (week) or 30 (month) x the average daily difference, kcal */
  projectionKcal: number;
  /** the projection in lb at 3500 kcal per lb, one decimal */
  projectionLb: number;
};

/**
 * Spec section 9: averages over logged days in the window, excluding the current day (it is not over);
 * the divisor is the number of such days (decision 005). Averages are rounded at the end, from exact sums.
 */
export function historyStats(
  days: readonly DailyIntake[],
  window: readonly IsoDate[],
  tdee: number,
  today: IsoDate,
  period: HistoryPeriod,
): HistoryStats {
  const inWindow = new Set(window);
  const seen = new Set<IsoDate>();
  let calories = 0;
  let protein = 0;
  for (const day of days) {
    if (!inWindow.has(day.date) || day.date >= today || day.items.length === 0 || seen.has(day.date))
      continue;
    seen.add(day.date);
    calories += day.totals.calories;
    protein += day.totals.protein;
  }
  const n = seen.size;
  if (n === 0) {
    return {
      daysLogged: 0,
      avgCalories: 0,
      avgProtein: 0,
      avgDifference: 0,
      projectionKcal: 0,
      projectionLb: 0,
    };
  }
  const avgCalories = calories / n;
  const avgDifference = avgCalories - tdee;
  const projectionKcal = avgDifference * PROJECTION_DAYS[period];
  return {
    daysLogged: n,
    avgCalories: roundTo(avgCalories),
    avgProtein: roundTo(protein / n),
    avgDifference: roundTo(avgDifference),
    projectionKcal: roundTo(projectionKcal),
    projectionLb: roundTo(projectedPounds(avgDifference, PROJECTION_DAYS[period]), 1),
  };
}

/** Issue 11: an import that would take an account over its limits (LIMITS.account) stores nothing. */
export const ACCOUNT_FULL_MESSAGE = `An account holds at most ${LIMITS.account.itemsMax} food items over ${LIMITS.account.daysMax} days, and this import would go over. Nothing was imported.`;
export const FAVORITES_FULL_MESSAGE = `You can keep at most ${LIMITS.favorites.max} favorites. Remove one to add another.`;

/** Spec section 4: a day can be selected (or receive items) only when it is not in the future. */
export const isFutureDate = (date: IsoDate, today: IsoDate): boolean => daysBetween(today, date) > 0;
