// POST /api/sync (issue 12, decision 120): operations applied exactly once, in the server's order, with the
// JSON API's rules; changes handed back per scope since a cursor.
import type { DailyIntake, Favorite } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { SYNC_OPS_KEEP_DAYS } from '../../services/sync.ts';
import { item, NOW, signUp, TODAY, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

interface SyncAnswer {
  cursor: number;
  full: boolean;
  changes: { scope: string; value: unknown }[];
  results: { id: string; status: string; error?: { code: string; message: string } }[];
}

const add = (id: string, itemId: string, name: string, date = TODAY) => ({
  id,
  type: 'items.add',
  payload: { date, items: [item(name, 100, { id: itemId, timestamp: 1 })] },
});

describe.each(ENGINES)('sync on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('applies an operation once however often it is sent (a lost answer is resent)', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const ops = [add('op-1', 'i-1', 'Soup'), add('op-2', 'i-2', 'Bread')];
    const first = await alice.post('/api/sync', { cursor: 0, operations: ops });
    expect(first.statusCode).toBe(200);
    const answer = first.json<SyncAnswer>();
    expect(answer.results).toEqual([
      { id: 'op-1', status: 'applied' },
      { id: 'op-2', status: 'applied' },
    ]);
    expect(answer.full).toBe(true);
    expect(answer.changes.find((c) => c.scope === `day:${TODAY}`)?.value).toHaveLength(2);
    // The answer was lost: the client sends the same batch again, and once more with one op repeated in it.
    const again = (
      await alice.post('/api/sync', { cursor: 0, operations: [...ops, ops[0]] })
    ).json<SyncAnswer>();
    expect(again.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const day = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>();
    expect(day.items.map((i) => i.name)).toEqual(['Soup', 'Bread']);
  });

  it('hands back only what changed since the cursor, JSON API writes included', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const start1 = (await alice.post('/api/sync', { cursor: 0, operations: [] })).json<SyncAnswer>();
    expect(start1.full).toBe(true);
    expect(start1.changes.find((c) => c.scope === 'favorites')?.value).toEqual([
      expect.objectContaining({ name: 'Egg' }),
    ]);
    await alice.post('/api/days/2026-03-10/items', { items: [item('Via API')] });
    const next = (
      await alice.post('/api/sync', { cursor: start1.cursor, operations: [] })
    ).json<SyncAnswer>();
    expect(next.full).toBe(false);
    expect(next.cursor).toBeGreaterThan(start1.cursor);
    expect(next.changes.map((c) => c.scope)).toEqual(['day:2026-03-10']);
    expect((next.changes[0]!.value as { name: string }[]).map((i) => i.name)).toEqual(['Via API']);
    const none = (await alice.post('/api/sync', { cursor: next.cursor, operations: [] })).json<SyncAnswer>();
    expect(none.changes).toEqual([]);
    expect(none.cursor).toBe(next.cursor);
  });

  it('lets a delete win over a later edit of the deleted item, and keeps both devices additions', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    await alice.post('/api/sync', { cursor: 0, operations: [add('a-1', 'shared', 'Rice')] });
    // Phone (online) deletes; laptop (offline) had edited the same item and added its own.
    await alice.post('/api/sync', {
      cursor: 0,
      operations: [
        { id: 'p-1', type: 'item.remove', payload: { date: TODAY, id: 'shared' } },
        add('p-2', 'phone-item', 'Apple'),
      ],
    });
    const laptop = (
      await alice.post('/api/sync', {
        cursor: 0,
        operations: [
          { id: 'l-1', type: 'item.update', payload: { date: TODAY, id: 'shared', patch: { calories: 5 } } },
          add('l-2', 'laptop-item', 'Pear'),
        ],
      })
    ).json<SyncAnswer>();
    expect(laptop.results[0]).toEqual({
      id: 'l-1',
      status: 'rejected',
      error: { code: 'not_found', message: 'No food item found with id: shared' },
    });
    const day = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>();
    expect(day.items.map((i) => i.name)).toEqual(['Apple', 'Pear']);
  });

  it('keeps the favorites identity rule across devices', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const fav = (id: string, favId: string) => ({
      id,
      type: 'favorite.add',
      payload: { item: item('Oat milk', 50, { id: favId, units: 'cups', timestamp: 1 }) },
    });
    const answer = (
      await alice.post('/api/sync', { cursor: 0, operations: [fav('f-1', 'fav-a'), fav('f-2', 'fav-b')] })
    ).json<SyncAnswer>();
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(answer.results[1]!.error?.message).toBe('This food is already a favorite');
    const favorites = (await alice.get('/api/favorites')).json<{ favorites: Favorite[] }>().favorites;
    expect(favorites.map((f) => f.id)).toEqual([expect.any(String), 'fav-a']);
  });

  it('carries fiber, sugars, sodium and the meal through add and update operations (issue 14)', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const apple = item('Apple', 95, {
      id: 'ap',
      timestamp: 1,
      fiber: 4.4,
      sugars: 19,
      sodium: 2,
      meal: 'snacks',
    });
    const ops = [
      { id: 'n-1', type: 'items.add', payload: { date: TODAY, items: [apple] } },
      {
        id: 'n-2',
        type: 'item.update',
        payload: { date: TODAY, id: 'ap', patch: { sugars: null, meal: 'lunch' } },
      },
    ];
    const answer = (await alice.post('/api/sync', { cursor: 0, operations: ops })).json<SyncAnswer>();
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [stored] = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>().items;
    expect(stored).toMatchObject({ fiber: 4.4, sodium: 2, meal: 'lunch' });
    expect(stored).not.toHaveProperty('sugars');
    const bad = (
      await alice.post('/api/sync', {
        cursor: 0,
        operations: [
          { id: 'n-3', type: 'item.update', payload: { date: TODAY, id: 'ap', patch: { meal: 'tea' } } },
        ],
      })
    ).json<SyncAnswer>();
    expect(bad.results[0]!.status).toBe('rejected');
  });

  it("carries issue 13's weights and incomplete marks as operations, and the JSON API's weight writes back", async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const first = (
      await alice.post('/api/sync', {
        cursor: 0,
        operations: [
          { id: 'w-1', type: 'weight.put', payload: { date: '2026-03-10', weight: 181.4 } },
          { id: 'w-2', type: 'day.incomplete', payload: { date: '2026-03-10', incomplete: true } },
          { id: 'w-3', type: 'weight.put', payload: { date: '2026-03-11', weight: 180 } },
          { id: 'w-4', type: 'weight.remove', payload: { date: '2026-03-11' } },
          { id: 'w-5', type: 'weight.remove', payload: { date: '2026-03-12' } },
          { id: 'w-6', type: 'weight.put', payload: { date: '2026-03-16', weight: 180 } },
        ],
      })
    ).json<SyncAnswer>();
    expect(first.results.map((r) => r.error?.message ?? r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'No weight logged on 2026-03-12',
      'Cannot log a weight on a future date',
    ]);
    expect(first.changes.filter((c) => c.scope.startsWith('body:'))).toEqual([
      { scope: 'body:2026-03-10', value: { weight: 181.4, incomplete: true } },
    ]);
    expect((await alice.get('/api/weights?from=2026-03-01&to=2026-03-15')).json()).toEqual({
      weights: [{ date: '2026-03-10', weight: 181.4 }],
      incomplete: ['2026-03-10'],
    });
    // A weight logged through the JSON API reaches the other devices through sync.
    expect((await alice.put('/api/weights/2026-03-11', { weight: 179.8 })).statusCode).toBe(200);
    const next = (await alice.post('/api/sync', { cursor: first.cursor, operations: [] })).json<SyncAnswer>();
    expect(next.changes).toEqual([{ scope: 'body:2026-03-11', value: { weight: 179.8 } }]);
  });

  it('forgets operation ids after SYNC_OPS_KEEP_DAYS; a very late resend of an add is refused, not doubled', async () => {
    const database = openDatabase();
    const alice = await signUp((await start(database)).app);
    await alice.post('/api/sync', {
      cursor: 0,
      operations: [add('old-1', 'i-old', 'Soup'), add('new-1', 'i-new', 'Tea')],
    });
    // 'old-1' was recorded longer ago than the horizon; the next batch with operations prunes it.
    await database.db
      .updateTable('sync_ops')
      .set({ created_at: NOW - (SYNC_OPS_KEEP_DAYS + 1) * 86_400_000 })
      .where('user_id', '=', alice.userId!)
      .where('id', '=', 'old-1')
      .execute();
    await alice.post('/api/sync', { cursor: 0, operations: [add('new-2', 'i-new-2', 'Bread')] });
    const kept = await database.db
      .selectFrom('sync_ops')
      .select('id')
      .where('user_id', '=', alice.userId!)
      .orderBy('id')
      .execute();
    expect(kept.map((r) => r.id)).toEqual(['new-1', 'new-2']);
    // Sent again now: applied again, refused by the rules (its item id is taken), so nothing doubles.
    const late = (
      await alice.post('/api/sync', { cursor: 0, operations: [add('old-1', 'i-old', 'Soup')] })
    ).json<SyncAnswer>();
    expect(late.results[0]).toMatchObject({ id: 'old-1', status: 'rejected', error: { code: 'conflict' } });
    expect((await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>().items.map((i) => i.name)).toEqual([
      'Soup',
      'Tea',
      'Bread',
    ]);
  });

  it('refuses malformed requests with 4xx and applies nothing; rule failures are per operation', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    expect((await alice.post('/api/sync', { operations: [] })).statusCode).toBe(400);
    expect(
      (await alice.post('/api/sync', { cursor: 0, operations: [{ id: '', type: 'x' }] })).statusCode,
    ).toBe(400);
    const odd = (
      await alice.post('/api/sync', {
        cursor: 0,
        operations: [
          { id: 'u-1', type: 'no.such', payload: {} },
          { id: 'u-2', type: 'items.add', payload: { date: '2026-03-16', items: [item('Future')] } },
          { id: 'u-3', type: 'items.add', payload: { date: 'nope' } },
        ],
      })
    ).json<SyncAnswer>();
    expect(odd.results.map((r) => r.error?.code)).toEqual(['bad_request', 'future_date', 'bad_request']);
    expect((await alice.get('/api/days/2026-03-16')).json<DailyIntake>().items).toEqual([]);
  });
});
