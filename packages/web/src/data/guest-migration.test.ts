// Issue 12: what a guest has in localStorage today (spec section 3 keys) becomes the same data in the guest's
// IndexedDB database, once: a second start neither migrates again nor doubles anything.
import { DEFAULT_PROFILE, dayTotals } from '@forkcast/core';
import type { FoodItem } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { GUEST_DB, openForkcastDb } from './idb.ts';
import {
  ACCOUNT_KEY,
  BODY_DAYS_KEY,
  FAVORITES_KEY,
  INTAKE_PREFIX,
  PROFILE_KEY,
  WALKTHROUGH_FLAG_KEY,
} from './keys.ts';
import { LocalDataClient } from './local.ts';

/** Spec section 3: one localStorage key per logged date. */
const intakeKey = (date: string): string => `${INTAKE_PREFIX}${date}`;

const NOW = new Date('2026-11-22T12:00:00Z');

const item = (id: string, name: string, calories: number, extra: Partial<FoodItem> = {}): FoodItem =>
  ({
    id,
    name,
    calories,
    protein: 10,
    carbs: 5,
    fat: 2,
    units: 'serving',
    quantity: 1,
    isFavorite: false,
    timestamp: Date.parse('2026-11-20T08:00:00Z'),
    ...extra,
  }) as FoodItem;

const oats = item('1763625600000-a1b2c3d4e', 'Oats', 300, { notes: 'with milk' });
const eggs = item('1763625600001-b2c3d4e5f', 'Eggs', 140, {
  foodId: 'usda-egg',
  grams: 100,
} as Partial<FoodItem>);
const soup = item('1763712000000-c3d4e5f6a', 'Soup', 220);
const yogurt = {
  ...item('1763539200000-d4e5f6a7b', 'Greek yogurt', 150, { units: 'cups' }),
  isFavorite: true,
};

/** localStorage exactly as the guest store before IndexedDB wrote it. */
function seedLegacy(storage: Storage): void {
  const day = (date: string, items: FoodItem[]) => JSON.stringify({ date, items, totals: dayTotals(items) });
  storage.setItem(PROFILE_KEY, JSON.stringify({ ...DEFAULT_PROFILE, age: 41 }));
  storage.setItem(FAVORITES_KEY, JSON.stringify([yogurt]));
  storage.setItem(intakeKey('2026-11-20'), day('2026-11-20', [oats, eggs]));
  storage.setItem(intakeKey('2026-11-21'), day('2026-11-21', [soup]));
  storage.setItem(
    BODY_DAYS_KEY,
    JSON.stringify({ '2026-11-20': { weight: 181.2 }, '2026-11-21': { weight: 180.6, incomplete: true } }),
  );
  storage.setItem(WALKTHROUGH_FLAG_KEY, 'true');
  storage.setItem(ACCOUNT_KEY, JSON.stringify({ id: 'u1', email: 'a@example.com' }));
}

const start = () =>
  new LocalDataClient({ storage: localStorage, now: () => NOW, timeZone: () => 'UTC', random: () => 0.5 });

async function everything(client: LocalDataClient) {
  return {
    profile: await client.getProfile(),
    favorites: await client.getFavorites(),
    days: await client.getDays('2026-11-01', '2026-11-22'),
    body: await client.getWeights('2026-11-01', '2026-11-22'),
  };
}

async function documents(): Promise<Record<string, unknown>> {
  const db = await openForkcastDb(GUEST_DB);
  const keys = await db.getAllKeys('docs');
  const values = await db.getAll('docs');
  db.close();
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}

describe('moving guests from localStorage to IndexedDB', () => {
  it('turns a localStorage snapshot into the same IndexedDB data and removes the copies', async () => {
    seedLegacy(localStorage);
    const client = start();
    expect(await client.migrated).toBe(true);

    expect(await documents()).toEqual({
      profile: { ...DEFAULT_PROFILE, age: 41 },
      favorites: [yogurt],
      'day:2026-11-20': [oats, eggs],
      'day:2026-11-21': [soup],
      'body:2026-11-20': { weight: 181.2 },
      'body:2026-11-21': { weight: 180.6, incomplete: true },
    });
    expect(await everything(client)).toEqual({
      profile: { ...DEFAULT_PROFILE, age: 41 },
      favorites: [yogurt],
      days: [
        { date: '2026-11-20', items: [oats, eggs], totals: dayTotals([oats, eggs]) },
        { date: '2026-11-21', items: [soup], totals: dayTotals([soup]) },
      ],
      body: {
        weights: [
          { date: '2026-11-20', weight: 181.2 },
          { date: '2026-11-21', weight: 180.6 },
        ],
        incomplete: ['2026-11-21'],
      },
    });
    // The guest's keys are gone; the browser's own (the walkthrough flag, the remembered account) stay.
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(localStorage.getItem(FAVORITES_KEY)).toBeNull();
    expect(localStorage.getItem(intakeKey('2026-11-20'))).toBeNull();
    expect(localStorage.getItem(BODY_DAYS_KEY)).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_FLAG_KEY)).toBe('true');
    expect(localStorage.getItem(ACCOUNT_KEY)).not.toBeNull();
    await client.close();
  });

  it('does not migrate again on a second start, even when the old keys were left behind', async () => {
    seedLegacy(localStorage);
    const first = start();
    const before = await everything(first);
    await first.addItems('2026-11-22', [
      { name: 'Tea', calories: 2, protein: 0, carbs: 0, fat: 0, units: 'cup', quantity: 1 },
    ]);
    await first.removeItem('2026-11-21', soup.id);
    await first.close();

    // A crash after the commit but before the removal leaves the old keys: they are not copied a second time.
    seedLegacy(localStorage);
    const second = start();
    expect(await second.migrated).toBe(false);
    const after = await everything(second);
    expect(after.favorites).toEqual(before.favorites);
    expect(after.days.map((d) => [d.date, d.items.map((i) => i.name)])).toEqual([
      ['2026-11-20', ['Oats', 'Eggs']],
      ['2026-11-22', ['Tea']],
    ]);
    expect(after.body).toEqual(before.body);
    expect(localStorage.getItem(intakeKey('2026-11-21'))).toBeNull();
    await second.close();
  });

  it('starts empty when there is nothing in localStorage, and a cleared guest stays cleared', async () => {
    const client = start();
    expect(await client.migrated).toBe(false);
    expect(await everything(client)).toEqual({
      profile: null,
      favorites: [],
      days: [],
      body: { weights: [], incomplete: [] },
    });
    await client.saveProfile(DEFAULT_PROFILE);
    await client.clear();
    await client.close();
    const again = start();
    expect(await again.getProfile()).toBeNull();
    await again.close();
  });
});
