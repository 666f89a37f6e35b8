// The guest implementation of the data client (convention 10): core's diary rules (issue 12: the same ones the
// server runs) over the guest's IndexedDB database, in the same document shapes as an account's copy
// (idb.ts), so views never know which one they talk to. What guests kept in localStorage before is migrated
// once (guest-migration.ts).
import {
  DocumentStore,
  EXPENDITURE_WINDOW_DAYS,
  FILTER_HISTORY_DAYS,
  FUTURE_MARK_MESSAGE,
  FUTURE_WEIGHT_MESSAGE,
  IsoDate as IsoDateSchema,
  WeightInput,
  addDays,
  bodyScope,
  daysBetween,
  estimateExpenditure,
  isFutureDate,
  RuleError,
  localDate,
  readItems,
  readProfile,
  rules,
} from '@forkcast/core';
import type {
  DailyIntake,
  DiaryStore,
  Expenditure,
  Favorite,
  FoodItem,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Profile,
  RuleContext,
  Suggestion,
  WeightEntry,
} from '@forkcast/core';
import { ApiError, browserTimeZone } from './api.ts';
import type { DataClient } from './client.ts';
import { migrateLocalStorage } from './guest-migration.ts';
import { GUEST_DB, IdbDocuments, openForkcastDb } from './idb.ts';
import type { ForkcastDatabase } from './idb.ts';

/** Everything a guest has (the import into an account, the tests). */
export interface GuestSnapshot {
  profile: Profile | null;
  favorites: Favorite[];
  days: { date: IsoDate; items: FoodItem[] }[];
  weights: WeightEntry[];
  incompleteDays: IsoDate[];
}

/** The page's localStorage, or null where the browser refuses it (nothing to migrate then). */
function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface LocalClientOptions {
  /** The guest's IndexedDB database (tests give each client its own). */
  dbName?: string;
  /** Where guests kept their data before IndexedDB: migrated once, then emptied (null: nothing to migrate). */
  storage?: Storage | null;
  now?: () => Date;
  timeZone?: () => string;
  random?: () => number;
}

const STORAGE_FULL = "Could not save: this browser's storage is full.";

const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
const notFound = (message: string) => new ApiError(404, 'not_found', message);
function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * Runs a rule; a refusal becomes the ApiError the views already handle for the server's answers, and a full
 * browser storage says so.
 */
export async function run<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RuleError) throw new ApiError(error.status, error.code, error.message);
    if (error instanceof DOMException && error.name === 'QuotaExceededError') {
      throw new ApiError(507, 'storage_full', STORAGE_FULL);
    }
    throw error;
  }
}

/** Issue 13 (decision 132): a day's weigh-in and incomplete mark, one document per date (`body:<date>`). */
interface BodyDoc {
  weight?: number;
  incomplete?: true;
}

function readBody(value: unknown): BodyDoc {
  if (value === null || typeof value !== 'object') return {};
  const { weight, incomplete } = value as { weight?: unknown; incomplete?: unknown };
  const doc: BodyDoc = {};
  if (typeof weight === 'number' && Number.isFinite(weight)) doc.weight = weight;
  if (incomplete === true) doc.incomplete = true;
  return doc;
}

export class LocalDataClient implements DataClient {
  readonly kind = 'guest' as const;
  readonly dbName: string;
  private readonly now: () => Date;
  private readonly timeZone: () => string;
  private readonly random: () => number;
  private readonly db: Promise<ForkcastDatabase>;
  private readonly store: DiaryStore;
  /** Resolves once what the guest had in localStorage is in IndexedDB (every read and write waits for it). */
  readonly migrated: Promise<boolean>;

