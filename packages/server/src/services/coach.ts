// Issue 13: the weight log and the estimated expenditure. The rules (bounds, the future-date refusals, the
// estimate itself) are core's, the same ones the browser runs (issue 12); writes go through the person's
// ordered write, so sync sees them too (decision 124).
import { rules } from '@forkcast/core';
import type { Expenditure, IsoDate, WeightEntry } from '@forkcast/core';
import type { Repository } from '../storage/repository.ts';

export class CoachService {
  constructor(private readonly repo: Repository) {}

  putWeight(userId: string, date: IsoDate, today: IsoDate, weight: number): Promise<WeightEntry> {
    return this.repo.write(userId, (store) => rules.putWeight(store, { today }, date, weight));
  }

  deleteWeight(userId: string, date: IsoDate): Promise<void> {
    return this.repo.write(userId, (store) => rules.removeWeight(store, date));
  }

  /** Weigh-ins and days marked incomplete in [from, to] (at most LIMITS.historyRangeDays days). */
  getWeights(
    userId: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    return rules.getWeights(this.repo.read(userId), from, to);
  }

  setIncomplete(userId: string, date: IsoDate, today: IsoDate, incomplete: boolean): Promise<void> {
    return this.repo.write(userId, (store) => rules.setIncomplete(store, { today }, date, incomplete));
  }

  /** Issue 13: the estimate for the window ending at `date` (today's intake is not counted). */
  expenditure(userId: string, date: IsoDate, today: IsoDate): Promise<Expenditure> {
    return rules.getExpenditure(this.repo.read(userId), today, date);
  }
}
