// Issue 3 part 5: ownership is enforced in one place (the storage layer's userId-first queries). Here Bob
// tries every endpoint on Alice's ids: nothing of hers is read or changed. Anonymous calls get 401.
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { DailyIntake, Favorite } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { anonymous, Client, dataEndpoints, item, signUp, useServers } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

const DATE = '2026-03-10';
/** Only Alice's rows carry this note. */
const SECRET = 'alice-only-note';

describe.each(ENGINES)('ownership on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it("lets no user read or change another user's data through any endpoint", async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const bob = await signUp(app);
    await alice.put('/api/profile', { ...DEFAULT_PROFILE, age: 52 });
    const day = (
      await alice.post(`/api/days/${DATE}/items`, {
        items: [item('Secret sauce', 50, { units: 'tbsp', notes: SECRET })],
      })
    ).json<DailyIntake>();
    const itemId = day.items[0]!.id;
    const favorite = (
      await alice.post('/api/favorites', item('Secret sauce', 50, { units: 'tbsp' }))
    ).json<Favorite>();
    const before = (await alice.get('/api/export')).body;

    // Bob aims straight at Alice's ids: not found, as if they did not exist.
    for (const [method, url, body] of [
      ['PATCH', `/api/days/${DATE}/items/${itemId}`, { calories: 1 }],
      ['DELETE', `/api/days/${DATE}/items/${itemId}`],
      ['PATCH', `/api/favorites/${favorite.id}`, { calories: 1 }],
      ['DELETE', `/api/favorites/${favorite.id}`],
    ] as const) {
      const response = await bob.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Everything else Bob does works on his own data only, and shows nothing of Alice's.
    for (const [method, url, body] of dataEndpoints(DATE, itemId, favorite.id)) {
      const response = await bob.request(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.body, `${method} ${url}`).not.toContain(SECRET);
      if (url === `/api/days/${DATE}`) expect(response.json().items).toEqual([]);
      if (url.startsWith('/api/suggestions')) expect(response.json().suggestions).toEqual([]);
      if (url === '/api/export') {
        const names = response
          .json<{ days: DailyIntake[] }>()
          .days.flatMap((d) => d.items.map((i) => i.name));
        expect(names).toEqual(['Intruder']);
      }
    }
    // Another user's import of an item with Alice's id and date makes that user's own row.
    await signUp(app).then((carol) =>
      carol.post('/api/import', {
        favorites: [],
        days: [{ date: DATE, items: [{ ...item('Copy'), id: itemId, isFavorite: false, timestamp: 1 }] }],
      }),
    );

    expect((await alice.get('/api/export')).body).toBe(before);
    expect((await alice.get('/api/profile')).json().age).toBe(52);
  });

  it('answers 401 to every data endpoint without a valid session, whatever the body', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const strangers = [
      anonymous(app),
      new Client(app, 'forkcast.session_token=forged.value'),
      new Client(app, alice.cookie!.replace(/=(.)/, '=x$1')),
    ];
    for (const client of strangers) {
      for (const [method, url, body] of dataEndpoints(DATE, 'x', 'y')) {
        const response = await client.request(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'unauthorized', message: 'No authenticated user' },
        });
        const broken = await client.request(method as 'GET', url, '{not json');
        expect(broken.statusCode, `${method} ${url} with a broken body`).toBe(401);
      }
    }
    expect((await alice.get('/api/profile')).json()).toEqual(DEFAULT_PROFILE);
  });
});