  constructor(options: LocalClientOptions = {}) {
    this.dbName = options.dbName ?? GUEST_DB;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? browserTimeZone;
    this.random = options.random ?? Math.random;
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    const db = openForkcastDb(this.dbName);
    this.migrated = db.then((d) => migrateLocalStorage(d, storage));
    // Nothing is read or written before the migration has run.
    this.db = this.migrated.then(
      () => db,
      () => db,
    );
    this.store = new DocumentStore(new IdbDocuments(this.db, 'docs'));
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

  /** Everything a guest has, for the import into a new account (spec section 4, issue 4). */
  async snapshot(): Promise<GuestSnapshot> {
    const db = await this.db;
    const [keys, values] = await Promise.all([db.getAllKeys('docs'), db.getAll('docs')]);
    const snap: GuestSnapshot = { profile: null, favorites: [], days: [], weights: [], incompleteDays: [] };
    keys.forEach((key, i) => {
      const value = values[i];
      if (key === 'profile') snap.profile = readProfile(value);
      else if (key === 'favorites') snap.favorites = readItems(value);
      else if (key.startsWith('day:')) {
        const items = readItems(value);
        if (items.length > 0) snap.days.push({ date: key.slice('day:'.length), items });
      } else if (key.startsWith('body:')) {
        const date = key.slice('body:'.length);
        const body = readBody(value);
        if (body.weight !== undefined && WeightInput.safeParse({ weight: body.weight }).success) {
          snap.weights.push({ date, weight: body.weight });
        }
        if (body.incomplete) snap.incompleteDays.push(date);
      }
    });
    return snap;
  }

  /**
   * Spec section 4: clearing guest data removes the profile, favorites, every day and the weights. The
   * walkthrough flag stays: it belongs to the browser, not to the guest's data.
   */
  async clear(): Promise<void> {
    await (await this.db).clear('docs');
  }

  /** Closes the database (tests). */
  async close(): Promise<void> {
    (await this.db).close();
  }

  private today(): IsoDate {
    return this.ctx().today;
  }

  private checkDate(date: IsoDate): void {
    if (!IsoDateSchema.safeParse(date).success) throw badRequest('Date must be yyyy-MM-dd');
  }

  private async readBodyDay(date: IsoDate): Promise<BodyDoc> {
    return readBody(await (await this.db).get('docs', bodyScope(date)));
  }

  private async writeBodyDay(date: IsoDate, change: { weight?: number | null; incomplete?: boolean }) {
    const db = await this.db;
    const next = readBody(await db.get('docs', bodyScope(date)));
    if (change.weight === null) delete next.weight;
    else if (change.weight !== undefined) next.weight = change.weight;
    if (change.incomplete === false) delete next.incomplete;
    else if (change.incomplete) next.incomplete = true;
    await run(async () => {
      if (next.weight === undefined && !next.incomplete) await db.delete('docs', bodyScope(date));
      else await db.put('docs', next, bodyScope(date));
    });
  }

  async getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    this.checkDate(from);
    this.checkDate(to);
    if (daysBetween(from, to) < 0) throw badRequest('from must not be after to');
    const db = await this.db;
    const range = IDBKeyRange.bound(bodyScope(from), bodyScope(to));
    const [keys, values] = await Promise.all([db.getAllKeys('docs', range), db.getAll('docs', range)]);
    const entries = keys.map((k, i) => [k.slice('body:'.length), readBody(values[i])] as const);
    return {
      weights: entries.flatMap(([date, d]) => (d.weight === undefined ? [] : [{ date, weight: d.weight }])),
      incomplete: entries.filter(([, d]) => d.incomplete === true).map(([date]) => date),
    };
  }

  async putWeight(date: IsoDate, weight: number): Promise<WeightEntry> {
    this.checkDate(date);
    if (isFutureDate(date, this.today())) throw badRequest(FUTURE_WEIGHT_MESSAGE, 'future_date');
    const parsed = WeightInput.safeParse({ weight });
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    await this.writeBodyDay(date, { weight: parsed.data.weight });
    return { date, weight: parsed.data.weight };
  }

  async removeWeight(date: IsoDate): Promise<void> {
    this.checkDate(date);
    if ((await this.readBodyDay(date)).weight === undefined) throw notFound(`No weight logged on ${date}`);
    await this.writeBodyDay(date, { weight: null });
  }

  async setIncomplete(date: IsoDate, incomplete: boolean): Promise<void> {
    this.checkDate(date);
    if (isFutureDate(date, this.today())) throw badRequest(FUTURE_MARK_MESSAGE, 'future_date');
    await this.writeBodyDay(date, { incomplete });
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
