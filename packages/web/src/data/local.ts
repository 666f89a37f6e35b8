// The guest implementation of the data client (convention 10): everything in the browser's localStorage, with
// the same rules and messages as the server so views never know which one they talk to.
import {
  DailyIntake as DailyIntakeSchema,
  Favorite as FavoriteSchema,
  FoodItemPatch as FoodItemPatchSchema,
  IsoDate as IsoDateSchema,
  NewFoodItem as NewFoodItemSchema,
  LIMITS,
  Profile as ProfileSchema,
  addDays,
  dayTotals,
  daysBetween,
  emptyDay,
  FUTURE_DATE_MESSAGE,
  isFutureDate,
  isSameFavorite,
  localDate,
  newItemId,
  rankSuggestions,
  toggleFavorite,
  estimateExpenditure,
  EXPENDITURE_WINDOW_DAYS,
  FILTER_HISTORY_DAYS,
  FUTURE_MARK_MESSAGE,
  FUTURE_WEIGHT_MESSAGE,
  WeightInput,
} from '@forkcast/core';
import type {
  DailyIntake,
  Favorite,
  FoodItem,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Expenditure,
  Profile,
  Suggestion,
  WeightEntry,
} from '@forkcast/core';
import { ApiError, browserTimeZone } from './api.ts';
import type { DataClient } from './client.ts';
import { BODY_DAYS_KEY, FAVORITES_KEY, INTAKE_PREFIX, PROFILE_KEY, intakeKey } from './keys.ts';

export interface LocalClientOptions {
  storage?: Storage;
  now?: () => Date;
  timeZone?: () => string;
  random?: () => number;
}

