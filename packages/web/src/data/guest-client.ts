// Issue 15 (decision 158): the guest's data client without the data layer's code. The rules, the document store
// and zod (LocalDataClient, about 20 KiB gzip) load with the first read that needs them; a first visit has no
// stored profile, so the welcome screen shows without them and they load with the first write.
import type { IsoDate, NewFoodItem, FoodItemPatch, Profile } from '@forkcast/core';
import type { GuestStore } from './client.ts';
import type { LocalDataClient } from './local.ts';
import { GUEST_DB, openForkcastDb } from './idb.ts';
import { PROFILE_KEY } from './keys.ts';

/** The page's localStorage, or null where the browser refuses it (nothing to migrate then). */
export function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this browser may hold a guest profile: one in the guest database, or one in localStorage still to be
 * migrated (guest-migration.ts). Reads the document without checking it (LocalDataClient does that); when it
 * cannot tell, it says yes, so the full client answers.
 */
export async function guestProfileStored(
  storage: Pick<Storage, 'getItem'> | null = pageStorage(),
  dbName: string = GUEST_DB,
): Promise<boolean> {
  try {
    if (storage && storage.getItem(PROFILE_KEY) !== null) return true;
  } catch {
    // localStorage refused: nothing to migrate from it.
  }
  try {
    // A first visit has no guest database: asking the list does not create one (opening would), so a reload
    // before the first write is still a first visit to the page's boot script (decision 190).
    if (typeof indexedDB.databases === 'function') {
      const names = await indexedDB.databases();
      if (!names.some((d) => d.name === dbName)) return false;
    }
    const db = await openForkcastDb(dbName);
    try {
      return (await db.get('docs', 'profile')) !== undefined;
    } finally {
      db.close();
    }
  } catch {
    return true;
  }
}

let firstCheck: Promise<boolean> | null = null;
/** This page's answer, asked once: main.tsx asks before React renders, the guest client reuses it. */
export function guestProfileStoredOnLoad(): Promise<boolean> {
  return (firstCheck ??= guestProfileStored());
}

export const loadLocalClient = (): Promise<LocalDataClient> =>
  import('./local.ts').then((m) => new m.LocalDataClient());

/**
 * The guest's store, loaded on first use: every method waits for LocalDataClient's code, except the profile's
 * read while none is stored, which answers null at once (a first visit's welcome screen).
 */
export class DeferredGuestClient implements GuestStore {
  readonly kind = 'guest' as const;
  private client: Promise<LocalDataClient> | null = null;

  constructor(
    private readonly loadClient: () => Promise<LocalDataClient> = loadLocalClient,
    private readonly profileStored: () => Promise<boolean> = guestProfileStoredOnLoad,
  ) {}

  /** Starts loading the store's code (a form that writes is showing); resolves with the store. */
  load(): Promise<LocalDataClient> {
    return (this.client ??= this.loadClient());
  }

  private with<T>(fn: (client: LocalDataClient) => Promise<T>): Promise<T> {
    return this.load().then(fn);
  }

  async getProfile(): Promise<Profile | null> {
    if (this.client === null && !(await this.profileStored())) {
      // Nothing stored when the page loaded; a write since then loaded the store, which answers instead.
      if (this.client === null) return null;
    }
    return this.with((c) => c.getProfile());
  }

  saveProfile(profile: Profile) {
    return this.with((c) => c.saveProfile(profile));
  }
  getDay(date: IsoDate) {
    return this.with((c) => c.getDay(date));
  }
  getDays(from: IsoDate, to: IsoDate) {
    return this.with((c) => c.getDays(from, to));
  }
  addItems(date: IsoDate, items: NewFoodItem[]) {
    return this.with((c) => c.addItems(date, items));
  }
  updateItem(date: IsoDate, id: string, patch: FoodItemPatch) {
    return this.with((c) => c.updateItem(date, id, patch));
  }
  removeItem(date: IsoDate, id: string) {
    return this.with((c) => c.removeItem(date, id));
  }
  getFavorites() {
    return this.with((c) => c.getFavorites());
  }
  addFavorite(item: NewFoodItem) {
    return this.with((c) => c.addFavorite(item));
  }
  updateFavorite(id: string, patch: FoodItemPatch) {
    return this.with((c) => c.updateFavorite(id, patch));
  }
  removeFavorite(id: string) {
    return this.with((c) => c.removeFavorite(id));
  }
  toggleFavorite(item: NewFoodItem) {
    return this.with((c) => c.toggleFavorite(item));
  }
  getSuggestions(query: string) {
    return this.with((c) => c.getSuggestions(query));
  }
  getWeights(from: IsoDate, to: IsoDate) {
    return this.with((c) => c.getWeights(from, to));
  }
  putWeight(date: IsoDate, weight: number) {
    return this.with((c) => c.putWeight(date, weight));
  }
  removeWeight(date: IsoDate) {
    return this.with((c) => c.removeWeight(date));
  }
  setIncomplete(date: IsoDate, incomplete: boolean) {
    return this.with((c) => c.setIncomplete(date, incomplete));
  }
  getExpenditure(date: IsoDate) {
    return this.with((c) => c.getExpenditure(date));
  }
  snapshot() {
    return this.with((c) => c.snapshot());
  }
  clear() {
    return this.with((c) => c.clear());
  }
  guestId() {
    return this.with((c) => c.guestId());
  }
}
