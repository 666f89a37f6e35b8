// Import and export of a user's data. Export's JSON is accepted by import as is; import is idempotent: items
// keep their ids (same date and id overwrite), favorites match by identity, the profile only when given.
import { withTotals } from '@forkcast/core';
import type { DailyIntake, Favorite, FoodItem, IsoDate, Profile, WeightEntry } from '@forkcast/core';
import { notesOf } from '../storage/repository.ts';
import type { ImportData, Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';

export interface ExportDocument {
  format: 'forkcast';
  version: 1;
  exportedAt: string;
  profile: Profile | null;
  favorites: Favorite[];
  days: DailyIntake[];
  /** Issue 13: weigh-ins in pounds, oldest first, and the days marked incomplete. */
  weights: WeightEntry[];
  incompleteDays: IsoDate[];
}

export const CSV_COLUMNS = [
  'date',
  'id',
  'name',
  'quantity',
  'units',
  'calories',
  'protein',
  'carbs',
  'fat',
  'notes',
  'isFavorite',
  'timestamp',
  // Issue 14, after the original columns so spreadsheets built on them keep working; empty when not known.
  'meal',
  'fiber',
  'sugars',
  'sodium',
] as const;

/**
 * RFC 4180 quoting, plus a leading apostrophe on text that a spreadsheet would run as a formula
 * (a food named "=HYPERLINK(...)" must stay text).
 */
export function csvField(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(days: { date: IsoDate; items: FoodItem[] }[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const day of days) {
    for (const item of day.items) {
      const row = {
        date: day.date,
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        units: item.units,
        calories: item.calories,
        protein: item.protein,
        carbs: item.carbs,
        fat: item.fat,
        notes: notesOf(item),
        isFavorite: item.isFavorite,
        timestamp: item.timestamp,
        meal: item.meal,
        fiber: item.fiber,
        sugars: item.sugars,
        sodium: item.sodium,
      };
      lines.push(CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Within one import a repeated (date, id) or food identity is one entry: the last one wins. */
function dedupe(data: ImportData): ImportData {
  const byDate = new Map<IsoDate, Map<string, FoodItem>>();
  for (const day of data.days) {
    const items = byDate.get(day.date) ?? new Map<string, FoodItem>();
    for (const item of day.items) {
      items.delete(item.id);
      items.set(item.id, item);
    }
    byDate.set(day.date, items);
  }
  return {
    ...(data.profile && { profile: data.profile }),
    favorites: data.favorites,
    days: [...byDate].map(([date, items]) => ({ date, items: [...items.values()] })),
    // One weight per date, the last entry winning (issue 13).
    weights: [...new Map((data.weights ?? []).map((w) => [w.date, w] as const)).values()],
    incompleteDays: [...new Set(data.incompleteDays ?? [])],
  };
}

export class TransferService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  importData(userId: string, data: ImportData): Promise<{ items: number; favorites: number }> {
    return this.repo.importData(userId, dedupe(data));
  }

  async exportJson(userId: string): Promise<ExportDocument> {
    const [profile, favorites, days, bodyDays] = await Promise.all([
      this.repo.getProfile(userId),
      this.repo.listFavorites(userId),
      this.repo.getAllDays(userId),
      this.repo.getBodyDays(userId),
    ]);
    return {
      format: 'forkcast',
      version: 1,
      exportedAt: new Date(this.clock.now()).toISOString(),
      profile,
      favorites,
      days: days.map((d) => withTotals(d.date, d.items)),
      weights: bodyDays.flatMap((d) => (d.weight === null ? [] : [{ date: d.date, weight: d.weight }])),
      incompleteDays: bodyDays.filter((d) => d.incomplete).map((d) => d.date),
    };
  }

  async exportCsv(userId: string): Promise<string> {
    return toCsv(await this.repo.getAllDays(userId));
  }
}
