// The storage contract (convention 5): one suite, run against every engine. The diary's rules run over the
// store port (core's contract suite, diary-store.test.ts); this checks the rows under it: order, exact
// numbers, ownership, the database's own unique keys, the import, the seed and deleting a user.
import { addDays, DEFAULT_FAVORITE, DEFAULT_PROFILE, favoriteKey, MESSAGES, RuleError } from '@forkcast/core';
import type { DiaryStore, Favorite, FoodItem, Profile } from '@forkcast/core';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { signUp, useServers } from '../testing/app.ts';
import { ENGINES, postgresUrl, useDatabase, withAdmin } from '../testing/engines.ts';
import type { Database } from './database.ts';
import { itemRow, KyselyRepository, WRITE_BATCH_MAX } from './kysely-repository.ts';
import { WriteQueueFullError, WRITES_BUSY } from './repository.ts';
import type { Repository } from './repository.ts';
import type { DB } from './schema.ts';

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

  async function setup(): Promise<{ repo: Repository; alice: string; bob: string; database: Database }> {
    const database = openDatabase();
    const server = await start(database);
    const [alice, bob] = await Promise.all([signUp(server.app), signUp(server.app)]);
    return { repo: server.services.repo, alice: alice.userId!, bob: bob.userId!, database };
  }

  it('seeds a new account with the default profile and the Egg, once', async () => {
    const { repo, alice } = await setup();
    expect(await repo.getProfile(alice)).toEqual(DEFAULT_PROFILE);
    expect(await repo.listFavorites(alice)).toEqual([DEFAULT_FAVORITE]);
    await repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 40 }));
    await repo.seedAccount(alice, DEFAULT_PROFILE, DEFAULT_FAVORITE);
    expect((await repo.getProfile(alice))?.age).toBe(40);
    expect(await repo.listFavorites(alice)).toHaveLength(1);
  });

  it('saves and replaces a profile, per user', async () => {
    const { repo, alice, bob } = await setup();
    const profile: Profile = { ...DEFAULT_PROFILE, weight: 180.5, goal: 'custom', customWeightChange: -1 };
    await repo.write(alice, (s) => s.putProfile(profile));
    expect(await repo.getProfile(alice)).toEqual(profile);
    expect(await repo.getProfile(bob)).toEqual(DEFAULT_PROFILE);
    expect(await repo.getProfile('no-such-user')).toBeNull();
  });

  it('stores items as rows, in the order they were logged, with exact numbers', async () => {
    const { repo, alice } = await setup();
    await repo.write(alice, (s) =>
      s.insertItems('2026-03-01', [
        food('a', 'Oats', { calories: 150.5, quantity: 0.5 }),
        food('b', 'Milk', { notes: 'skimmed' }),
      ]),
    );
    await repo.write(alice, (s) => s.insertItems('2026-03-01', [food('c', 'Banana', { isFavorite: true })]));
    const items = await repo.read(alice).getItems('2026-03-01');
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(items[0]).toEqual(food('a', 'Oats', { calories: 150.5, quantity: 0.5 }));
    expect(items[1]).toEqual(food('b', 'Milk', { notes: 'skimmed' }));
    expect(items[2]!.isFavorite).toBe(true);
    expect(items[0]).not.toHaveProperty('notes');
  });

  it("reads a day's rows in logged order (created_at, seq, id), only the person's own and that day's", async () => {
    const { repo, alice, bob, database } = await setup();
    // Rows as two servers could leave them: the same created_at, seq ties broken by id (decision 195 reads
    // SQLite's rows through a rowid subquery; the order and the scoping must stay what the query said).
    const row = (userId: string, date: string, id: string, seq: number, createdAt: number) => ({
      ...itemRow(userId, food(id, `Food ${id}`), seq, createdAt),
      date,
    });
    await database.db
      .insertInto('food_items')
      .values([
        row(alice, '2026-03-01', 'b', 1, 2000),
        row(alice, '2026-03-01', 'c', 0, 2000),
        row(alice, '2026-03-01', 'a', 1, 2000),
        row(alice, '2026-03-01', 'z', 5, 1000),
        row(alice, '2026-03-02', 'other-day', 0, 500),
        row(bob, '2026-03-01', 'bobs', 0, 1500),
      ])
      .execute();
    const ids = async (userId: string, date: string) =>
      (await repo.read(userId).getItems(date)).map((i) => i.id);
    expect(await ids(alice, '2026-03-01')).toEqual(['z', 'c', 'a', 'b']);
    expect(await ids(alice, '2026-03-02')).toEqual(['other-day']);
    expect(await ids(bob, '2026-03-01')).toEqual(['bobs']);
    expect(await ids(bob, '2026-03-02')).toEqual([]);
  });

  it('reads a day and appends to it in one step: the day as it was, the added after it, a taken id adding nothing', async () => {
    // Decision 187: on PostgreSQL readThenInsertItems is one statement; the day's rows here were stamped an hour
    // ahead (another server's clock), so the added ones must be stamped past them, and past each other.
    const { repo, alice, database } = await setup();
    const ahead = Date.now() + 3_600_000;
    await database.db
      .insertInto('food_items')
      .values([
        { ...itemRow(alice, food('b', 'Tea'), 1, ahead), date: '2026-03-01' },
        { ...itemRow(alice, food('a', 'Oats'), 0, ahead), date: '2026-03-01' },
      ])
      .execute();
    const ids = async () => (await repo.read(alice).getItems('2026-03-01')).map((i) => i.id);
    const before = await repo.write(alice, async (s) => {
      const read = await s.readThenInsertItems!('2026-03-01', [food('n1', 'Milk')]);
      expect(await s.readThenInsertItems!('2026-03-01', [food('n2', 'Rice')])).toEqual([
        ...read,
        food('n1', 'Milk'),
      ]);
      // A later insert through the same store goes after what these added.
      await s.insertItems('2026-03-01', [food('n3', 'Egg')]);
      return read;
    });
    expect(before).toEqual([food('a', 'Oats'), food('b', 'Tea')]);
    expect(await ids()).toEqual(['a', 'b', 'n1', 'n2', 'n3']);
    // A taken id, alone or beside a new one, adds nothing; and the write's other steps go on (sync's batches).
    const refused = await repo.write(alice, async (s) => {
      const errors: unknown[] = [];
      for (const items of [[food('n1', 'Again')], [food('x', 'New'), food('n2', 'Again')]])
        await s.readThenInsertItems!('2026-03-01', items).catch((error: unknown) => errors.push(error));
      await s.readThenInsertItems!('2026-03-01', [food('y', 'Later')]);
      return errors;
    });
    expect(refused).toEqual([
      new RuleError(409, 'conflict', MESSAGES.itemExists('2026-03-01')),
      new RuleError(409, 'conflict', MESSAGES.itemExists('2026-03-01')),
    ]);
    expect(await ids()).toEqual(['a', 'b', 'n1', 'n2', 'n3', 'y']);
    expect(await repo.write(alice, (s) => s.readThenInsertItems!('2026-03-02', [food('c', 'Tea')]))).toEqual(
      [],
    );
    expect((await repo.read(alice).getItems('2026-03-02')).map((i) => i.id)).toEqual(['c']);
  });

  it('refuses an id already used that day, writing nothing of the batch', async () => {
    const { repo, alice } = await setup();
    await repo.write(alice, (s) => s.insertItems('2026-03-01', [food('a', 'Oats')]));
    await expect(
      repo.write(alice, (s) => s.insertItems('2026-03-01', [food('z', 'Tea'), food('a', 'Again')])),
    ).rejects.toThrow(MESSAGES.itemExists('2026-03-01'));
    expect((await repo.read(alice).getItems('2026-03-01')).map((i) => i.name)).toEqual(['Oats']);
    // The same id on another day is another item.
    await repo.write(alice, (s) => s.insertItems('2026-03-02', [food('a', 'Oats')]));
    expect(await repo.read(alice).getItems('2026-03-02')).toHaveLength(1);
  });

  it('replaces and deletes one item in place; a replaced item without notes has none', async () => {
    const { repo, alice } = await setup();
    await repo.write(alice, (s) =>
      s.insertItems('2026-03-01', [food('a', 'Oats', { notes: 'n' }), food('b', 'Milk')]),
    );
    await repo.write(alice, (s) => s.replaceItem('2026-03-01', food('a', 'Porridge', { calories: 300 })));
    expect(await repo.read(alice).getItems('2026-03-01')).toEqual([
      food('a', 'Porridge', { calories: 300 }),
      food('b', 'Milk'),
    ]);
    await repo.write(alice, (s) => s.deleteItem('2026-03-01', 'a'));
    expect((await repo.read(alice).getItems('2026-03-01')).map((i) => i.id)).toEqual(['b']);
  });

  it('keeps the database food and grams of an item and a favorite, and changes them with a portion (issue 10)', async () => {
    const { repo, alice } = await setup();
    const egg = food('e1', 'Eggs', { foodId: 'fndds:31102000', grams: 100, units: 'egg', quantity: 2 });
    await repo.write(alice, (s) => s.insertItems('2026-03-02', [egg, food('m1', 'Manual')]));
    expect(await repo.read(alice).getItems('2026-03-02')).toEqual([egg, food('m1', 'Manual')]);
    await repo.write(alice, (s) => s.replaceItem('2026-03-02', { ...egg, grams: 150, quantity: 3 }));
    expect((await repo.read(alice).getItems('2026-03-02'))[0]).toMatchObject({
      foodId: 'fndds:31102000',
      grams: 150,
    });
    const { foodId: _f, grams: _g, ...manual } = egg;
    await repo.write(alice, (s) => s.replaceItem('2026-03-02', manual as FoodItem));
    const [unlinked] = await repo.read(alice).getItems('2026-03-02');
    expect(unlinked).not.toHaveProperty('foodId');
    expect(unlinked).not.toHaveProperty('grams');
    const fav = { ...favorite('f9', 'Banana'), foodId: 'fndds:63107010', grams: 126 };
    await repo.write(alice, (s) => s.insertFavorite(fav));
    expect((await repo.listFavorites(alice)).find((f) => f.id === 'f9')).toEqual(fav);
  });

  it('reads a range of days with data, oldest first, bounds included', async () => {
    const { repo, alice } = await setup();
    for (const date of ['2026-02-28', '2026-03-01', '2026-03-05', '2026-03-08']) {
      await repo.write(alice, (s) => s.insertItems(date, [food(`id-${date}`, date)]));
    }
    const days = await repo.read(alice).getDays('2026-03-01', '2026-03-05');
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
    await repo.write(alice, (s) => s.insertItems('2026-03-01', [food('a', 'Oats')]));
    await repo.write(alice, (s) => s.insertFavorite(favorite('f1', 'Toast')));
    await repo.write(alice, (s) => s.putBodyDay({ date: '2026-03-01', weight: 180, incomplete: true }));
    const bobs = repo.read(bob);
    expect(await bobs.getItems('2026-03-01')).toEqual([]);
    expect(await bobs.getDays('2026-01-01', '2026-12-31')).toEqual([]);
    expect(await bobs.getBodyDays('2026-01-01', '2026-12-31')).toEqual([]);
    expect((await bobs.listFavorites()).map((f) => f.id)).not.toContain('f1');
    // Bob's writes with Alice's ids touch only his rows.
    await repo.write(bob, async (s) => {
      await s.replaceItem('2026-03-01', food('a', 'Mine', { calories: 1 }));
      await s.deleteItem('2026-03-01', 'a');
      await s.replaceFavorite(favorite('f1', 'Mine'));
      await s.deleteFavorite('f1');
      await s.putBodyDay({ date: '2026-03-01', weight: null, incomplete: false });
    });
    expect(await repo.read(alice).getItems('2026-03-01')).toEqual([food('a', 'Oats')]);
    expect((await repo.listFavorites(alice)).find((f) => f.id === 'f1')?.name).toBe('Toast');
    expect(await repo.read(alice).getBodyDays('2026-03-01', '2026-03-01')).toEqual([
      { date: '2026-03-01', weight: 180, incomplete: true },
    ]);
    // Bob may log the same ids and foods: they are his own rows.
    await repo.write(bob, (s) => s.insertItems('2026-03-01', [food('a', 'Oats')]));
    await repo.write(bob, (s) => s.insertFavorite(favorite('f1', 'Toast')));
    expect(await repo.read(alice).getItems('2026-03-01')).toEqual([food('a', 'Oats')]);
  });

  it('keeps favorites unique by name (any case) and units, in the database too', async () => {
    const { repo, alice } = await setup();
    await repo.write(alice, (s) => s.insertFavorite(favorite('f1', 'Toast')));
    // The rules refuse these first (core); the unique key answers the same for a writer that skipped them.
    await expect(repo.write(alice, (s) => s.insertFavorite(favorite('f2', ' toast ')))).rejects.toThrow(
      MESSAGES.duplicateFavorite,
    );
    await repo.write(alice, (s) => s.insertFavorite(favorite('f3', 'Toast', 'slices')));
    await expect(
      repo.write(alice, (s) => s.replaceFavorite({ ...favorite('f3', 'Toast'), units: 'SERVING' })),
    ).rejects.toThrow(MESSAGES.duplicateFavorite);
    await repo.write(alice, (s) =>
      s.replaceFavorite({ ...favorite('f3', 'Rye toast', 'slices'), calories: 80 }),
    );
    const favorites = await repo.listFavorites(alice);
    expect(favorites.map((f) => f.id)).toEqual([DEFAULT_FAVORITE.id, 'f1', 'f3']);
    expect(favorites[2]).toMatchObject({ name: 'Rye toast', units: 'slices', calories: 80 });
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
    const first = await repo.read(alice).getItems('2026-01-01');
    expect(first.map((i) => [i.id, i.calories])).toEqual([
      ['i1', 999],
      ['i2', 100],
    ]);
  });

  it('deletes a user with everything stored for them, and nobody else', async () => {
    const { repo, alice, bob } = await setup();
    await repo.write(alice, (s) => s.insertItems('2026-03-01', [food('a', 'Oats')]));
    await repo.write(bob, (s) => s.insertItems('2026-03-01', [food('a', 'Oats')]));
    await repo.deleteUser(alice);
    expect(await repo.getProfile(alice)).toBeNull();
    expect(await repo.listFavorites(alice)).toEqual([]);
    expect(await repo.getAllDays(alice)).toEqual([]);
    expect(await repo.read(bob).getItems('2026-03-01')).toHaveLength(1);
    expect(await repo.getProfile(bob)).toEqual(DEFAULT_PROFILE);
  });

  // Decision 191: writes of one person that queue up share a transaction, each in a savepoint of its own. The
  // writes below are all started in one turn of the event loop, so they queue behind each other.
  describe('writes committed together', () => {
    const D = '2026-03-01';
    const versionOf = async (repo: Repository, userId: string) => (await repo.changesSince(userId, 0)).cursor;

    it('keep every write that succeeded; a refused one and a failing one change nothing and get their own error', async () => {
      const { repo, alice } = await setup();
      const before = await versionOf(repo, alice);
      const refused = new RuleError(400, 'bad_request', 'refused after writing');
      const results = await Promise.allSettled([
        repo.write(alice, (s) => s.insertItems(D, [food('a', 'Apple')])),
        // Writes, then is refused: its savepoint takes the item back.
        repo.write(alice, async (s) => {
          await s.insertItems(D, [food('b', 'Bread')]);
          throw refused;
        }),
        // The database refuses it (the day's id is taken), which on PostgreSQL aborts what follows unless rolled back.
        repo.write(alice, (s) => s.insertItems(D, [food('a', 'Again')])),
        repo.write(alice, (s) => s.insertItems(D, [food('c', 'Cheese')]).then(() => s.getItems(D))),
        repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 41 })),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'fulfilled',
        'rejected',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect((results[1] as PromiseRejectedResult).reason).toBe(refused);
      const taken = (results[2] as PromiseRejectedResult).reason as RuleError;
      expect([taken.status, taken.message]).toEqual([409, MESSAGES.itemExists(D)]);
      // Each write saw the ones before it and only those.
      expect((results[3] as PromiseFulfilledResult<FoodItem[]>).value.map((i) => i.id)).toEqual(['a', 'c']);
      expect((await repo.read(alice).getItems(D)).map((i) => i.name)).toEqual(['Apple', 'Cheese']);
      expect((await repo.getProfile(alice))?.age).toBe(41);
      // One transaction: one version, carrying the scopes of the writes that stayed.
      expect(await versionOf(repo, alice)).toBe(before + 1);
      const changed = await repo.changesSince(alice, before);
      expect(changed.changes.map((c) => c.scope).sort()).toEqual([`day:${D}`, 'profile']);
      // Food usage counts only the items that stayed.
      const usage = await repo.read(alice).foodUsage!('', D);
      expect(usage.map((u) => [u.item.name, u.usageCount]).sort()).toEqual([
        ['Apple', 1],
        ['Cheese', 1],
      ]);
    });

    it('commit nothing, not even a version, when every write is refused', async () => {
      const { repo, alice } = await setup();
      const before = await versionOf(repo, alice);
      const results = await Promise.allSettled(
        ['x', 'y'].map((id) =>
          repo.write(alice, async (s) => {
            await s.insertItems(D, [food(id, id)]);
            throw new RuleError(409, 'conflict', `no ${id}`);
          }),
        ),
      );
      expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
        'no x',
        'no y',
      ]);
      expect(await versionOf(repo, alice)).toBe(before);
      expect(await repo.read(alice).getItems(D)).toEqual([]);
    });

    it("record a write's scopes and its foods' usage together, past a chunk of scopes too (decision 208)", async () => {
      // On PostgreSQL the last chunk of a person's scopes is inserted by the first food's usage read; the
      // earlier chunks, and a write with scopes but no food, on their own. Either way every scope is recorded at
      // the person's version and every food counted.
      const { repo, alice } = await setup();
      const a0 = await versionOf(repo, alice);
      const many = Array.from({ length: 501 }, (_, n) => addDays('2026-02-28', -n));
      await Promise.all([
        repo.write(alice, async (s) => {
          await s.insertItems(D, [food('a', 'Apple'), food('b', 'Bread')]);
          await s.insertItems('2026-03-02', [food('c', 'Apple')]);
        }),
        repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 41 })),
      ]);
      expect(await versionOf(repo, alice)).toBe(a0 + 1);
      expect((await repo.changesSince(alice, a0)).changes.map((c) => c.scope).sort()).toEqual([
        'day:2026-03-01',
        'day:2026-03-02',
        'profile',
      ]);
      const uses = async () =>
        (await repo.read(alice).foodUsage!('', D)).map((u) => [u.item.name, u.usageCount]).sort();
      expect(await uses()).toEqual([
        ['Apple', 2],
        ['Bread', 1],
      ]);
      await repo.write(alice, async (s) => {
        for (const [n, date] of many.entries()) await s.insertItems(date, [food(`m${n}`, 'Milk')]);
      });
      const scopes = (await repo.changesSince(alice, a0 + 1)).changes.map((c) => c.scope);
      expect(scopes.sort()).toEqual(many.map((d) => `day:${d}`).sort());
      expect(await versionOf(repo, alice)).toBe(a0 + 2);
      expect(await uses()).toEqual([
        ['Apple', 2],
        ['Bread', 1],
        ['Milk', many.length],
      ]);
    });

    it("keep each person's version and scopes their own when several people's writes queue together", async () => {
      // On SQLite all writes share one queue, so these meet in one transaction; on PostgreSQL each person has
      // their own. Either way: one version each for the writes that stayed, none for a person whose only write
      // was refused (their version is bumped inside the savepoint that was rolled back).
      const { repo, alice, bob } = await setup();
      const [a0, b0] = [await versionOf(repo, alice), await versionOf(repo, bob)];
      const refusedFirst = async (s: DiaryStore) => {
        await s.insertItems(D, [food('r', 'Refused')]);
        throw new RuleError(400, 'bad_request', 'no');
      };
      const results = await Promise.allSettled([
        repo.write(bob, refusedFirst),
        repo.write(alice, (s) => s.insertItems(D, [food('a', 'Apple')])),
        repo.write(bob, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 52 })),
        repo.write(alice, (s) => s.insertItems('2026-03-02', [food('b', 'Bread')])),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect(await versionOf(repo, alice)).toBe(a0 + 1);
      expect(await versionOf(repo, bob)).toBe(b0 + 1);
      expect((await repo.changesSince(alice, a0)).changes.map((c) => c.scope).sort()).toEqual([
        'day:2026-03-01',
        'day:2026-03-02',
      ]);
      expect((await repo.changesSince(bob, b0)).changes.map((c) => c.scope)).toEqual(['profile']);
      expect(await repo.read(bob).getItems(D)).toEqual([]);
      expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(['a']);
      expect((await repo.read(alice).foodUsage!('', D)).map((u) => u.item.name).sort()).toEqual([
        'Apple',
        'Bread',
      ]);
      expect(await repo.read(bob).foodUsage!('', D)).toEqual([]);
      // A person whose only write in the batch is refused keeps their version.
      const second = await Promise.allSettled([
        repo.write(alice, refusedFirst),
        repo.write(bob, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 53 })),
      ]);
      expect(second.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
      expect(await versionOf(repo, alice)).toBe(a0 + 1);
      expect(await versionOf(repo, bob)).toBe(b0 + 2);
    });

    /** Every write of a batch failed, none succeeded, nothing stayed; then a write goes through. */
    async function expectWholeBatchFailed(
      repo: Repository,
      alice: string,
      before: number,
      results: PromiseSettledResult<unknown>[],
    ) {
      expect(results.map((r) => r.status)).toEqual(results.map(() => 'rejected'));
      expect(await versionOf(repo, alice)).toBe(before);
      expect(await repo.read(alice).getItems(D)).toEqual([]);
      expect((await repo.read(alice).getProfile())?.age).not.toBe(44);
      expect(await repo.read(alice).foodUsage!('', D)).toEqual([]);
      // The queue is not left behind: the next write is committed and answered.
      await repo.write(alice, (s) => s.insertItems(D, [food('later', 'Later')]));
      expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(['later']);
      expect(await versionOf(repo, alice)).toBe(before + 1);
    }

    it('fail every write of a batch whose commit fails, and keep none of them', async () => {
      // A deferred foreign key is checked at commit: an item named Trap inserts a row that breaks it, so every
      // write's statements succeed and the commit fails (both engines).
      const { repo, alice, database } = await setup();
      const db = database.db as unknown as Kysely<unknown>;
      await sql`create table batch_guard (id text primary key)`.execute(db);
      await sql`create table batch_trap (ref text references batch_guard (id) deferrable initially deferred)`.execute(
        db,
      );
      if (engine === 'sqlite') {
        await sql`create trigger batch_trap after insert on food_items when new.name = 'Trap'
          begin insert into batch_trap values ('missing'); end`.execute(db);
      } else {
        await sql`create function batch_trap() returns trigger language plpgsql as
          $$ begin insert into batch_trap values ('missing'); return new; end $$`.execute(db);
        await sql`create trigger batch_trap after insert on food_items for each row
          when (new.name = 'Trap') execute function batch_trap()`.execute(db);
      }
      try {
        const before = await versionOf(repo, alice);
        const results = await Promise.allSettled([
          repo.write(alice, (s) => s.insertItems(D, [food('a', 'Apple')])),
          repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 44 })),
          repo.write(alice, (s) => s.insertItems(D, [food('t', 'Trap')])),
          repo.write(alice, async (s) => {
            await s.insertItems(D, [food('r', 'Refused')]);
            throw new RuleError(400, 'bad_request', 'refused');
          }),
          repo.write(alice, (s) => s.insertItems(D, [food('c', 'Cheese')])),
        ]);
        // The refused write too: the batch it was answered in never committed.
        for (const r of results as PromiseRejectedResult[]) {
          expect((r.reason as { code?: string }).code).toMatch(/^(23503|SQLITE_CONSTRAINT_FOREIGNKEY)$/);
        }
        await expectWholeBatchFailed(repo, alice, before, results);
      } finally {
        await sql`drop trigger batch_trap ${sql.raw(engine === 'sqlite' ? '' : 'on food_items')}`.execute(db);
      }
    });

    // PostgreSQL only: SQLite's connection is a file handle in this process, with nothing to cut.
    if (engine === 'postgres') {
      it('fail every write of a batch whose connection is lost mid-batch, and keep none of them', async () => {
        const { repo, alice } = await setup();
        const before = await versionOf(repo, alice);
        const results = await Promise.allSettled([
          repo.write(alice, (s) => s.insertItems(D, [food('a', 'Apple')])),
          repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 44 })),
          // The batch's own connection is ended by the server, as a restart or a network cut would.
          repo.write(alice, async (s) => {
            const trx = (s as unknown as { db: Kysely<DB> }).db;
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            await withAdmin(postgresUrl!, (c) => c.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
            await s.insertItems(D, [food('t', 'After the cut')]);
          }),
          repo.write(alice, (s) => s.insertItems(D, [food('c', 'Cheese')])),
        ]);
        await expectWholeBatchFailed(repo, alice, before, results);
      });
    }

    it('fail the writes of a batch that throws past its own handling, and run the next writes', async () => {
      // Nothing in commitBatch is known to throw (it answers every failure itself); this stands for a future
      // change that lets something through: without the queue's cleanup every later write would wait forever.
      const { repo, alice } = await setup();
      const before = await versionOf(repo, alice);
      const lost = new Error('escaped the batch');
      const commitBatch = vi
        .spyOn(KyselyRepository.prototype as unknown as { commitBatch: () => Promise<void> }, 'commitBatch')
        .mockRejectedValueOnce(lost);
      try {
        const results = await Promise.allSettled([
          repo.write(alice, (s) => s.insertItems(D, [food('a', 'Apple')])),
          repo.write(alice, (s) => s.putProfile({ ...DEFAULT_PROFILE, age: 44 })),
        ]);
        expect(results.map((r) => r.status === 'rejected' && r.reason)).toEqual([lost, lost]);
        await expectWholeBatchFailed(repo, alice, before, results);
      } finally {
        commitBatch.mockRestore();
      }
    });

    it('refuse a write at once, writing nothing, when the queue already holds writeQueueMax writes', async () => {
      const { alice, database } = await setup();
      const repo = new KyselyRepository(database, Date.now, { writeQueueMax: 2 });
      const before = await versionOf(repo, alice);
      // The first write starts the queue (its turn is the next turn of the event loop), the second waits behind
      // it; the other three find it full.
      const results = await Promise.allSettled(
        ['a', 'b', 'c', 'd', 'e'].map((id) => repo.write(alice, (s) => s.insertItems(D, [food(id, id)]))),
      );
      expect(results.map((r) => r.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
        'rejected',
      ]);
      for (const r of results.slice(2) as PromiseRejectedResult[]) {
        expect(r.reason).toBeInstanceOf(WriteQueueFullError);
        expect((r.reason as Error).message).toBe(WRITES_BUSY);
      }
      expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(['a', 'b']);
      expect(await versionOf(repo, alice)).toBe(before + 1);
      // The queue emptied: the next write is accepted.
      await repo.write(alice, (s) => s.insertItems(D, [food('f', 'f')]));
      expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(['a', 'b', 'f']);
    });

    if (engine === 'postgres') {
      it('run without savepoints while every write succeeds, and again from the first with them when one fails', async () => {
        const { repo, alice, database } = await setup();
        const runs: string[] = [];
        const add = (id: string, refuse = false) =>
          repo.write(alice, async (s) => {
            runs.push(id);
            await s.insertItems(D, [food(id, id)]);
            if (refuse) throw new RuleError(400, 'bad_request', `no ${id}`);
          });
        // A row's xmin is the id of the (sub)transaction that wrote it: each savepoint that writes has its own.
        const writers = async (ids: string[]) => {
          const { rows } = await sql<{ xmin: string }>`
            select xmin::text as xmin from food_items where user_id = ${alice} and id in (${sql.join(ids)})`.execute(
            database.db,
          );
          return new Set(rows.map((r) => r.xmin)).size;
        };

        await Promise.all([add('a'), add('b'), add('c')]);
        expect(runs).toEqual(['a', 'b', 'c']);
        expect(await writers(['a', 'b', 'c'])).toBe(1);

        runs.length = 0;
        const results = await Promise.allSettled([add('d'), add('e', true), add('f')]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
        // The first attempt stopped at the refused write and was rolled back, unanswered; the second ran every
        // write again, each in its savepoint.
        expect(runs).toEqual(['d', 'e', 'd', 'e', 'f']);
        expect(await writers(['d', 'f'])).toBe(2);
        expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'f']);
      });
    }

    it('apply many queued writes once each, in the order they arrived, WRITE_BATCH_MAX to a transaction', async () => {
      const { repo, alice, bob } = await setup();
      const before = await versionOf(repo, alice);
      const count = 2 * WRITE_BATCH_MAX + 6;
      const replies = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          repo.write(alice, (s) => s.insertItems(D, [food(`i${i}`, `Food ${i}`)]).then(() => s.getItems(D))),
        ),
      );
      expect(replies.map((r) => r.length)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect((await repo.read(alice).getItems(D)).map((i) => i.id)).toEqual(
        Array.from({ length: count }, (_, i) => `i${i}`),
      );
      expect(await versionOf(repo, alice)).toBe(before + 3);
      const usage = await repo.read(alice).foodUsage!('food', D);
      expect(usage).toHaveLength(count);
      expect(usage.every((u) => u.usageCount === 1)).toBe(true);
      // Another person's writes are their own queue.
      expect(await repo.read(bob).getItems(D)).toEqual([]);
    });
  });
});
