// The guest implementation of the data client (convention 10): core's diary rules (issue 12: the same ones the
// server runs) over the guest's IndexedDB database, in the same document shapes as an account's copy
// (idb.ts), so views never know which one they talk to. What guests kept in localStorage before is migrated
// once (guest-migration.ts).
import { AS_WRITTEN, StoredDocumentReads, localDate, RuleError, rules } from '@forkcast/core';
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
import type { GuestStore } from './client.ts';
import { pageStorage } from './guest-client.ts';
import { legacyKeys } from './keys.ts';
import { GUEST_DB, IdbDocuments, openForkcastDb } from './idb.ts';
import type { ForkcastDatabase } from './idb.ts';

/**
 * Decision 159: the rules that write (they check their input with core's schemas, zod) and the schemas' readers
 * load with the first write, not with the first read: every document of the guest's database was written by the
 * rules or checked once with the schemas (`checkStoredDocuments`), so reads take the documents as written.
 */
const writes = () => import('./local-writes.ts');
type WriteRules = Awaited<ReturnType<typeof writes>>['rules'];
/** Decision 159: the estimate and the suggestions load when first asked for (after the day has shown). */
const derived = () => import('./local-derived.ts');

/** Everything a guest has (the import into an account, the tests). */
export interface GuestSnapshot {
  profile: Profile | null;
  favorites: Favorite[];
  days: { date: IsoDate; items: FoodItem[] }[];
  weights: WeightEntry[];
  incompleteDays: IsoDate[];
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

export const GUEST_ID = 'guestId';

/** Whether localStorage still holds a guest's data from before IndexedDB (guest-migration.ts moves it). */
function holdsLegacyData(storage: Storage | null): boolean {
  try {
    return storage !== null && legacyKeys(storage).length > 0;
  } catch {
    return false; // localStorage refused (a browser setting): there is nothing we can read.
  }
}

/**
 * The meta entry that says every document of this database has been checked with the schemas (decision 159),
 * and the version of that check. Raise STORED_SHAPE when a schema change reads a valid old document differently
 * (a new default, a renamed field): every guest's database is then checked once more, with the new schemas.
 */
export const CHECKED_FLAG = 'checkedShape';
export const STORED_SHAPE = 1;

/**
 * Decision 159: makes sure every document of the guest's database reads the same as written as through the
 * schemas. A database already checked at STORED_SHAPE, or holding nothing, costs one read of the flag; otherwise
 * (documents written before this check existed, or just copied from localStorage) the schemas load and rewrite
 * them once.
 */
async function checkOnce(db: ForkcastDatabase, copied: boolean): Promise<void> {
  if (!copied && (await db.get('meta', CHECKED_FLAG)) === STORED_SHAPE) return;
  if ((await db.count('docs')) > 0) await (await writes()).checkStoredDocuments(db);
  await db.put('meta', STORED_SHAPE, CHECKED_FLAG);
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a LAN address over http is not one). */
export function newOperationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const STORAGE_FULL = "Could not save: this browser's storage is full.";

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

export class LocalDataClient implements GuestStore {
  readonly kind = 'guest' as const;
  readonly dbName: string;
  private readonly now: () => Date;
  private readonly timeZone: () => string;
  private readonly random: () => number;
  private readonly db: Promise<ForkcastDatabase>;
  /** Decision 205: the store's reads; its writes (`write`) load with the rules that write. */
  private readonly docs: IdbDocuments;
  private readonly store: StoredDocumentReads;
  private writable?: DiaryStore;
  /** Resolves once what the guest had in localStorage is in IndexedDB (every read and write waits for it). */
  readonly migrated: Promise<boolean>;

  constructor(options: LocalClientOptions = {}) {
    this.dbName = options.dbName ?? GUEST_DB;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? browserTimeZone;
    this.random = options.random ?? Math.random;
    const storage = options.storage === undefined ? pageStorage() : options.storage;
    const db = openForkcastDb(this.dbName);
    // Decision 159: the migration's code loads only when localStorage still holds a guest's data.
    this.migrated = db.then((d) =>
      holdsLegacyData(storage)
        ? import('./guest-migration.ts').then((m) => m.migrateLocalStorage(d, storage))
        : false,
    );
    // Nothing is read or written before the migration has run and the documents are known to be checked.
    const checked = this.migrated.then(
      (copied) => db.then((d) => checkOnce(d, copied)),
      () => db.then((d) => checkOnce(d, true)),
    );
    this.db = checked.then(
      () => db,
      () => db,
    );
    this.docs = new IdbDocuments(this.db, 'docs');
    this.store = new StoredDocumentReads(this.docs, AS_WRITTEN);
  }