// The server's codes and messages (spec section 8 where it words them), so views handle both alike.
const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
const notFound = (message: string) => new ApiError(404, 'not_found', message);
const conflict = (message: string) => new ApiError(409, 'conflict', message);
const DUPLICATE_FAVORITE = 'This food is already a favorite';

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export class LocalDataClient implements DataClient {
  readonly kind = 'guest' as const;
  private readonly storage: Storage;
  private readonly now: () => Date;
  private readonly timeZone: () => string;
  private readonly random: () => number;

  constructor(options: LocalClientOptions = {}) {
    this.storage = options.storage ?? window.localStorage;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? browserTimeZone;
    this.random = options.random ?? Math.random;
  }

  private today(): IsoDate {
    return localDate(this.now(), this.timeZone());
  }

  private read(key: string): unknown {
    const raw = this.storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      throw new ApiError(507, 'storage_full', "Could not save: this browser's storage is full.");
    }
  }

  private checkDate(date: IsoDate): void {
    if (!IsoDateSchema.safeParse(date).success) throw badRequest('Date must be yyyy-MM-dd');
  }

  /** The stored items of a day, or null when the day has no data. Unreadable entries are dropped. */
  private readItems(date: IsoDate): FoodItem[] | null {
    const stored = this.read(intakeKey(date));
    if (stored === null) return null;
    const parsed = DailyIntakeSchema.safeParse({ date, totals: dayTotals([]), ...(stored as object) });
    if (parsed.success) return parsed.data.items;
    const items = Array.isArray((stored as { items?: unknown }).items)
      ? (stored as { items: unknown[] }).items
      : [];
    return items.flatMap((i) => {
      const one = FavoriteSchema.safeParse(i);
      return one.success ? [one.data] : [];
    });
  }

  private writeDay(date: IsoDate, items: FoodItem[]): DailyIntake {
    const day: DailyIntake = { date, items, totals: dayTotals(items) };
    if (items.length === 0) this.storage.removeItem(intakeKey(date));
    else this.write(intakeKey(date), day);
    return day;
  }

  private readFavorites(): Favorite[] {
    const stored = this.read(FAVORITES_KEY);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((f) => {
      const one = FavoriteSchema.safeParse(f);
      return one.success ? [one.data] : [];
    });
  }

  private newItem(input: NewFoodItem, stamp: number): FoodItem {
    const parsed = NewFoodItemSchema.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const { id, timestamp, ...rest } = parsed.data;
    return { ...rest, id: id ?? newItemId(stamp, this.random), timestamp: timestamp ?? stamp };
  }

  async getProfile(): Promise<Profile | null> {
    const parsed = ProfileSchema.safeParse(this.read(PROFILE_KEY));
    return parsed.success ? parsed.data : null;
  }

  async saveProfile(profile: Profile): Promise<Profile> {
    const parsed = ProfileSchema.safeParse(profile);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    this.write(PROFILE_KEY, parsed.data);
    return parsed.data;
  }

  async getDay(date: IsoDate): Promise<DailyIntake> {
    this.checkDate(date);
    const items = this.readItems(date);
    return items ? { date, items, totals: dayTotals(items) } : emptyDay(date);
  }

  async getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    this.checkDate(from);
    this.checkDate(to);
    const span = daysBetween(from, to);
    if (span < 0) throw badRequest('from must not be after to');
    if (span + 1 > LIMITS.historyRangeDays) {
      throw badRequest(`A range covers at most ${LIMITS.historyRangeDays} days`);
    }
    const days: DailyIntake[] = [];
    for (const date of this.storedDates()) {
      if (date < from || date > to) continue;
      const items = this.readItems(date);
      if (items && items.length > 0) days.push({ date, items, totals: dayTotals(items) });
    }
    return days.sort((a, b) => a.date.localeCompare(b.date));
  }

  /** Every date that has a stored intake key. */
  storedDates(): IsoDate[] {
    const dates: IsoDate[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(INTAKE_PREFIX)) {
        const date = key.slice(INTAKE_PREFIX.length);
        if (IsoDateSchema.safeParse(date).success) dates.push(date);
      }
    }
    return dates.sort();
  }

  async addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    this.checkDate(date);
    // Spec section 5: items cannot be added to future dates.
    if (isFutureDate(date, this.today())) throw badRequest(FUTURE_DATE_MESSAGE, 'future_date');
    const { min, max } = LIMITS.itemsPerRequest;
    if (items.length < min || items.length > max) throw badRequest(`Send between ${min} and ${max} items`);
    const stamp = this.now().getTime();
    const added = items.map((i) => this.newItem(i, stamp));
    if (new Set(added.map((i) => i.id)).size !== added.length) throw badRequest('Item ids must be unique');
    const existing = this.readItems(date) ?? [];
    const ids = new Set(existing.map((i) => i.id));
    if (added.some((i) => ids.has(i.id))) throw conflict(`An item with this id already exists on ${date}`);
    return this.writeDay(date, [...existing, ...added]);
  }

  async updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    this.checkDate(date);
    const parsed = FoodItemPatchSchema.safeParse(patch);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const items = this.readItems(date);
    if (!items || items.length === 0) throw notFound(`No daily intake found for date: ${date}`);
    const index = items.findIndex((i) => i.id === id);
    if (index < 0) throw notFound(`No food item found with id: ${id}`);
    const next = applyPatch(items[index]!, parsed.data);
    return this.writeDay(
      date,
      items.map((i, n) => (n === index ? next : i)),
    );
  }

  async removeItem(date: IsoDate, id: string): Promise<DailyIntake> {
    this.checkDate(date);
    const items = this.readItems(date);
    if (!items || items.length === 0) throw notFound(`No daily intake found for date: ${date}`);
    if (!items.some((i) => i.id === id)) throw notFound(`No food item found with id: ${id}`);
    return this.writeDay(
      date,
      items.filter((i) => i.id !== id),
    );
  }

  async getFavorites(): Promise<Favorite[]> {
    return this.readFavorites();
  }

  async addFavorite(item: NewFoodItem): Promise<Favorite> {
    const favorite = { ...this.newItem(item, this.now().getTime()), isFavorite: true };
    const favorites = this.readFavorites();
    // Identity is name plus units (spec section 3).
    if (favorites.some((f) => f.id === favorite.id || isSameFavorite(f, favorite))) {
      throw conflict(DUPLICATE_FAVORITE);
    }
    this.write(FAVORITES_KEY, [...favorites, favorite]);
    return favorite;
  }

  async updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite> {
    const parsed = FoodItemPatchSchema.safeParse(patch);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const favorites = this.readFavorites();
    const index = favorites.findIndex((f) => f.id === id);
    if (index < 0) throw notFound(`No favorite found with id: ${id}`);
    const next = { ...applyPatch(favorites[index]!, parsed.data), isFavorite: true };
    if (favorites.some((f, n) => n !== index && isSameFavorite(f, next))) throw conflict(DUPLICATE_FAVORITE);
    this.write(
      FAVORITES_KEY,
      favorites.map((f, n) => (n === index ? next : f)),
    );
    return next;
  }

  async removeFavorite(id: string): Promise<void> {
    const favorites = this.readFavorites();
    if (!favorites.some((f) => f.id === id)) throw notFound(`No favorite found with id: ${id}`);
    this.write(
      FAVORITES_KEY,
      favorites.filter((f) => f.id !== id),
    );
  }

  async toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    const candidate = this.newItem(item, this.now().getTime());
    const result = toggleFavorite(this.readFavorites(), candidate);
    this.write(FAVORITES_KEY, result.favorites);
    return { isFavorite: result.isFavorite };
  }

  async getSuggestions(query: string): Promise<Suggestion[]> {
    // As the server: suggestions come from the year of history before today.
    const today = this.today();
    const days = await this.getDays(addDays(today, -(LIMITS.historyRangeDays - 1)), today);
    return rankSuggestions(days, query, today);
  }

  /** Everything a guest has, for the import into a new account (spec section 4, issue 4). */
  snapshot(): {
    profile: Profile | null;
    favorites: Favorite[];
    days: { date: IsoDate; items: FoodItem[] }[];
    weights: WeightEntry[];
    incompleteDays: IsoDate[];
  } {
    const parsed = ProfileSchema.safeParse(this.read(PROFILE_KEY));
    const body = Object.entries(this.readBodyDays()).filter(
      ([date]) => IsoDateSchema.safeParse(date).success,
    );
    return {
      weights: body.flatMap(([date, d]) =>
        WeightInput.safeParse({ weight: d.weight }).success ? [{ date, weight: d.weight! }] : [],
      ),
      incompleteDays: body.filter(([, d]) => d.incomplete === true).map(([date]) => date),
      profile: parsed.success ? parsed.data : null,
      favorites: this.readFavorites(),
      days: this.storedDates().flatMap((date) => {
        const items = this.readItems(date);
        return items && items.length > 0 ? [{ date, items }] : [];
      }),
    };
  }

  /**
   * Spec section 4: clearing guest data removes the profile, favorites and every daily-intake key. The
   * walkthrough flag stays: it belongs to the browser, not to the guest's data.
   */
  clear(): void {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (
        key === PROFILE_KEY ||
        key === FAVORITES_KEY ||
        key === BODY_DAYS_KEY ||
        key?.startsWith(INTAKE_PREFIX)
      )
        keys.push(key);
    }
    keys.forEach((k) => this.storage.removeItem(k));
  }

  // Issue 13 (decision 132): one object, date -> { weight?, incomplete? }, as the server's body_days rows.
  private readBodyDays(): Record<IsoDate, { weight?: number; incomplete?: boolean }> {
    const raw = this.read(BODY_DAYS_KEY);
    return raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<IsoDate, { weight?: number; incomplete?: boolean }>)
      : {};
  }

  private writeBodyDay(date: IsoDate, change: { weight?: number | null; incomplete?: boolean }): void {
    const all = this.readBodyDays();
    const next = { ...all[date] };
    if (change.weight === null) delete next.weight;
    else if (change.weight !== undefined) next.weight = change.weight;
    if (change.incomplete === false) delete next.incomplete;
    else if (change.incomplete) next.incomplete = true;
    if (next.weight === undefined && !next.incomplete) delete all[date];
    else all[date] = next;
    this.write(BODY_DAYS_KEY, all);
  }

  async getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    this.checkDate(from);
    this.checkDate(to);
    if (daysBetween(from, to) < 0) throw badRequest('from must not be after to');
    const entries = Object.entries(this.readBodyDays())
      .filter(([date]) => date >= from && date <= to)
      .sort(([a], [b]) => a.localeCompare(b));
    return {
      weights: entries.flatMap(([date, d]) =>
        typeof d.weight === 'number' && Number.isFinite(d.weight) ? [{ date, weight: d.weight }] : [],
      ),
      incomplete: entries.filter(([, d]) => d.incomplete === true).map(([date]) => date),
    };
  }

  async putWeight(date: IsoDate, weight: number): Promise<WeightEntry> {
    this.checkDate(date);
    if (isFutureDate(date, this.today())) throw badRequest(FUTURE_WEIGHT_MESSAGE, 'future_date');
    const parsed = WeightInput.safeParse({ weight });
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    this.writeBodyDay(date, { weight: parsed.data.weight });
    return { date, weight: parsed.data.weight };
  }

  async removeWeight(date: IsoDate): Promise<void> {
    this.checkDate(date);
    if (this.readBodyDays()[date]?.weight === undefined) throw notFound(`No weight logged on ${date}`);
    this.writeBodyDay(date, { weight: null });
  }

  async setIncomplete(date: IsoDate, incomplete: boolean): Promise<void> {
    this.checkDate(date);
    if (isFutureDate(date, this.today())) throw badRequest(FUTURE_MARK_MESSAGE, 'future_date');
    this.writeBodyDay(date, { incomplete });
  }

  async getExpenditure(date: IsoDate): Promise<Expenditure> {
    this.checkDate(date);
    const from = addDays(date, -(FILTER_HISTORY_DAYS + EXPENDITURE_WINDOW_DAYS));
    const [profile, days, body] = await Promise.all([
      this.getProfile(),
      this.getDays(from, date),
      this.getWeights(from, date),
    ]);
    const incomplete = new Set(body.incomplete);
    return estimateExpenditure({
      date,
      today: this.today(),
      profile: profile ?? {},
      days: days.map((d) => ({
        date: d.date,
        calories: d.totals.calories,
        incomplete: incomplete.has(d.date),
      })),
      weights: body.weights,
    });
  }
}

/** Notes: null or blank removes them (spec section 3: stored only if non-empty after trimming). */
function applyPatch<T extends FoodItem>(item: T, patch: FoodItemPatch): T {
  const { notes, ...rest } = patch;
  const next = { ...item, ...rest } as T;
  if (notes !== undefined) {
    if (notes === null || notes.trim() === '') delete (next as { notes?: string }).notes;
    else (next as { notes?: string }).notes = notes.trim();
  }
  return next;
}
