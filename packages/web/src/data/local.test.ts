// The guest store's contract: the same rules and messages as the server's API (spec sections 3-5 and 8).
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { GUEST_DB, openForkcastDb } from './idb.ts';
import { WALKTHROUGH_FLAG_KEY } from './keys.ts';
import { CHECKED_FLAG, LocalDataClient, STORED_SHAPE } from './local.ts';

// 02:00 UTC on the 23rd is still the 22nd in New York: "today" is the user's own day.
const NOW = new Date('2026-11-23T02:00:00Z');
const TODAY = '2026-11-22';

const egg: NewFoodItem = {
  name: 'Egg',
  calories: 70,
  protein: 6,
  carbs: 0.5,
  fat: 5,
  units: 'large',
  quantity: 1,
};
const toast: NewFoodItem = {
  name: 'Toast',
  calories: 80,
  protein: 3,
  carbs: 15,
  fat: 1,
  units: 'slices',
  quantity: 1,
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** A document of the guest's IndexedDB database, as stored. */
async function stored(scope: string): Promise<unknown> {
  const db = await openForkcastDb(GUEST_DB);
  try {
    return await db.get('docs', scope);
  } finally {
    db.close();
  }
}

let seq = 0;
let client: LocalDataClient;
beforeEach(() => {
  seq = 0;
  client = new LocalDataClient({
    now: () => NOW,
    timeZone: () => 'America/New_York',
    random: () => (seq++ % 1000) / 1000,
  });
});

describe('profile', () => {
  it('is null until saved, then round-trips under one key', async () => {
    expect(await client.getProfile()).toBeNull();
    const saved = await client.saveProfile({ ...DEFAULT_PROFILE, age: 40 });
    expect(saved.age).toBe(40);
    expect(await client.getProfile()).toEqual(saved);
    expect(await stored('profile')).toMatchObject({ age: 40 });
  });

  it('refuses an invalid profile with a 400 and keeps the stored one', async () => {
    await client.saveProfile(DEFAULT_PROFILE);
    const err = await rejection(client.saveProfile({ ...DEFAULT_PROFILE, age: 0 }));
    expect(err.status).toBe(400);
    expect((await client.getProfile())?.age).toBe(DEFAULT_PROFILE.age);
  });

  it('treats unreadable stored data as no profile: checked once, when the store opens (decision 159)', async () => {
    await olderDatabase([['profile', { age: 'not a number' }]]);
    const opened = newClient();
    expect(await opened.getProfile()).toBeNull();
    expect(await stored('profile')).toBeUndefined();
    await opened.close();
  });
});

/** A database as a version before decision 159 left it: these documents, never checked. */
async function olderDatabase(entries: [string, unknown][], flag?: number) {
  await client.getProfile(); // the test's own client has opened (and checked) the empty database
  const db = await openForkcastDb(GUEST_DB);
  for (const [key, value] of entries) await db.put('docs', value, key);
  if (flag === undefined) await db.delete('meta', CHECKED_FLAG);
  else await db.put('meta', flag, CHECKED_FLAG);
  db.close();
}
const newClient = () => new LocalDataClient({ now: () => NOW, timeZone: () => 'America/New_York' });

describe('the one-time check of stored documents (decision 159)', () => {
  const { isFavorite: _omitted, ...oldEgg } = { ...egg, id: 'e1', timestamp: 1, isFavorite: false };

  it('rewrites what an older version stored as the schemas read it, then marks the database checked', async () => {
    await olderDatabase([
      ['profile', { ...DEFAULT_PROFILE, unitSystem: undefined }],
      [`day:${TODAY}`, [oldEgg, { name: 'no values' }]],
      ['day:2026-11-20', [{ name: 'nothing readable' }]],
    ]);
    const opened = newClient();
    expect((await opened.getProfile())?.unitSystem).toBe('imperial');
    expect((await opened.getDay(TODAY)).items).toEqual([{ ...oldEgg, isFavorite: false }]);
    expect(await stored(`day:${TODAY}`)).toEqual([{ ...oldEgg, isFavorite: false }]);
    expect(await stored('day:2026-11-20')).toBeUndefined();
    const db = await openForkcastDb(GUEST_DB);
    expect(await db.get('meta', CHECKED_FLAG)).toBe(STORED_SHAPE);
    db.close();
    await opened.close();
  });

  it('reads a database checked at this version as written, and checks one from an older version again', async () => {
    await olderDatabase([[`day:${TODAY}`, [oldEgg]]], STORED_SHAPE);
    const current = newClient();
    expect((await current.getDay(TODAY)).items).toEqual([oldEgg]);
    await current.close();

    await olderDatabase([], STORED_SHAPE - 1);
    const older = newClient();
    expect((await older.getDay(TODAY)).items).toEqual([{ ...oldEgg, isFavorite: false }]);
    await older.close();
  });
});

describe('days', () => {
  it('shows a day without data as empty with zero totals', async () => {
    expect(await client.getDay('2026-11-01')).toEqual({
      date: '2026-11-01',
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    });
  });

  it('adds items with ids and timestamps, sums the totals and stores one key per date', async () => {
    const day = await client.addItems(TODAY, [egg, toast]);
    expect(day.items).toHaveLength(2);
    expect(day.items[0]!.id).toMatch(/^\d+-[0-9a-z]{8}$/);
    expect(day.items[0]!.id).not.toBe(day.items[1]!.id);
    expect(day.items[0]!.timestamp).toBe(NOW.getTime());
    expect(day.items[0]!.isFavorite).toBe(false);
    expect(day.totals).toEqual({ calories: 150, protein: 9, carbs: 15.5, fat: 6 });
    expect(await stored(`day:${TODAY}`)).toHaveLength(2);
    expect(await client.getDay(TODAY)).toEqual(day);
  });

  it("refuses dates after the user's today with the spec's message, storing nothing", async () => {
    const err = await rejection(client.addItems('2026-11-23', [egg]));
    expect(err.status).toBe(400);
    expect(err.code).toBe('future_date');
    expect(err.message).toBe('Cannot add items to future dates');
    expect(await stored('day:2026-11-23')).toBeUndefined();
  });

  it('accepts past days', async () => {
    const day = await client.addItems('2025-01-31', [egg]);
    expect(day.totals.calories).toBe(70);
  });

  it('refuses an item without a name, and an empty or oversized batch', async () => {
    expect((await rejection(client.addItems(TODAY, [{ ...egg, name: '  ' }]))).message).toBe(
      'Please enter a food name',
    );
    expect((await rejection(client.addItems(TODAY, []))).status).toBe(400);
    expect((await rejection(client.addItems(TODAY, Array(51).fill(egg)))).status).toBe(400);
    expect(await stored(`day:${TODAY}`)).toBeUndefined();
  });

  it('keeps given ids and refuses one already used that day (409)', async () => {
    await client.addItems(TODAY, [{ ...egg, id: 'a1' }]);
    const err = await rejection(client.addItems(TODAY, [{ ...toast, id: 'a1' }]));
    expect(err.status).toBe(409);
    expect(
      (
        await rejection(
          client.addItems(TODAY, [
            { ...toast, id: 'b' },
            { ...egg, id: 'b' },
          ]),
        )
      ).message,
    ).toBe('Item ids must be unique');
    expect((await client.getDay(TODAY)).items.map((i) => i.name)).toEqual(['Egg']);
  });

  it('refuses a malformed date', async () => {
    expect((await rejection(client.getDay('2026-02-30'))).status).toBe(400);
  });
});

describe('updating and removing items', () => {
  it("fails with the spec's message when the day has no intake", async () => {
    const update = await rejection(client.updateItem('2026-11-20', 'x', { calories: 1 }));
    expect(update.status).toBe(404);
    expect(update.message).toBe('No daily intake found for date: 2026-11-20');
    const remove = await rejection(client.removeItem('2026-11-20', 'x'));
    expect(remove.message).toBe('No daily intake found for date: 2026-11-20');
  });

  it('fails with 404 for an unknown item on a day with data', async () => {
    await client.addItems(TODAY, [egg]);
    const err = await rejection(client.updateItem(TODAY, 'nope', { calories: 1 }));
    expect(err.status).toBe(404);
    expect(err.message).toBe('No food item found with id: nope');
    expect((await rejection(client.removeItem(TODAY, 'nope'))).status).toBe(404);
  });

  it('applies a patch, recomputes the totals and keeps notes only when non-empty after trimming', async () => {
    const { items } = await client.addItems(TODAY, [egg, toast]);
    const id = items[0]!.id;
    let day = await client.updateItem(TODAY, id, { quantity: 2, calories: 140, notes: '  runny  ' });
    expect(day.items[0]).toMatchObject({ quantity: 2, calories: 140, notes: 'runny' });
    expect(day.totals.calories).toBe(220);
    day = await client.updateItem(TODAY, id, { notes: '   ' });
    expect(day.items[0]).not.toHaveProperty('notes');
    await client.updateItem(TODAY, id, { notes: 'x' });
    day = await client.updateItem(TODAY, id, { notes: null });
    expect(day.items[0]).not.toHaveProperty('notes');
  });

  it('refuses an invalid patch and changes nothing', async () => {
    const { items } = await client.addItems(TODAY, [egg]);
    const err = await rejection(client.updateItem(TODAY, items[0]!.id, { quantity: 0 }));
    expect(err.message).toBe('Please enter a valid quantity');
    expect((await client.getDay(TODAY)).items[0]!.quantity).toBe(1);
  });

  it('removes an item and recomputes; a day emptied has no data', async () => {
    const { items } = await client.addItems(TODAY, [egg, toast]);
    let day = await client.removeItem(TODAY, items[0]!.id);
    expect(day.items.map((i) => i.name)).toEqual(['Toast']);
    expect(day.totals.calories).toBe(80);
    day = await client.removeItem(TODAY, items[1]!.id);
    expect(day.totals.calories).toBe(0);
    expect(await client.getDays('2026-11-01', TODAY)).toEqual([]);
    expect((await rejection(client.removeItem(TODAY, items[1]!.id))).message).toBe(
      `No daily intake found for date: ${TODAY}`,
    );
  });
});

describe('ranges of days', () => {
  it('returns only days with data in [from, to], oldest first', async () => {
    await client.addItems('2026-11-20', [toast]);
    await client.addItems('2026-11-10', [egg]);
    await client.addItems('2026-10-01', [egg]);
    const days = await client.getDays('2026-11-01', TODAY);
    expect(days.map((d) => d.date)).toEqual(['2026-11-10', '2026-11-20']);
    expect(days[1]!.totals.calories).toBe(80);
  });

  it('refuses a reversed range and one longer than 366 days', async () => {
    expect((await rejection(client.getDays(TODAY, '2026-11-01'))).message).toBe('from must not be after to');
    expect((await rejection(client.getDays('2025-11-01', TODAY))).status).toBe(400);
    expect(await client.getDays('2025-11-22', TODAY)).toEqual([]);
  });
});

describe('favorites', () => {
  it('adds a favorite marked isFavorite and lists it', async () => {
    const fav = await client.addFavorite(egg);
    expect(fav).toMatchObject({ name: 'Egg', units: 'large', isFavorite: true });
    expect(await client.getFavorites()).toEqual([fav]);
    expect(await stored('favorites')).toHaveLength(1);
  });

  it('refuses a second favorite with the same name and units (409), case aside', async () => {
    await client.addFavorite(egg);
    const err = await rejection(client.addFavorite({ ...egg, name: 'egg', calories: 1 }));
    expect(err.status).toBe(409);
    expect(err.message).toBe('This food is already a favorite');
    await client.addFavorite({ ...egg, units: 'medium' });
    expect(await client.getFavorites()).toHaveLength(2);
  });

  it('updates a favorite, refusing an identity another favorite has', async () => {
    const a = await client.addFavorite(egg);
    await client.addFavorite(toast);
    const updated = await client.updateFavorite(a.id, { calories: 75 });
    expect(updated.calories).toBe(75);
    expect((await rejection(client.updateFavorite(a.id, { name: 'Toast', units: 'slices' }))).status).toBe(
      409,
    );
    const missing = await rejection(client.updateFavorite('zz', { calories: 1 }));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('No favorite found with id: zz');
  });

  it('removes a favorite; an unknown id is a 404', async () => {
    const a = await client.addFavorite(egg);
    await client.removeFavorite(a.id);
    expect(await client.getFavorites()).toEqual([]);
    expect((await rejection(client.removeFavorite(a.id))).status).toBe(404);
  });

  it('toggles by name and units: adds (true), then removes (false)', async () => {
    expect(await client.toggleFavorite(egg)).toEqual({ isFavorite: true });
    expect((await client.getFavorites())[0]).toMatchObject({ name: 'Egg', isFavorite: true });
    expect(await client.toggleFavorite({ ...egg, name: 'EGG', calories: 99 })).toEqual({ isFavorite: false });
    expect(await client.getFavorites()).toEqual([]);
  });
});

describe('suggestions', () => {
  it('come from the history: name substring, case-insensitive, at most 3, most recent first', async () => {
    await client.addItems('2026-10-01', [{ ...egg, name: 'Boiled egg' }]);
    await client.addItems('2026-11-21', [egg, { ...egg, name: 'Egg salad', units: 'serving' }]);
    await client.addItems(TODAY, [{ ...egg, name: 'Scrambled eggs', units: 'serving' }, toast]);
    const found = await client.getSuggestions('EGG');
    expect(found).toHaveLength(3);
    expect(found.map((s) => s.name)).not.toContain('Toast');
    expect(found[0]).toMatchObject({ name: 'Scrambled eggs', lastUsed: TODAY, usageCount: 1 });
    expect(found[0]!.badges).toContain('Recent');
  });

  it('count uses of one food across days', async () => {
    for (const date of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']) {
      await client.addItems(date, [toast]);
    }
    const [s] = await client.getSuggestions('toa');
    expect(s).toMatchObject({ name: 'Toast', usageCount: 4 });
    expect(s!.badges).toEqual(['Recent', 'Frequent']);
  });
});

describe('snapshot and clearing', () => {
  it('clears the profile, favorites and every day, leaving the walkthrough flag and other keys', async () => {
    await client.saveProfile(DEFAULT_PROFILE);
    await client.addFavorite(egg);
    await client.addItems(TODAY, [egg]);
    await client.addItems('2026-11-01', [toast]);
    localStorage.setItem(WALKTHROUGH_FLAG_KEY, 'true');
    localStorage.setItem('someone-else', 'x');
    const snap = await client.snapshot();
    expect(snap.profile).toEqual(DEFAULT_PROFILE);
    expect(snap.favorites).toHaveLength(1);
    expect(snap.days.map((d) => d.date)).toEqual(['2026-11-01', TODAY]);
    await client.clear();
    expect(await client.snapshot()).toEqual({
      profile: null,
      favorites: [],
      days: [],
      weights: [],
      incompleteDays: [],
    });
    expect(localStorage.getItem(WALKTHROUGH_FLAG_KEY)).toBe('true');
    expect(localStorage.getItem('someone-else')).toBe('x');
  });
});

describe('weights and the estimate (issue 13)', () => {
  it('keeps one weight per day, lists, deletes and marks days incomplete, as the server does', async () => {
    await client.putWeight('2026-11-20', 181);
    await client.putWeight('2026-11-20', 180.4);
    await client.putWeight('2026-11-18', 182);
    await client.setIncomplete('2026-11-19', true);
    expect(await client.getWeights('2026-11-01', TODAY)).toEqual({
      weights: [
        { date: '2026-11-18', weight: 182 },
        { date: '2026-11-20', weight: 180.4 },
      ],
      incomplete: ['2026-11-19'],
    });
    await client.removeWeight('2026-11-18');
    expect((await rejection(client.removeWeight('2026-11-18'))).status).toBe(404);
    const future = await rejection(client.putWeight('2026-11-23', 180));
    expect(future.message).toBe('Cannot log a weight on a future date');
    expect((await rejection(client.putWeight(TODAY, 49))).status).toBe(400);
    const snapshot = await client.snapshot();
    expect(snapshot.weights).toEqual([{ date: '2026-11-20', weight: 180.4 }]);
    expect(snapshot.incompleteDays).toEqual(['2026-11-19']);
    await client.clear();
    expect((await client.getWeights('2026-11-01', TODAY)).weights).toEqual([]);
  });

  it('estimates expenditure from the guest log with the same core function', async () => {
    await client.saveProfile({ ...DEFAULT_PROFILE });
    expect(await client.getExpenditure(TODAY)).toMatchObject({ tdee: 2595, confidence: 'formula' });
  });
});

describe("the page's kept home (decision 198)", () => {
  it('is forgotten before every write, and not by reads', async () => {
    const changed = vi.fn();
    vi.stubGlobal('__forkcastBoot', { changed });
    try {
      await client.getProfile();
      await client.getDay(TODAY);
      expect(changed).not.toHaveBeenCalled();
      await client.saveProfile(DEFAULT_PROFILE);
      expect(changed).toHaveBeenCalledTimes(1);
      await client.addItems(TODAY, [egg]);
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