  /** Runs a rule that writes, with the store that writes (both loaded with the first write, decision 159). */
  private async write<T>(rule: (rules: WriteRules, store: DiaryStore) => Promise<T>): Promise<T> {
    const m = await writes();
    return rule(m.rules, (this.writable ??= new m.StoredDocumentStore(this.docs, AS_WRITTEN)));
  }

  private ctx(): RuleContext {
    const now = this.now();
    return { now: now.getTime(), random: this.random, today: localDate(now, this.timeZone()) };
  }

  getProfile(): Promise<Profile | null> {
    return run(() => rules.getProfile(this.store));
  }

  saveProfile(profile: Profile): Promise<Profile> {
    return run(() => this.write((r, s) => r.saveProfile(s, profile)));
  }

  getDay(date: IsoDate): Promise<DailyIntake> {
    return run(() => rules.getDay(this.store, date));
  }

  getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    return run(() => rules.getDays(this.store, from, to));
  }

  addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    return run(() => this.write((r, s) => r.addItems(s, this.ctx(), date, items)));
  }

  updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    return run(() => this.write((r, s) => r.updateItem(s, date, id, patch)));
  }

  removeItem(date: IsoDate, id: string): Promise<DailyIntake> {
    return run(() => this.write((r, s) => r.removeItem(s, date, id)));
  }

  getFavorites(): Promise<Favorite[]> {
    return run(() => rules.listFavorites(this.store));
  }

  addFavorite(item: NewFoodItem): Promise<Favorite> {
    return run(() => this.write((r, s) => r.addFavorite(s, this.ctx(), item)));
  }

  updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite> {
    return run(() => this.write((r, s) => r.updateFavorite(s, id, patch)));
  }

  removeFavorite(id: string): Promise<void> {
    return run(() => this.write((r, s) => r.removeFavorite(s, id)));
  }

  toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    return run(() => this.write((r, s) => r.toggleFavorite(s, this.ctx(), item)));
  }

  getSuggestions(query: string): Promise<Suggestion[]> {
    // As the server: suggestions come from the whole history.
    return run(async () => (await derived()).getSuggestions(this.store, this.ctx().today, query));
  }

  /** Everything a guest has, for the import into a new account (spec section 4, issue 4). */
  async snapshot(): Promise<GuestSnapshot> {
    const { snapshotOf } = await writes();
    return snapshotOf(await this.db);
  }

  /**
   * Spec section 4: clearing guest data removes the profile, favorites, every day and the weights. The
   * walkthrough flag stays: it belongs to the browser, not to the guest's data.
   */
  async clear(): Promise<void> {
    const { clearGuestData } = await writes();
    return clearGuestData(await this.db);
  }

  /**
   * This guest's data's own id (decision 125): an account that took it records the id, so a sign-up
   * interrupted before the guest copy was cleared does not queue it twice. A cleared guest gets a new one.
   */
  async guestId(): Promise<string> {
    const { guestIdOf } = await writes();
    return guestIdOf(await this.db);
  }

  /** Closes the database (tests). */
  async close(): Promise<void> {
    (await this.db).close();
  }

  getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    return run(() => rules.getWeights(this.store, from, to));
  }

  async putWeight(date: IsoDate, weight: number): Promise<WeightEntry> {
    return run(() => this.write((r, s) => r.putWeight(s, this.ctx(), date, weight)));
  }

  removeWeight(date: IsoDate): Promise<void> {
    return run(() => this.write((r, s) => r.removeWeight(s, date)));
  }

  setIncomplete(date: IsoDate, incomplete: boolean): Promise<void> {
    return run(() => this.write((r, s) => r.setIncomplete(s, this.ctx(), date, incomplete)));
  }

  getExpenditure(date: IsoDate): Promise<Expenditure> {
    return run(async () => (await derived()).getExpenditure(this.store, this.ctx().today, date));
  }
}
