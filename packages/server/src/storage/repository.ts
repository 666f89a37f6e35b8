// The storage boundary (convention 5, 7). Every method that touches user data takes the user's id first and
// every query it runs is scoped to that id: ownership is enforced here, once, not in each route.
import type {
  DiaryStore,
  Favorite,
  FoodItem,
  IsoDate,
  Meal,
  SavedMealItem,
  OperationOutcome,
  Profile,
  Scope,
  WeightEntry,
} from '@forkcast/core';

/** Field changes to a stored item or favorite. `notes: null` clears the notes. */
export interface ItemChanges {
  name?: string;
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  units?: string;
  quantity?: number;
  notes?: string | null;
  isFavorite?: boolean;
  /** The built-in database food and its weight (issue 10); null unlinks. */
  foodId?: string | null;
  grams?: number | null;
  /** Issue 14: nutrients (null: not known) and the meal. */
  fiber?: number | null;
  sugars?: number | null;
  sodium?: number | null;
  meal?: Meal;
  /** Issue 14: a saved meal's foods and servings; null makes it a plain favorite. */
  items?: SavedMealItem[] | null;
  servings?: number | null;
}

export interface StoredDay {
  date: IsoDate;
  items: FoodItem[];
}

export interface ImportData {
  profile?: Profile;
  favorites: Favorite[];
  days: StoredDay[];
  /** Issue 13: weigh-ins (one per date) and days marked incomplete; both upsert by date. */
  weights?: WeightEntry[];
  incompleteDays?: IsoDate[];
}

/** Issue 13: a day's weight (lb, or null) and its incomplete mark; days with neither are not stored. */
export interface BodyDay {
  date: IsoDate;
  weight: number | null;
  incomplete: boolean;
}

/** FoodItem's output type only has `notes` on the branch that kept them. */
export const notesOf = (item: FoodItem): string | undefined => ('notes' in item ? item.notes : undefined);

/** A write would take the account over one of its limits (LIMITS.account, LIMITS.favorites); nothing was written. */
export class LimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LimitError';
  }
}

export const WRITES_BUSY = 'The server is busy saving other changes. Please try again in a moment.';

/**
 * Decision 192: too many writes already wait in the write's queue (WRITE_QUEUE_MAX); nothing was written. The API
 * answers 503 with Retry-After.
 */
export class WriteQueueFullError extends Error {
  constructor() {
    super(WRITES_BUSY);
    this.name = 'WriteQueueFullError';
  }
}

/** Inside a write: the operations already applied, by id (decision 120). */
export interface OperationLog {
  findOp(id: string): Promise<OperationOutcome | null>;
  recordOp(outcome: OperationOutcome): Promise<void>;
  /** Forgets the operations recorded before `time` (epoch ms; decision 126). */
  forgetOpsBefore(time: number): Promise<void>;
}

/** What changed since a cursor: each changed scope with its current document; `full` replaces everything. */
export interface Changes {
  cursor: number;
  full: boolean;
  changes: { scope: Scope; value: unknown }[];
}

export interface Repository {
  /** The diary's storage port for reading one person's data. */
  read(userId: string): DiaryStore;
  /**
   * One transaction in that person's order (their writes never interleave): the store's writes are recorded
   * as changed scopes for sync, and the operation log makes resent operations idempotent.
   */
  write<T>(userId: string, fn: (store: DiaryStore, log: OperationLog) => Promise<T>): Promise<T>;
  /** The scopes changed after `cursor` (all of them when the cursor is 0 or unknown here). */
  changesSince(userId: string, cursor: number): Promise<Changes>;

  // Reads for the export and the import's checks; every diary write goes through write() and core's rules.
  getProfile(userId: string): Promise<Profile | null>;
  /** Every day with data, oldest first. */
  getAllDays(userId: string): Promise<StoredDay[]>;
  listFavorites(userId: string): Promise<Favorite[]>;

  /** New accounts: profile and favorite are written only where none exists yet. */
  seedAccount(userId: string, profile: Profile, favorite: Favorite): Promise<void>;
  /**
   * One transaction. Items keep their ids (upsert per date and id); favorites match by identity. LimitError
   * (and nothing written) when the account would hold more than LIMITS.account or LIMITS.favorites allow.
   */
  importData(userId: string, data: ImportData): Promise<{ items: number; favorites: number }>;
  /** Issue 13: days with a weight or an incomplete mark in [from, to] (both undefined: all), oldest first. */
  getBodyDays(userId: string, from?: IsoDate, to?: IsoDate): Promise<BodyDay[]>;
  /** Removes the user's data and the account itself (sessions and credentials included). */
  deleteUser(userId: string): Promise<void>;
}
