// Logging food (spec section 4, food logging). Each item is its own row, so a day is never read, modified and
// written back: the day returned after a change is read fresh and its totals computed (decision 011).
import { addDays, daysBetween, LIMITS, newItemId, withTotals } from '@forkcast/core';
import type { DailyIntake, FoodItem, FoodItemPatch, IsoDate, NewFoodItem } from '@forkcast/core';
import type { z } from 'zod';
import { badRequest, notFound } from '../http/errors.ts';
import { DuplicateError } from '../storage/repository.ts';
import type { ItemChanges, Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';
import { conflict, FUTURE_DATE_MESSAGE, noDayMessage } from './errors.ts';

/** A NewFoodItem after validation (trimmed name, notes dropped when blank). */
export type ValidNewItem = z.output<typeof NewFoodItem>;

/** Notes are stored only when non-empty after trimming (spec section 3); null or blank clears them. */
export function patchToChanges(patch: FoodItemPatch): ItemChanges {
  const { notes, ...rest } = patch;
  if (notes === undefined) return rest;
  const trimmed = notes?.trim() ?? '';
  return { ...rest, notes: trimmed === '' ? null : trimmed };
}

export class DiaryService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  async getDay(userId: string, date: IsoDate): Promise<DailyIntake> {
    return withTotals(date, await this.repo.getItems(userId, date));
  }

  /** Days with data in [from, to] (at most LIMITS.historyRangeDays days). */
  async getDays(userId: string, from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    const span = daysBetween(from, to);
    if (span < 0) throw badRequest('from must not be after to');
    if (span + 1 > LIMITS.historyRangeDays) {
      throw badRequest(`A range covers at most ${LIMITS.historyRangeDays} days`);
    }
    const days = await this.repo.getDays(userId, from, to);
    return days.map((d) => withTotals(d.date, d.items));
  }

  /** Days with data in the year before `today`, for suggestions. */
  async recentDays(userId: string, today: IsoDate): Promise<DailyIntake[]> {
    return this.getDays(userId, addDays(today, -(LIMITS.historyRangeDays - 1)), today);
  }

  async addItems(userId: string, date: IsoDate, today: IsoDate, items: ValidNewItem[]): Promise<DailyIntake> {
    // Spec section 5 (food forms, history): no items on future dates; "today" is the user's own day.
    if (date > today) throw badRequest(FUTURE_DATE_MESSAGE, 'future_date');
    const now = this.clock.now();
    const complete: FoodItem[] = items.map((item) => ({
      ...item,
      id: item.id ?? newItemId(now, this.clock.random),
      timestamp: item.timestamp ?? now,
    }));
    if (new Set(complete.map((i) => i.id)).size !== complete.length) {
      throw badRequest('Item ids must be unique');
    }
    try {
      await this.repo.addItems(userId, date, complete);
    } catch (error) {
      if (error instanceof DuplicateError) throw conflict(error.message);
      throw error;
    }
    return this.getDay(userId, date);
  }

  async updateItem(userId: string, date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    const updated = await this.repo.updateItem(userId, date, id, patchToChanges(patch));
    if (!updated) await this.missing(userId, date, id);
    return this.getDay(userId, date);
  }

  async removeItem(userId: string, date: IsoDate, id: string): Promise<DailyIntake> {
    const removed = await this.repo.deleteItem(userId, date, id);
    if (!removed) await this.missing(userId, date, id);
    return this.getDay(userId, date);
  }

  /** Spec section 5: a date with no intake fails with its own message; otherwise the item is unknown. */
  private async missing(userId: string, date: IsoDate, id: string): Promise<never> {
    const items = await this.repo.getItems(userId, date);
    if (items.length === 0) throw notFound(noDayMessage(date));
    throw notFound(`No food item found with id: ${id}`);
  }
}
