// Row types of the application's tables (decision 011: one row per logged item; totals are computed).
// Better Auth's tables belong to the auth module; ours reference its user table's id.

/** Better Auth's tables as the auth module names them (its `modelName`s); only what we reference or delete. */
export const AUTH_TABLES = { user: 'auth_user', session: 'auth_session', account: 'auth_account' } as const;

export interface ProfilesTable {
  user_id: string;
  /** The whole Profile as JSON: it is always read and replaced as one document. */
  data: string;
  updated_at: number;
}

interface ItemColumns {
  user_id: string;
  id: string;
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  units: string;
  quantity: number;
  notes: string | null;
  is_favorite: number;
  /** The built-in database food and its weight, when the item came from it (migration 004). */
  food_id: string | null;
  grams: number | null;
  /** Fiber and sugars (g), sodium (mg) when known, and the meal (issue 14, migration 006). */
  fiber: number | null;
  sugars: number | null;
  sodium: number | null;
  meal: string | null;
  /** A saved meal's foods as JSON, and its servings (issue 14, migration 007). */
  items: string | null;
  servings: number | null;
  /** The item's own timestamp (epoch ms), part of the food item contract. */
  timestamp: number;
  /** Insertion order: created_at, then the position within the request that created the rows. */
  seq: number;
  created_at: number;
  updated_at: number;
}

export interface FoodItemsTable extends ItemColumns {
  date: string;
  /** core's favoriteKey(item): the food's identity, indexed with the date for its usage (migration 002). */
  key: string;
}

/**
 * Decision 113: one row per person and food (favoriteKey) of their whole history, kept up to date in the
 * transaction of every write: how often it was logged and its most recent entry. Suggestions read these
 * instead of every item.
 */
export interface FoodUsageTable {
  user_id: string;
  key: string;
  /** core's suggestionName(item) of the most recent entry: what a suggestion query is matched against. */
  name_lower: string;
  uses: number | string;
  /** The most recent entry: food_items (user_id, last_date, last_id). */
  last_date: string;
  last_id: string;
}

export interface FavoritesTable extends ItemColumns {
  /** core's favoriteKey(item): favorites are unique per (user, key). */
  key: string;
}

/** Issue 13 (decision 132): a day's weight (lb, or null) and the incomplete-logging mark. */
export interface BodyDaysTable {
  user_id: string;
  date: string;
  weight: number | null;
  /** 1 when the user marked the day's intake logging incomplete */
  incomplete: number;
  updated_at: number;
}

/** Decision 120: a person's version counter; its row also serializes that person's writes. */
export interface SyncCursorsTable {
  user_id: string;
  version: number | string | bigint;
}

/** The version at which a scope ('profile', 'favorites', 'day:yyyy-MM-dd') last changed. */
export interface SyncChangesTable {
  user_id: string;
  scope: string;
  version: number | string | bigint;
}

/** Every operation applied, by id: a resent one is answered from here and not applied again. */
export interface SyncOpsTable {
  user_id: string;
  id: string;
  version: number | string | bigint;
  status: string;
  error_code: string | null;
  error_message: string | null;
  created_at: number;
}

export interface DB {
  body_days: BodyDaysTable;
  profiles: ProfilesTable;
  food_items: FoodItemsTable;
  food_usage: FoodUsageTable;
  favorites: FavoritesTable;
  sync_cursors: SyncCursorsTable;
  sync_changes: SyncChangesTable;
  sync_ops: SyncOpsTable;
}
