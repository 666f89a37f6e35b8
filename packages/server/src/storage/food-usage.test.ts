// Decision 113: suggestions come from food_usage, kept up to date by every write, and must rank exactly as core's
// rules do over every item of the history; the read is bounded by the foods that can rank, not the items.
import { addDays, collectUsage, rankUsage, rules } from '@forkcast/core';
import type { FoodItem, IsoDate } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { signUp, useServers } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import { refreshFoodUsage } from './food-usage.ts';
import type { Database } from './database.ts';
import type { Repository } from './repository.ts';

const TODAY = '2026-03-15';
const NAMES = [
  'Oatmeal',
  'oatmeal',
  'Oat milk',
  'Coffee 100%',
  'Coffee_black',
  'Apple',
  'Crème brûlée',
  'Tea',
];
const UNITS = ['serving', 'cups', 'Cups'];
const QUERIES = ['', 'oat', 'OAT', 'coffee', '100%', '%', '_', 'e_b', 'crème', 'BRÛ', 'zzz', ' tea '];

/** A small seeded generator: the same sequence every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(ENGINES)('food usage on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  async function setup(): Promise<{ repo: Repository; database: Database; userId: string; other: string }> {
    const database = openDatabase();
    const server = await start(database);
    const [alice, bob] = await Promise.all([signUp(server.app), signUp(server.app)]);
    return { repo: server.services.repo, database, userId: alice.userId!, other: bob.userId! };
  }

  /** Suggestions from every stored item (core's rules over the whole history), the reference. */
  async function fromItems(repo: Repository, userId: string, query: string): Promise<unknown> {
    return rankUsage(collectUsage(await repo.getAllDays(userId)), query, TODAY);
  }

  const usageRows = (database: Database, userId: string) =>
    database.db
      .selectFrom('food_usage')
      .select(['key', 'name_lower', 'uses', 'last_date', 'last_id'])
      .where('user_id', '=', userId)
      .orderBy('key')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, uses: Number(r.uses) })));

  it('ranks exactly as the rules over every item, through adds, edits, removals and an import', async () => {
    const { repo, database, userId, other } = await setup();
    const random = prng(11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const stored: { date: IsoDate; id: string }[] = [];
    const ctx = (n: number) => ({ now: Date.parse(`${TODAY}T12:00:00Z`) + n, random, today: TODAY });
    // Someone else's foods never show.
    await repo.write(other, (store) =>
      rules.addItems(store, ctx(0), TODAY, [
        { name: 'Oatmeal', calories: 1, protein: 0, carbs: 0, fat: 0, units: 'cups', quantity: 1 },
      ]),
    );

    for (let step = 0; step < 60; step++) {
      const roll = random();
      if (roll < 0.55 || stored.length === 0) {
        const date = addDays(TODAY, -Math.floor(random() * 40));
        const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          name: pick(NAMES),
          calories: Math.floor(random() * 500),
          protein: 1,
          carbs: 2,
          fat: 3,
          units: pick(UNITS),
          quantity: 1,
          // Equal timestamps on one day: the first logged is the most recent entry (collectUsage).
          timestamp: Date.parse(`${date}T08:00:00Z`) + Math.floor(random() * 3),
        }));
        const day = await repo.write(userId, (store) => rules.addItems(store, ctx(step), date, items));
        for (const item of day.items.slice(-items.length)) stored.push({ date, id: item.id });
      } else if (roll < 0.8) {
        const { date, id } = pick(stored);
        await repo.write(userId, (store) =>
          rules.updateItem(store, date, id, { name: pick(NAMES), units: pick(UNITS), calories: step }),
        );
      } else {
        const at = Math.floor(random() * stored.length);
        const { date, id } = stored[at]!;
        await repo.write(userId, (store) => rules.removeItem(store, date, id));
        stored.splice(at, 1);
      }
      if (step % 10 === 9) {
        for (const q of QUERIES) {
          expect(
            await rules.getSuggestions(repo.read(userId), TODAY, q),
            `step ${step}, query '${q}'`,
          ).toEqual(await fromItems(repo, userId, q));
        }
      }
    }

    // An import replaces items by id (their food may change) and adds new ones.
    const some = (await repo.getAllDays(userId)).slice(0, 3);
    const replaced: FoodItem[] = some.flatMap((d) => d.items).map((i) => ({ ...i, name: 'Imported tea' }));
    await repo.importData(userId, {
      favorites: [],
      days: [
        ...some.map((d) => ({
          date: d.date,
          items: replaced.filter((i) => d.items.some((x) => x.id === i.id)),
        })),
        { date: addDays(TODAY, -100), items: [{ ...replaced[0]!, id: 'imported-new', name: 'Apple' }] },
      ],
    });
    for (const q of QUERIES) {
      expect(await rules.getSuggestions(repo.read(userId), TODAY, q), `after import, '${q}'`).toEqual(
        await fromItems(repo, userId, q),
      );
    }

    // Recounting every food from scratch (what migration 002 does for existing data) gives the same rows.
    const kept = await usageRows(database, userId);
    await database.db.deleteFrom('food_usage').where('user_id', '=', userId).execute();
    await refreshFoodUsage(database.db, userId);
    expect(await usageRows(database, userId)).toEqual(kept);
  });

  it('takes an add’s most recent item from the row and the added items as the full read would (decision 220)', async () => {
    const { repo, database, userId } = await setup();
    const at = (date: IsoDate, hour: number) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
    const ctx = { now: at(TODAY, 23), random: Math.random, today: TODAY };
    const tea = (timestamp: number, name = 'Tea') => ({
      name,
      calories: 2,
      protein: 0,
      carbs: 0,
      fat: 0,
      units: 'cups',
      quantity: 1,
      timestamp,
    });
    const day = addDays(TODAY, -5);
    // Each step: the day and the items added, alone or as writes queued into one batch.
    const steps: [IsoDate, ReturnType<typeof tea>[]][][] = [
      [[day, [tea(at(day, 8))]]], // a new food: the full read
      [[day, [tea(at(day, 7), 'TEA')]]], // the same day, earlier: the row's item stays
      [[day, [tea(at(day, 9), 'tea')]]], // the same day, later: the added one
      [[day, [tea(at(day, 9), 'Tea ')]]], // the same day and time: the first logged stays
      [[addDays(day, -1), [tea(at(day, 20))]]], // an earlier day: the row's item stays
      [[addDays(day, 1), [tea(at(day, 1), 'TeA'), tea(at(day, 1), 'tEa')]]], // a later day, two at once: the first
      [
        [addDays(day, 2), [tea(at(day, 5), 'TEa')]],
        [addDays(day, 2), [tea(at(day, 6), 'teA')]],
        [addDays(day, 1), [tea(at(day, 23), 'tEA')]],
      ], // three writes in one batch: the latest of them
    ];
    for (const [n, writes] of steps.entries()) {
      await Promise.all(
        writes.map(([date, items]) => repo.write(userId, (store) => rules.addItems(store, ctx, date, items))),
      );
      const kept = await usageRows(database, userId);
      await refreshFoodUsage(database.db, userId);
      expect(await usageRows(database, userId), `step ${n}`).toEqual(kept);
    }
    const rows = await usageRows(database, userId);
    expect(rows.map((r) => [r.name_lower, r.uses, r.last_date])).toEqual([['tea', 10, addDays(day, 2)]]);
  });

  it("counts a food's items once when its row is new or holds a count that cannot be right", async () => {
    const { repo, database, userId } = await setup();
    const ctx = { now: Date.parse(`${TODAY}T12:00:00Z`), random: Math.random, today: TODAY };
    const tea = { name: 'Tea', calories: 2, protein: 0, carbs: 0, fat: 0, units: 'cups', quantity: 1 };
    const key = JSON.stringify(['tea', 'cups']);
    const uses = async () => (await usageRows(database, userId)).find((r) => r.key === key)?.uses;
    await repo.write(userId, (store) => rules.addItems(store, ctx, TODAY, [tea, tea]));
    expect(await uses()).toBe(2);
    // A row that lost track (0, or fewer than the items logged): the next write of the food counts them again.
    for (const wrong of [0, -3]) {
      await database.db.updateTable('food_usage').set({ uses: wrong }).where('key', '=', key).execute();
      await repo.write(userId, (store) => rules.addItems(store, ctx, TODAY, [tea]));
      expect(await uses()).toBe(wrong === 0 ? 3 : 4);
    }
    // Its row gone while items remain: the next write counts them all.
    await database.db.deleteFrom('food_usage').where('key', '=', key).execute();
    await repo.write(userId, (store) => rules.addItems(store, ctx, TODAY, [tea]));
    expect(await uses()).toBe(5);
  });

  it('keeps one row per food however often it is logged, and reads only the foods that can rank', async () => {
    const { repo, database, userId } = await setup();
    const ctx = { now: Date.parse(`${TODAY}T12:00:00Z`), random: Math.random, today: TODAY };
    const item = (name: string) => ({
      name,
      calories: 100,
      protein: 1,
      carbs: 1,
      fat: 1,
      units: 'serving',
      quantity: 1,
    });
    for (let d = 0; d < 60; d++) {
      const date = addDays(TODAY, -d);
      await repo.write(userId, (store) =>
        rules.addItems(store, ctx, date, [
          item('Coffee'),
          item('Coffee'),
          ...(d >= 30 ? [item(`Old food ${d}`)] : []),
        ]),
      );
    }
    for (const name of ['Toast', 'Jam']) {
      await repo.write(userId, (store) => rules.addItems(store, ctx, TODAY, [item(name)]));
    }

    const rows = await usageRows(database, userId);
    expect(rows).toHaveLength(3 + 30);
    expect(rows.find((r) => r.key === JSON.stringify(['coffee', 'serving']))?.uses).toBe(120);

    // Three foods were used this week: the thirty older foods cannot rank and are not read.
    const read = await repo.read(userId).foodUsage!('', TODAY);
    expect(read.map((f) => f.item.name).sort()).toEqual(['Coffee', 'Jam', 'Toast']);
    expect(
      (await rules.getSuggestions(repo.read(userId), TODAY, '')).map((s) => [s.name, s.usageCount]),
    ).toEqual([
      ['Coffee', 120],
      ['Jam', 1],
      ['Toast', 1],
    ]);
    // 'old food 4' matches Old food 40-49 (used 40-49 days ago); the third most recent, 42 days ago, is in the
    // 7-day period of days 42-48 ago: 49 days ago ranks after all of those and is not read.
    const old = await repo.read(userId).foodUsage!('old food 4', TODAY);
    expect(old.map((f) => f.item.name).sort()).toEqual(
      [40, 41, 42, 43, 44, 45, 46, 47, 48].map((n) => `Old food ${n}`),
    );
    expect((await rules.getSuggestions(repo.read(userId), TODAY, 'old food 4')).map((s) => s.name)).toEqual([
      'Old food 40',
      'Old food 41',
      'Old food 42',
    ]);
  });
});
