// Issue 4: a guest's data moves into the account without loss and without doubles, even when the import runs
// twice (a crash between the server's answer and the local clear).
import { DEFAULT_PROFILE, favoriteKey } from '@forkcast/core';
import type { Favorite, FoodItem, NewFoodItem, Profile } from '@forkcast/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountProfileIsReplaceable, importGuestData } from './import.ts';
import { GUEST_DB, openForkcastDb } from './idb.ts';
import { LocalDataClient } from './local.ts';
import type { ImportPayload } from './remote.ts';

/**
 * An in-memory account with the server's import contract (brief: POST /api/import): items keep their ids (same
 * date and id overwrite), favorites match by identity, the profile is replaced only when sent.
 */
class AccountDouble {
  profile: Profile = DEFAULT_PROFILE;
  favorites = new Map<string, Favorite>();
  items = new Map<string, FoodItem>();
  calls: ImportPayload[] = [];
  async import(payload: ImportPayload) {
    this.calls.push(structuredClone(payload));
    if (payload.profile) this.profile = payload.profile;
    for (const f of payload.favorites) this.favorites.set(favoriteKey(f), f);
    let items = 0;
    for (const day of payload.days) {
      for (const item of day.items) {
        this.items.set(`${day.date}/${item.id}`, item);
        items++;
      }
    }
    return { items, favorites: payload.favorites.length };
  }
}

const egg: NewFoodItem = {
  name: 'Egg',
  calories: 70,
  protein: 6,
  carbs: 0.5,
  fat: 5,
  units: 'large',
  quantity: 1,
};
const rice: NewFoodItem = {
  name: 'Rice',
  calories: 200,
  protein: 4,
  carbs: 44,
  fat: 0.4,
  units: 'cups',
  quantity: 1,
};

let local: LocalDataClient;
let account: AccountDouble;
const guestProfile: Profile = { ...DEFAULT_PROFILE, age: 31, weight: 180, targetCalories: 2400 };

beforeEach(async () => {
  let n = 0;
  local = new LocalDataClient({
    now: () => new Date('2026-11-22T12:00:00Z'),
    timeZone: () => 'UTC',
    random: () => (n++ % 97) / 97,
  });
  account = new AccountDouble();
  await local.saveProfile(guestProfile);
  await local.addFavorite(egg);
  await local.addItems('2026-11-21', [egg, rice]);
  await local.addItems('2026-11-22', [rice]);
});

const send = (payload: ImportPayload) => account.import(payload);

describe('importGuestData', () => {
  it('sends the profile, favorites and days, then clears the local copy', async () => {
    // The home the page kept for the guest goes with the copy (decision 198).
    const changed = vi.fn();
    vi.stubGlobal('__forkcastBoot', { changed });
    const outcome = await importGuestData(local, { includeProfile: true, send }).finally(() =>
      vi.unstubAllGlobals(),
    );
    expect(changed).toHaveBeenCalled();
    expect(outcome).toEqual({ imported: true, items: 3, favorites: 1, profile: true });
    expect(account.profile).toEqual(guestProfile);
    expect([...account.favorites.values()].map((f) => f.name)).toEqual(['Egg']);
    expect(account.items.size).toBe(3);
    expect(await local.snapshot()).toEqual({
      profile: null,
      favorites: [],
      days: [],
      weights: [],
      incompleteDays: [],
    });
  });

  it('leaves the profile out when told to (signing in to an account that has one)', async () => {
    account.profile = { ...DEFAULT_PROFILE, age: 60 };
    const outcome = await importGuestData(local, { includeProfile: false, send });
    expect(outcome.profile).toBe(false);
    expect(account.calls[0]).not.toHaveProperty('profile');
    expect(account.profile.age).toBe(60);
    expect(account.items.size).toBe(3);
  });

  it('neither loses nor doubles anything when it runs again after a crash before the clear', async () => {
    const db = await openForkcastDb(GUEST_DB);
    const before = { keys: await db.getAllKeys('docs'), values: await db.getAll('docs') };
    await importGuestData(local, { includeProfile: true, send });
    // The crash: the server has everything, but the browser never cleared its copy.
    for (const [i, key] of before.keys.entries()) await db.put('docs', before.values[i], key);
    db.close();
    await importGuestData(local, { includeProfile: true, send });
    expect(account.calls).toHaveLength(2);
    // Ids travel unchanged, so the second run addresses the very same rows.
    expect(account.calls[1]).toEqual(account.calls[0]);
    expect(account.items.size).toBe(3);
    expect(account.favorites.size).toBe(1);
    expect((await local.snapshot()).days).toEqual([]);
  });

  it('keeps the local data when the server refuses', async () => {
    const failing = async () => {
      throw new Error('Server responded with status 500');
    };
    await expect(importGuestData(local, { includeProfile: true, send: failing })).rejects.toThrow('500');
    const snap = await local.snapshot();
    expect(snap.profile).toEqual(guestProfile);
    expect(snap.days).toHaveLength(2);
    expect(snap.favorites).toHaveLength(1);
  });

  it('makes no call when there is nothing to import', async () => {
    await local.clear();
    const outcome = await importGuestData(local, { includeProfile: true, send });
    expect(outcome.imported).toBe(false);
    expect(account.calls).toHaveLength(0);
  });
});

describe('accountProfileIsReplaceable', () => {
  it('is true for no profile and for the untouched default the server seeds at sign-up', () => {
    expect(accountProfileIsReplaceable(null)).toBe(true);
    expect(accountProfileIsReplaceable({ ...DEFAULT_PROFILE })).toBe(true);
  });
  it('is false once the account has its own profile', () => {
    expect(accountProfileIsReplaceable({ ...DEFAULT_PROFILE, weight: 170 })).toBe(false);
    expect(accountProfileIsReplaceable({ ...DEFAULT_PROFILE, walkthroughCompleted: true })).toBe(false);
  });
});
