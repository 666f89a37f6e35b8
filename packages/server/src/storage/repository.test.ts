// The storage contract (convention 5): one suite, run against every engine.
import { DEFAULT_FAVORITE, DEFAULT_PROFILE, favoriteKey } from '@forkcast/core';
import type { Favorite, FoodItem, Profile } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { signUp, useServers } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import { DuplicateError } from './repository.ts';
import type { Repository } from './repository.ts';

const food = (id: string, name: string, extra: Partial<FoodItem> = {}): FoodItem => ({
  id,
  name,
  calories: 100,
  protein: 10,
  carbs: 20,
  fat: 5,
  units: 'serving',
  quantity: 1,
  isFavorite: false,
  timestamp: 1_700_000_000_000,
  ...extra,
});

const favorite = (id: string, name: string, units = 'serving'): Favorite => ({
  ...food(id, name, { units }),
  isFavorite: true,
});

describe.each(ENGINES)('storage contract on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  async function setup(): Promise<{ repo: Repository; alice: string; bob: string }> {
    const server = await start(openDatabase());
    const [alice, bob] = await Promise.all([signUp(server.app), signUp(server.app)]);
    return { repo: server.services.repo, alice: alice.userId!, bob: bob.userId! };
  }

  it('seeds a new account with the default profile and the Egg, once', async () => {
    const { repo, alice } = await setup();
    expect(await repo.getProfile(alice)).toEqual(DEFAULT_PROFILE);
    expect(await repo.listFavorites(alice)).toEqual([DEFAULT_FAVORITE]);
    await repo.saveProfile(alice, { ...DEFAULT_PROFILE, age: 40 });
    await repo.seedAccount(alice, DEFAULT_PROFILE, DEFAULT_FAVORITE);
    expect((await repo.getProfile(alice))?.age).toBe(40);
    expect(await repo.listFavorites(alice)).toHaveLength(1);
  });

  it('saves and replaces a profile, per user', async () => {
    const { repo, alice, bob } = await setup();
    const profile: Profile = { ...DEFAULT_PROFILE, weight: 180.5, goal: 'custom', customWeightChange: -1 };
    expect(await repo.saveProfile(alice, profile)).toEqual(profile);
    expect(await repo.getProfile(alice)).toEqual(profile);
    expect(await repo.getProfile(bob)).toEqual(DEFAULT_PROFILE);
    expect(await repo.getProfile('no-such-user')).toBeNull();
  });

  it('stores items as rows, in the order they were logged, with exact numbers', async () => {
    const { repo, alice } = await setup();
    await repo.addItems(alice, '2026-03-01', [
      food('a', 'Oats', { calories: 150.5, quantity: 0.5 }),
      food('b', 'Milk', { notes: 'skimmed' }),
    ]);
    await repo.addItems(alice, '2026-03-01', [food('c', 'Banana', { isFavorite: true })]);
    const items = await repo.getItems(alice, '2026-03-01');
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(items[0]).toEqual(food('a', 'Oats', { calories: 150.5, quantity: 0.5 }));
    expect(items[1]).toEqual(food('b', 'Milk', { notes: 'skimmed' }));
    expect(items[2]!.isFavorite).toBe(true);
    expect(items[0]).not.toHaveProperty('notes');
  });

  it('refuses an id already used that day, writing nothing of the batch', async () => {
    const { repo, alice } = await setup();
    await repo.addItems(alice, '2026-03-01', [food('a', 'Oats')]);
    await expect(repo.addItems(alice, '2026-03-01', [food('z', 'Tea'), food('a', 'Again')])).rejects.toThrow(
      DuplicateError,
    );
    expect((await repo.getItems(alice, '2026-03-01')).map((i) => i.name)).toEqual(['Oats']);
    // The same id on another day is another item.
    await repo.addItems(alice, '2026-03-02', [food('a', 'Oats')]);
    expect(await repo.getItems(alice, '2026-03-02')).toHaveLength(1);
  });

  it('updates and deletes one item, and clears notes with null', async () => {
    const { repo, alice } = await setup();
    await repo.addItems(alice, '2026-03-01', [food('a', 'Oats', { notes: 'n' }), food('b', 'Milk')]);
    expect(
      await repo.updateItem(alice, '2026-03-01', 'a', { calories: 300, notes: null, name: 'Porridge' }),
    ).toBe(true);
    const [a] = await repo.getItems(alice, '2026-03-01');
    expect(a).toEqual(food('a', 'Porridge', { calories: 300 }));
    expect(await repo.updateItem(alice, '2026-03-02', 'a', { calories: 1 })).toBe(false);
    expect(await repo.deleteItem(alice, '2026-03-01', 'a')).toBe(true);
    expect(await repo.deleteItem(alice, '2026-03-01', 'a')).toBe(false);
    expect((await repo.getItems(alice, '2026-03-01')).map((i) => i.id)).toEqual(['b']);
  });

  it('keeps the database food and grams of an item and a favorite, and changes them with a portion (issue 10)', async () => {
    const { repo, alice } = await setup();
    const egg = food('e1', 'Eggs', { foodId: 'fndds:31102000', grams: 100, units: 'egg', quantity: 2 });
    await repo.addItems(alice, '2026-03-02', [egg, food('m1', 'Manual')]);
    expect(await repo.getItems(alice, '2026-03-02')).toEqual([egg, food('m1', 'Manual')]);
    await repo.updateItem(alice, '2026-03-02', 'e1', { grams: 150, quantity: 3 });
    expect((await repo.getItems(alice, '2026-03-02'))[0]).toMatchObject({
      foodId: 'fndds:31102000',
      grams: 150,
    });
    await repo.updateItem(alice, '2026-03-02', 'e1', { foodId: null, grams: null });
    const [unlinked] = await repo.getItems(alice, '2026-03-02');
    expect(unlinked).not.toHaveProperty('foodId');
    expect(unlinked).not.toHaveProperty('grams');
    const fav = { ...favorite('f9', 'Banana'), foodId: 'fndds:63107010', grams: 126 };
    await repo.addFavorite(alice, fav);
    expect(await repo.getFavorite(alice, 'f9')).toEqual(fav);
  });

  it('reads a range of days with data, oldest first, bounds included', async () => {
    const { repo, alice } = await setup();
    for (const date of ['2026-02-28', '2026-03-01', '2026-03-05', '2026-03-08']) {
      await repo.addItems(alice, date, [food(`id-${date}`, date)]);
    }
    const days = await repo.getDays(alice, '2026-03-01', '2026-03-05');
    expect(days.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-05']);
    expect(days[0]!.items.map((i) => i.name)).toEqual(['2026-03-01']);
    expect((await repo.getAllDays(alice)).map((d) => d.date)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-05',
      '2026-03-08',
    ]);
  });

  it("never reads or changes another user's rows", async () => {
    const { repo, alice, bob } = await setup();
    await repo.addItems(alice, '2026-03-01', [food('a', 'Oats')]);
    const fav = await repo.addFavorite(alice, favorite('f1', 'Toast'));
    expect(await repo.getItems(bob, '2026-03-01')).toEqual([]);
    expect(await repo.getDays(bob, '2026-01-01', '2026-12-31')).toEqual([]);
    expect(await repo.updateItem(bob, '2026-03-01', 'a', { calories: 1 })).toBe(false);
    expect(await repo.deleteItem(bob, '2026-03-01', 'a')).toBe(false);
    expect(await repo.getFavorite(bob, fav.id)).toBeNull();
    expect(await repo.updateFavorite(bob, fav.id, { name: 'Mine' })).toBeNull();
    expect(await repo.deleteFavorite(bob, fav.id)).toBe(false);
    // Bob may log the same ids and foods: they are his own rows.
    await repo.addItems(bob, '2026-03-01', [food('a', 'Oats')]);
    await repo.addFavorite(bob, favorite('f1', 'Toast'));
    expect(await repo.getItems(alice, '2026-03-01')).toEqual([food('a', 'Oats')]);
    expect((await repo.getFavorite(alice, 'f1'))?.name).toBe('Toast');
  });

  it('keeps favorites unique by name (any case) and units', async () => {
    const { repo, alice } = await setup();
    await repo.addFavorite(alice, favorite('f1', 'Toast'));
    await expect(repo.addFavorite(alice, favorite('f2', ' toast '))).rejects.toThrow(DuplicateError);
    await expect(repo.addFavorite(alice, favorite('f1', 'Jam'))).rejects.toThrow(DuplicateError);
    await repo.addFavorite(alice, favorite('f3', 'Toast', 'slices'));
    await expect(repo.updateFavorite(alice, 'f3', { units: 'SERVING' })).rejects.toThrow(DuplicateError);
    const renamed = await repo.updateFavorite(alice, 'f3', { name: 'Rye toast', calories: 80 });
    expect(renamed).toMatchObject({ id: 'f3', name: 'Rye toast', units: 'slices', calories: 80 });
    expect((await repo.listFavorites(alice)).map((f) => f.id)).toEqual([DEFAULT_FAVORITE.id, 'f1', 'f3']);
  });

  it('toggles a favorite by identity (spec section 4)', async () => {
    const { repo, alice } = await setup();
    expect(await repo.toggleFavorite(alice, favorite('x1', 'Apple'))).toBe(true);
    expect(await repo.toggleFavorite(alice, favorite('x2', 'APPLE'))).toBe(false);
    expect(await repo.listFavorites(alice)).toEqual([DEFAULT_FAVORITE]);
    expect(await repo.toggleFavorite(alice, { ...DEFAULT_FAVORITE, id: 'other' })).toBe(false);
    expect(await repo.listFavorites(alice)).toEqual([]);
  });

  it('imports idempotently: items by date and id, favorites by identity, profile only when given', async () => {
    const { repo, alice } = await setup();
    const data = {
      favorites: [favorite('imp-1', 'egg', 'LARGE'), favorite(DEFAULT_FAVORITE.id, 'Bagel')],
      days: [
        { date: '2026-01-01', items: [food('i1', 'Soup'), food('i2', 'Bread')] },
        { date: '2026-01-02', items: [food('i1', 'Soup')] },
      ],
    };
    expect(await repo.importData(alice, data)).toEqual({ items: 3, favorites: 2 });
    expect(await repo.importData(alice, data)).toEqual({ items: 3, favorites: 2 });
    const days = await repo.getAllDays(alice);
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2026-01-01', ['i1', 'i2']],
      ['2026-01-02', ['i1']],
    ]);
    const favorites = await repo.listFavorites(alice);
    // The imported egg matched the seeded Egg (same identity), which kept its id; the Bagel brought an id that
    // was taken and got another.
    expect(favorites.map((f) => favoriteKey(f))).toEqual([
      favoriteKey(DEFAULT_FAVORITE),
      favoriteKey(favorite('', 'Bagel')),
    ]);
    expect(favorites[0]).toMatchObject({ id: DEFAULT_FAVORITE.id, name: 'egg', calories: 100 });
    expect(favorites[1]!.id).not.toBe(DEFAULT_FAVORITE.id);
    expect(await repo.getProfile(alice)).toEqual(DEFAULT_PROFILE);

    await repo.importData(alice, {
      profile: { ...DEFAULT_PROFILE, age: 33 },
      favorites: [],
      days: [{ date: '2026-01-01', items: [food('i1', 'Soup', { calories: 999 })] }],
    });
    expect((await repo.getProfile(alice))?.age).toBe(33);
    const first = await repo.getItems(alice, '2026-01-01');
    expect(first.map((i) => [i.id, i.calories])).toEqual([
      ['i1', 999],
      ['i2', 100],
    ]);
  });

  it('deletes a user with everything stored for them, and nobody else', async () => {
    const { repo, alice, bob } = await setup();
    await repo.addItems(alice, '2026-03-01', [food('a', 'Oats')]);
    await repo.addItems(bob, '2026-03-01', [food('a', 'Oats')]);
    await repo.deleteUser(alice);
    expect(await repo.getProfile(alice)).toBeNull();
    expect(await repo.listFavorites(alice)).toEqual([]);
    expect(await repo.getAllDays(alice)).toEqual([]);
    expect(await repo.getItems(bob, '2026-03-01')).toHaveLength(1);
    expect(await repo.getProfile(bob)).toEqual(DEFAULT_PROFILE);
  });
});
