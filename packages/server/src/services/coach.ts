// Issue 13: the weight log and the estimated expenditure. The rules (bounds, the future-date refusal, the
// estimate itself) are core's; this layer reads and writes through the repository, scoped to the user.
import {
  addDays,
  daysBetween,
  estimateExpenditure,
  EXPENDITURE_WINDOW_DAYS,
  FILTER_HISTORY_DAYS,
  FUTURE_MARK_MESSAGE,
  FUTURE_WEIGHT_MESSAGE,
  LIMITS,
  withTotals,
} from '@forkcast/core';
import type { Expenditure, IsoDate, WeightEntry } from '@forkcast/core';
import { badRequest, notFound } from '../http/errors.ts';
import type { Repository } from '../storage/repository.ts';

export const NO_WEIGHT_MESSAGE = (date: string) => `No weight logged on ${date}`;

export class CoachService {
  constructor(private readonly repo: Repository) {}

  async putWeight(userId: string, date: IsoDate, today: IsoDate, weight: number): Promise<WeightEntry> {
    if (date > today) throw badRequest(FUTURE_WEIGHT_MESSAGE, 'future_date');
    await this.repo.setWeight(userId, date, weight);
    return { date, weight };
  }

  async deleteWeight(userId: string, date: IsoDate): Promise<void> {
    if (!(await this.repo.setWeight(userId, date, null))) throw notFound(NO_WEIGHT_MESSAGE(date));
  }

  /** Weigh-ins and days marked incomplete in [from, to] (at most LIMITS.historyRangeDays days). */
  async getWeights(
    userId: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    const span = daysBetween(from, to);
    if (span < 0) throw badRequest('from must not be after to');
    if (span + 1 > LIMITS.historyRangeDays) {
      throw badRequest(`A range covers at most ${LIMITS.historyRangeDays} days`);
    }
    const days = await this.repo.getBodyDays(userId, from, to);
    return {
      weights: days.flatMap((d) => (d.weight === null ? [] : [{ date: d.date, weight: d.weight }])),
      incomplete: days.filter((d) => d.incomplete).map((d) => d.date),
    };
  }

  async setIncomplete(userId: string, date: IsoDate, today: IsoDate, incomplete: boolean): Promise<void> {
    if (date > today) throw badRequest(FUTURE_MARK_MESSAGE, 'future_date');
    await this.repo.setIncomplete(userId, date, incomplete);
  }

  /** Issue 13: the estimate for the window ending at `date` (today's intake is not counted). */
  async expenditure(userId: string, date: IsoDate, today: IsoDate): Promise<Expenditure> {
    const from = addDays(date, -(FILTER_HISTORY_DAYS + EXPENDITURE_WINDOW_DAYS));
    const [profile, foodDays, bodyDays] = await Promise.all([
      this.repo.getProfile(userId),
      this.repo.getDays(userId, from, date),
      this.repo.getBodyDays(userId, from, date),
    ]);
    const incomplete = new Set(bodyDays.filter((d) => d.incomplete).map((d) => d.date));
    return estimateExpenditure({
      date,
      today,
      profile: profile ?? {},
      days: foodDays.map((d) => ({
        date: d.date,
        calories: withTotals(d.date, d.items).totals.calories,
        incomplete: incomplete.has(d.date),
      })),
      weights: bodyDays.flatMap((d) => (d.weight === null ? [] : [{ date: d.date, weight: d.weight }])),
    });
  }
}
