// One typed data client, two implementations (convention 10): `local` for guests (browser storage)
// and `http` for accounts (the JSON API). Views and hooks only ever see this interface.
import type {
  DailyIntake,
  Favorite,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Expenditure,
  Profile,
  Suggestion,
  WeightEntry,
} from '@forkcast/core';
import type { GuestSnapshot } from './local.ts';

export interface DataClient {
  readonly kind: 'guest' | 'account';
  getProfile(): Promise<Profile | null>;
  saveProfile(profile: Profile): Promise<Profile>;
  /** A day with no data is empty with zero totals. */
  getDay(date: IsoDate): Promise<DailyIntake>;
  /** Days with data in [from, to]. */
  getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]>;
  /** Refuses dates after today with 'Cannot add items to future dates'. */
  addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake>;
  /** Fails with 'No daily intake found for date: {date}' when the day has no data. */
  updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake>;
  removeItem(date: IsoDate, id: string): Promise<DailyIntake>;
  getFavorites(): Promise<Favorite[]>;
  addFavorite(item: NewFoodItem): Promise<Favorite>;
  updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite>;
  removeFavorite(id: string): Promise<void>;
  /** Identity is name plus units (spec section 4). */
  toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }>;
  /** Ranked with the core's rules from the history; at most 3. */
  getSuggestions(query: string): Promise<Suggestion[]>;
  /** Issue 13: weigh-ins (pounds) and days marked incomplete in [from, to]. */
  getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }>;
  /** One weight per day, the last entry wins; refuses future dates with 'Cannot log a weight on a future date'. */
  putWeight(date: IsoDate, weight: number): Promise<WeightEntry>;
  removeWeight(date: IsoDate): Promise<void>;
  setIncomplete(date: IsoDate, incomplete: boolean): Promise<void>;
  /** Issue 13: the estimated expenditure for the window ending at `date`. */
  getExpenditure(date: IsoDate): Promise<Expenditure>;
}

/** The guest's store: a data client that can also hand over, clear and identify what the guest has. */
export interface GuestStore extends DataClient {
  readonly kind: 'guest';
  /** Everything the guest has (the import into an account). */
  snapshot(): Promise<GuestSnapshot>;
  /** Spec section 4: clearing guest data. */
  clear(): Promise<void>;
  /** This guest data's own id (decision 125). */
  guestId(): Promise<string>;
}
