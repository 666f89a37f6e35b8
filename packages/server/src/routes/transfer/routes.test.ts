import { DEFAULT_FAVORITE, DEFAULT_PROFILE } from '@forkcast/core';
import type { DailyIntake, Favorite } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, signUp, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('import and export on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('exports JSON that another account imports into the same data, idempotently', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    await alice.put('/api/profile', { ...DEFAULT_PROFILE, age: 44 });
    await alice.post('/api/days/2026-03-01/items', {
      items: [item('Oats', 150, { notes: 'big bowl' }), item('Tea', 2)],
    });
    await alice.post('/api/days/2026-03-02/items', { items: [item('Soup', 300)] });
    await alice.post('/api/favorites', item('Soup', 300));

    const exported = await alice.get('/api/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="forkcast-2026-03-15.json"');
    const doc = exported.json();
    expect(doc).toMatchObject({ format: 'forkcast', version: 1, exportedAt: '2026-03-15T12:00:00.000Z' });
    expect(doc.profile.age).toBe(44);
    expect(doc.days.map((d: DailyIntake) => [d.date, d.totals.calories])).toEqual([
      ['2026-03-01', 152],
      ['2026-03-02', 300],
    ]);

    const bob = await signUp(app);
    const first = await bob.post('/api/import', doc);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ items: 3, favorites: 2 });
    const again = await bob.post('/api/import', doc);
    expect(again.json()).toEqual({ items: 3, favorites: 2 });

    const bobsDays = (await bob.get('/api/days?from=2026-01-01&to=2026-03-15')).json<{
      days: DailyIntake[];
    }>();
    expect(bobsDays.days).toEqual(doc.days);
    const bobsFavorites = (await bob.get('/api/favorites')).json<{ favorites: Favorite[] }>().favorites;
    expect(bobsFavorites.map((f) => f.name)).toEqual(['Egg', 'Soup']);
    expect((await bob.get('/api/profile')).json().age).toBe(44);
  });

  it('exports and imports fiber, sugars, sodium and the meal of items and favorites (issue 14)', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const extra = { fiber: 2.6, sugars: 12.2, sodium: 1, meal: 'breakfast' };
    await alice.post('/api/days/2026-03-01/items', { items: [item('Banana', 105, extra), item('Tea', 2)] });
    await alice.post('/api/favorites', item('Banana', 105, extra));
    const doc = (await alice.get('/api/export')).json();
    expect(doc.days[0].items[0]).toMatchObject(extra);
    expect(doc.days[0].items[1]).not.toHaveProperty('fiber');
    const bob = await signUp(app);
    expect((await bob.post('/api/import', doc)).statusCode).toBe(200);
    const day = (await bob.get('/api/days/2026-03-01')).json<DailyIntake>();
    expect(day.items).toEqual(doc.days[0].items);
    const favorites = (await bob.get('/api/favorites')).json<{ favorites: Favorite[] }>().favorites;
    expect(favorites.find((f) => f.name === 'Banana')).toMatchObject(extra);
    const refused = await bob.post('/api/import', {
      favorites: [],
      days: [{ date: '2026-03-02', items: [{ ...doc.days[0].items[0], id: 'x', sodium: -1 }] }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('exports and imports a saved meal with its foods and servings (issue 14)', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const items = [
      { name: 'Rice', calories: 400, protein: 8, carbs: 88, fat: 1, units: 'cups', quantity: 2, fiber: 1.2 },
      { name: 'Beans', calories: 450, protein: 30, carbs: 80, fat: 2, units: 'cups', quantity: 2 },
    ];
    const added = await alice.post('/api/favorites', { ...item('Rice and beans', 213), items, servings: 4 });
    expect(added.statusCode).toBe(201);
    const doc = (await alice.get('/api/export')).json();
    const bob = await signUp(app);
    expect((await bob.post('/api/import', doc)).statusCode).toBe(200);
    const favorites = (await bob.get('/api/favorites')).json<{ favorites: Favorite[] }>().favorites;
    expect(favorites.find((f) => f.name === 'Rice and beans')).toMatchObject({ items, servings: 4 });
    const bad = await bob.post('/api/favorites', { ...item('Nothing'), items: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('applies the profile only when given, and keeps ids of imported items', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    // An export of an account that has no profile says null.
    expect((await alice.post('/api/import', { profile: null, favorites: [], days: [] })).json()).toEqual({
      items: 0,
      favorites: 0,
    });
    const response = await alice.post('/api/import', {
      favorites: [],
      days: [
        {
          date: '2025-12-31',
          items: [{ ...item('Cake', 400), id: 'old-1', isFavorite: false, timestamp: 5 }],
        },
      ],
    });
    expect(response.json()).toEqual({ items: 1, favorites: 0 });
    expect((await alice.get('/api/profile')).json()).toEqual(DEFAULT_PROFILE);
    const day = (await alice.get('/api/days/2025-12-31')).json<DailyIntake>();
    expect(day.items).toEqual([{ ...item('Cake', 400), id: 'old-1', isFavorite: false, timestamp: 5 }]);
  });

  it('refuses an invalid import whole, changing nothing', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const response = await alice.post('/api/import', {
      favorites: [{ ...DEFAULT_FAVORITE, id: 'new', name: 'Bagel' }],
      days: [
        { date: '2026-01-01', items: [{ ...item('Fine'), id: 'a', isFavorite: false, timestamp: 1 }] },
        { date: '2026-01-02', items: [{ ...item(''), id: 'b', isFavorite: false, timestamp: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_error',
      field: 'body.days.1.items.0.name',
    });
    expect((await alice.get('/api/days/2026-01-01')).json<DailyIntake>().items).toEqual([]);
    expect((await alice.get('/api/favorites')).json().favorites).toEqual([DEFAULT_FAVORITE]);
  });

  it('exports CSV, one row per item, quoted where needed and safe to open in a spreadsheet', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    await alice.post('/api/days/2026-03-01/items', {
      items: [
        item('Toast, buttered', 120, { id: 't1', timestamp: 7, notes: 'said "yum"' }),
        item('=HYPERLINK("x")', 1, { id: 't2', timestamp: 8 }),
      ],
    });
    const response = await alice.get('/api/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.split('\r\n')).toEqual([
      'date,id,name,quantity,units,calories,protein,carbs,fat,notes,isFavorite,timestamp,meal,fiber,sugars,sodium',
      '2026-03-01,t1,"Toast, buttered",1,serving,120,10,5,2,"said ""yum""",false,7,,,,',
      `2026-03-01,t2,"'=HYPERLINK(""x"")",1,serving,1,10,5,2,,false,8,,,,`,
      '',
    ]);
    expect((await alice.get('/api/export?format=xml')).statusCode).toBe(400);
  });
});
