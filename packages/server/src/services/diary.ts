// Logging food (spec section 4): the rules are core's (issue 12: one set for server and browser); this runs
// them over the person's storage, each write in that person's order (decision 120). Each item is its own row
// (decision 011).
import { rules } from '@forkcast/core';
import type { DailyIntake, FoodItemPatch, IsoDate, NewFoodItem, Suggestion } from '@forkcast/core';
import type { z } from 'zod';
import type { Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';

/** A NewFoodItem after validation (trimmed name, notes dropped when blank). */
export type ValidNewItem = z.output<typeof NewFoodItem>;

export class DiaryService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  getDay(userId: string, date: IsoDate): Promise<DailyIntake> {
    return rules.getDay(this.repo.read(userId), date);
  }

  /** Days with data in [from, to] (at most LIMITS.historyRangeDays days). */
  getDays(userId: string, from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    return rules.getDays(this.repo.read(userId), from, to);
  }

  /** Spec section 9 from the person's food usage, kept on write (decision 113): never every item. */
  suggestions(userId: string, today: IsoDate, query: string): Promise<Suggestion[]> {
    return rules.getSuggestions(this.repo.read(userId), today, query);
  }

  addItems(userId: string, date: IsoDate, today: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    const ctx = { now: this.clock.now(), random: this.clock.random, today };
    return this.repo.write(userId, (store) => rules.addItems(store, ctx, date, items));
  }

  updateItem(userId: string, date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    return this.repo.write(userId, (store) => rules.updateItem(store, date, id, patch));
  }

  removeItem(userId: string, date: IsoDate, id: string): Promise<DailyIntake> {
    return this.repo.write(userId, (store) => rules.removeItem(store, date, id));
  }
}
