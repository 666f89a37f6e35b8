// Issue 3 part 6: the spec's app read a day, appended and wrote it back, so two writes that met lost one.
// Items are rows here; parallel adds to one day must all survive.
import type { DailyIntake } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { fixedClock, item, NOW, signUp, TODAY, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('concurrent writes on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('keeps exactly 50 items after 50 parallel adds to one day', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        alice.post(`/api/days/${TODAY}/items`, { items: [item(`Food ${i}`, 10)] }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const day = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>();
    expect(day.items).toHaveLength(50);
    expect(new Set(day.items.map((i) => i.name)).size).toBe(50);
    expect(day.totals.calories).toBe(500);
  });

  it('answers each of many parallel adds for itself: refused ones are 4xx and write nothing, the rest stay once', async () => {
    // Decision 191: queued writes of one person share a transaction, each in a savepoint of its own.
    const alice = await signUp((await start(openDatabase())).app);
    await alice.post(`/api/days/${TODAY}/items`, { items: [item('First', 1, { id: 'taken' })] });
    const kind = (i: number) => (i % 10 === 3 ? 'future' : i % 10 === 7 ? 'taken' : 'ok');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        kind(i) === 'future'
          ? alice.post('/api/days/2026-03-16/items', { items: [item(`Future ${i}`)] })
          : alice.post(`/api/days/${TODAY}/items`, {
              items: [item(`Food ${i}`, 10, kind(i) === 'taken' ? { id: 'taken' } : {})],
            }),
      ),
    );
    const expected = { ok: 201, future: 400, taken: 409 };
    expect(responses.map((r) => r.statusCode)).toEqual(
      Array.from({ length: 40 }, (_, i) => expected[kind(i)]),
    );
    responses.forEach((r, i) => {
      if (kind(i) === 'ok') expect(r.json<DailyIntake>().items.map((x) => x.name)).toContain(`Food ${i}`);
    });
    const day = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>();
    expect(day.items.map((x) => x.name).sort()).toEqual(
      [
        'First',
        ...Array.from({ length: 40 }, (_, i) => i)
          .filter((i) => kind(i) === 'ok')
          .map((i) => `Food ${i}`),
      ].sort(),
    );
    expect(day.totals.calories).toBe(1 + 32 * 10);
    expect((await alice.get('/api/days/2026-03-16')).json<DailyIntake>().items).toEqual([]);
  });

  it('keeps every item when two servers add to the same day at once', async () => {
    const database = openDatabase();
    const [one, two] = [await start(database), await start(database)];
    const alice = await signUp(one.app);
    const onTwo = alice.withApp(two.app);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? alice : onTwo).post(`/api/days/${TODAY}/items`, { items: [item(`F${i}`), item(`G${i}`)] }),
      ),
    );
    expect((await onTwo.get(`/api/days/${TODAY}`)).json<DailyIntake>().items).toHaveLength(40);
  });

  it("lists an add after the day's items even when another server's clock stamped them later", async () => {
    // The reply is the day as read plus the added item (decision 191); a later read must list the same order.
    const database = openDatabase();
    const [behind, ahead] = [
      await start(database),
      await start(database, { clock: fixedClock(NOW + 3_600_000) }),
    ];
    const alice = await signUp(behind.app);
    await alice.withApp(ahead.app).post(`/api/days/${TODAY}/items`, { items: [item('From the fast clock')] });
    const reply = (
      await alice.post(`/api/days/${TODAY}/items`, { items: [item('From the slow clock')] })
    ).json<DailyIntake>();
    expect(reply.items.map((i) => i.name)).toEqual(['From the fast clock', 'From the slow clock']);
    expect((await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>()).toEqual(reply);
  });

  it('toggles and edits in parallel without losing items', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const day = (
      await alice.post(`/api/days/${TODAY}/items`, {
        items: Array.from({ length: 20 }, (_, i) => item(`F${i}`, 10)),
      })
    ).json<DailyIntake>();
    await Promise.all([
      ...day.items.slice(0, 10).map((i) => alice.patch(`/api/days/${TODAY}/items/${i.id}`, { calories: 20 })),
      ...day.items.slice(10, 15).map((i) => alice.delete(`/api/days/${TODAY}/items/${i.id}`)),
      alice.post(`/api/days/${TODAY}/items`, { items: [item('Late', 5)] }),
    ]);
    const after = (await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>();
    expect(after.items).toHaveLength(16);
    expect(after.totals.calories).toBe(10 * 20 + 5 * 10 + 5);
  });
});
