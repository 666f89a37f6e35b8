// Issue 11, the red-team findings about growth, end to end on each engine: 10,000 favorites through an import,
// repeated imports that kept adding (180,000 items for one user), a 26.6 MB import, and suggestions that read
// every item of a long history (120,000 items over 120 days: 4.4-8.9 s each). Sizes are smaller where the red
// team's would take minutes to set up; each test checks the bound itself, not a time.
import {
  ACCOUNT_FULL_MESSAGE,
  DEFAULT_FAVORITE,
  FAVORITES_FULL_MESSAGE,
  favoriteKey,
  LIMITS,
} from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, signUp, TODAY, useServers } from '../testing/app.ts';
import type { Client } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

const DAY = 86_400_000;
const dateBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** `count` days ending `from` days before today, each with `perDay` items named from `foods` foods. */
function history(
  count: number,
  perDay: number,
  opts: { from?: number; foods?: number; prefix?: string } = {},
) {
  const { from = 0, foods = 20, prefix = 'i' } = opts;
  return Array.from({ length: count }, (_, d) => {
    const date = dateBefore(from + d);
    return {
      date,
      items: Array.from({ length: perDay }, (_, n) => ({
        ...item(`Food ${(d * perDay + n) % foods}`),
        id: `${prefix}${d}-${n}`,
        timestamp: Date.parse(`${date}T08:00:00Z`) + n,
      })),
    };
  });
}

describe.each(ENGINES)('account growth limits on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  const itemCount = async (client: Client) =>
    (await client.get('/api/export?format=json'))
      .json()
      .days.reduce((n: number, d: { items: unknown[] }) => n + d.items.length, 0);

  it('refuses 10,000 favorites in an import whole: nothing of it is stored', async () => {
    const server = await start(openDatabase());
    const alice = await signUp(server.app);
    const favorites = Array.from({ length: 10_000 }, (_, n) => ({
      ...item(`Favorite ${n}`),
      id: `fav${n}`,
      isFavorite: true,
      timestamp: n,
    }));
    const response = await alice.post('/api/import', { favorites, days: history(3, 2) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(`At most ${LIMITS.favorites.max} favorites`);
    expect((await alice.get('/api/favorites')).json().favorites).toEqual([DEFAULT_FAVORITE]);
    expect(await itemCount(alice)).toBe(0);

    // Just under the cap in the import, the account's own Egg makes one too many: refused whole as well.
    const atCap = favorites.slice(0, LIMITS.favorites.max);
    const over = await alice.post('/api/import', { favorites: atCap, days: history(1, 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({ code: 'limit_exceeded', message: FAVORITES_FULL_MESSAGE });
    expect((await alice.get('/api/favorites')).json().favorites).toEqual([DEFAULT_FAVORITE]);
    expect(await itemCount(alice)).toBe(0);
  });

  it('stops repeated imports at the account cap: the one that would go over stores nothing', async () => {
    const server = await start(openDatabase());
    const alice = await signUp(server.app);
    const days = LIMITS.account.daysMax - 60;
    const first = await alice.post('/api/import', { days: history(days, 1, { prefix: 'a' }) });
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toBe(days);
    // The same import again changes nothing (items are matched by date and id): it does not add.
    expect((await alice.post('/api/import', { days: history(days, 1, { prefix: 'a' }) })).statusCode).toBe(
      200,
    );
    expect(await itemCount(alice)).toBe(days);
    // 61 more days would make LIMITS.account.daysMax + 1.
    const more = await alice.post('/api/import', { days: history(61, 1, { from: days, prefix: 'b' }) });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toMatchObject({ code: 'limit_exceeded', message: ACCOUNT_FULL_MESSAGE });
    expect(await itemCount(alice)).toBe(days);
    // 60 fit.
    expect(
      (await alice.post('/api/import', { days: history(60, 1, { from: days, prefix: 'b' }) })).statusCode,
    ).toBe(200);
    expect(await itemCount(alice)).toBe(LIMITS.account.daysMax);
  });

  // 50,000 rows written and rolled back: seconds on a busy machine.
  it(
    'refuses an import that would take the account over its item cap, storing nothing of it',
    { timeout: 60_000 },
    async () => {
      const server = await start(openDatabase());
      const alice = await signUp(server.app);
      // 51 days of 981 items: LIMITS.account.itemsMax + 31, in one import (the red team's reached 180,000).
      const perDay = Math.ceil(LIMITS.account.itemsMax / 51);
      const response = await alice.post('/api/import', { days: history(51, perDay) });
      expect(51 * perDay).toBeGreaterThan(LIMITS.account.itemsMax);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'limit_exceeded', message: ACCOUNT_FULL_MESSAGE });
      expect(await itemCount(alice)).toBe(0);
    },
  );

  it('refuses an import body over the limit before reading it, storing nothing', async () => {
    const server = await start(openDatabase());
    const alice = await signUp(server.app);
    // The red team's 26.6 MB import; the limit is 16 MB.
    const response = await alice.post('/api/import', {
      days: history(2, 1),
      padding: 'x'.repeat(27 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(await itemCount(alice)).toBe(0);
  });

  it('answers suggestions from one row per food, however many items the history holds', async () => {
    const database = openDatabase();
    const server = await start(database);
    const alice = await signUp(server.app);
    // 120 days of 100 items each (the red team's shape, at a tenth of their 120,000), 20 foods.
    const imported = await alice.post('/api/import', { days: history(120, 100) });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().items).toBe(12_000);

    const rows = await database.db
      .selectFrom('food_usage')
      .select(['key', 'uses'])
      .where('user_id', '=', alice.userId!)
      .execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => Number(r.uses) === 600)).toBe(true);

    const suggestions = (await alice.get('/api/suggestions?q=food 1')).json().suggestions;
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) {
      expect(s.usageCount).toBe(600);
      expect(s.lastUsed).toBe(TODAY);
      expect(rows.map((r) => r.key)).toContain(favoriteKey(s));
    }
  });
});
