// The guest implementation of the data client (convention 10): core's diary rules (issue 12: the same ones the
// server runs) over the browser's storage, so views never know which one they talk to.
import {
  DocumentStore,
  EXPENDITURE_WINDOW_DAYS,
  FILTER_HISTORY_DAYS,
  FUTURE_MARK_MESSAGE,
  FUTURE_WEIGHT_MESSAGE,
  IsoDate as IsoDateSchema,
  WeightInput,
  addDays,
  daysBetween,
  estimateExpenditure,
  isFutureDate,
  RuleError,
  dayTotals,
  localDate,
  readItems,
  readProfile,
  rules,
} from '@forkcast/core';
import type {
  DailyIntake,
  DiaryStore,
  Documents,
  Expenditure,
  Favorite,
  FoodItem,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Profile,
  RuleContext,
  Scope,
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

/** Spec section 3 shapes: one key for the profile, one for favorites, one per date ({ date, items, totals }). */
export class LocalStorageDocuments implements Documents {
  constructor(private readonly storage: Storage) {}

  private keyOf(scope: Scope): string {
    if (scope === 'profile') return PROFILE_KEY;
    if (scope === 'favorites') return FAVORITES_KEY;
    return intakeKey(scope.slice('day:'.length));
  }

  async get(scope: Scope): Promise<unknown> {
    const raw = this.storage.getItem(this.keyOf(scope));
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }

  async put(scope: Scope, value: unknown): Promise<void> {
    const key = this.keyOf(scope);
    if (value === undefined) {
      this.storage.removeItem(key);
      return;
    }
    const stored = scope.startsWith('day:')
      ? { date: scope.slice('day:'.length), items: value, totals: dayTotals(value as FoodItem[]) }
      : value;
    try {
      this.storage.setItem(key, JSON.stringify(stored));
    } catch {
      throw new ApiError(507, 'storage_full', "Could not save: this browser's storage is full.");
    }
  }

  async dates(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
    return storedDates(this.storage).filter((d) => d >= from && d <= to);
  }
}

/** Every date that has a stored intake key. */
export function storedDates(storage: Storage): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(INTAKE_PREFIX)) {
      const date = key.slice(INTAKE_PREFIX.length);
      if (IsoDateSchema.safeParse(date).success) dates.push(date);
    }
  }
  return dates.sort();
}

const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
const notFound = (message: string) => new ApiError(404, 'not_found', message);
function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** Runs a rule; a refusal becomes the ApiError the views already handle for the server's answers. */
export async function run<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RuleError) throw new ApiError(error.status, error.code, error.message);
    throw error;
  }
}

export class LocalDataClient implements DataClient {
  readonly kind = 'guest' as const;
  private readonly storage: Storage;
  private readonly now: () => Date;
  private readonly timeZone: () => string;
  private readonly random: () => number;
  private readonly store: DiaryStore;

  constructor(options: LocalClientOptions = {}) {
    this.storage = options.storage ?? window.localStorage;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? browserTimeZone;
    this.random = options.random ?? Math.random;
    this.store = new DocumentStore(new LocalStorageDocuments(this.storage));
  }

  private ctx(): RuleContext {
    const now = this.now();
    return { now: now.getTime(), random: this.random, today: localDate(now, this.timeZone()) };
  }

  getProfile(): Promise<Profile | null> {
    return run(() => rules.getProfile(this.store));
  }

  saveProfile(profile: Profile): Promise<Profile> {
    return run(() => rules.saveProfile(this.store, profile));
  }

  getDay(date: IsoDate): Promise<DailyIntake> {
    return run(() => rules.getDay(this.store, date));
  }

  getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    return run(() => rules.getDays(this.store, from, to));
  }

  /** Every date that has a stored intake key. */
  storedDates(): IsoDate[] {
    return storedDates(this.storage);
  }

  addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    return run(() => rules.addItems(this.store, this.ctx(), date, items));
  }

  updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    return run(() => rules.updateItem(this.store, date, id, patch));
  }

  removeItem(date: IsoDate, id: string): Promise<DailyIntake> {
    return run(() => rules.removeItem(this.store, date, id));
  }

  getFavorites(): Promise<Favorite[]> {
    return run(() => rules.listFavorites(this.store));
  }

  addFavorite(item: NewFoodItem): Promise<Favorite> {
    return run(() => rules.addFavorite(this.store, this.ctx(), item));
  }

  updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite> {
    return run(() => rules.updateFavorite(this.store, id, patch));
  }

  removeFavorite(id: string): Promise<void> {
    return run(() => rules.removeFavorite(this.store, id));
  }

  toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    return run(() => rules.toggleFavorite(this.store, this.ctx(), item));
  }

  getSuggestions(query: string): Promise<Suggestion[]> {
    // As the server: suggestions come from the year of history before today.
    return run(() => rules.getSuggestions(this.store, this.ctx().today, query));
  }

  private read(key: string): unknown {
    const raw = this.storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  /** Everything a guest has, for the import into a new account (spec section 4, issue 4). */
  snapshot(): {
    profile: Profile | null;
    favorites: Favorite[];
    days: { date: IsoDate; items: FoodItem[] }[];
    weights: WeightEntry[];
    incompleteDays: IsoDate[];
  } {
    const body = Object.entries(this.readBodyDays()).filter(
      ([date]) => IsoDateSchema.safeParse(date).success,
    );
    return {
      weights: body.flatMap(([date, d]) =>
        WeightInput.safeParse({ weight: d.weight }).success ? [{ date, weight: d.weight! }] : [],
      ),
      incompleteDays: body.filter(([, d]) => d.incomplete === true).map(([date]) => date),
      profile: readProfile(this.read(PROFILE_KEY)),
      favorites: readItems(this.read(FAVORITES_KEY)),
      days: this.storedDates().flatMap((date) => {
        const items = readItems(this.read(intakeKey(date)));
        return items.length > 0 ? [{ date, items }] : [];
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

  private today(): IsoDate {
    return this.ctx().today;
  }

  private checkDate(date: IsoDate): void {
    if (!IsoDateSchema.safeParse(date).success) throw badRequest('Date must be yyyy-MM-dd');
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      throw new ApiError(507, 'storage_full', "Could not save: this browser's storage is full.");
    }
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
