import { DEFAULT_FAVORITE } from '@forkcast/core';
import type { Favorite } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, signUp, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('favorites API on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();
  const user = async () => signUp((await start(openDatabase())).app);
  const names = async (client: Awaited<ReturnType<typeof user>>) =>
    (await client.get('/api/favorites')).json<{ favorites: Favorite[] }>().favorites.map((f) => f.name);

  it('starts a new account with the Egg (spec section 3)', async () => {
    const alice = await user();
    const response = await alice.get('/api/favorites');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ favorites: [DEFAULT_FAVORITE] });
  });

  it('adds a favorite (201) and refuses one with the same name and units in any case (409)', async () => {
    const alice = await user();
    const created = await alice.post(
      '/api/favorites',
      item('Greek yogurt', 120, { units: 'cups', isFavorite: false }),
    );
    expect(created.statusCode).toBe(201);
    const favorite = created.json<Favorite>();
    expect(favorite).toMatchObject({ name: 'Greek yogurt', units: 'cups', calories: 120, isFavorite: true });
    expect(favorite.id).toMatch(/^\d+-/);
    const duplicate = await alice.post('/api/favorites', item('GREEK YOGURT ', 999, { units: 'cups' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: { code: 'conflict', message: 'This food is already a favorite' },
    });
    expect(await names(alice)).toEqual(['Egg', 'Greek yogurt']);
    const otherUnits = await alice.post('/api/favorites', item('Greek yogurt', 60, { units: 'grams' }));
    expect(otherUnits.statusCode).toBe(201);
    expect((await alice.post('/api/favorites', item(''))).json().error.message).toBe(
      'Please enter a food name',
    );
  });

  it('toggles by name and units (spec section 4)', async () => {
    const alice = await user();
    const on = await alice.post('/api/favorites/toggle', item('Apple', 95, { units: 'medium' }));
    expect(on.json()).toEqual({ isFavorite: true });
    expect(await names(alice)).toEqual(['Egg', 'Apple']);
    const off = await alice.post('/api/favorites/toggle', item('apple', 1, { units: 'medium' }));
    expect(off.json()).toEqual({ isFavorite: false });
    const egg = await alice.post('/api/favorites/toggle', item('Egg', 1, { units: 'large' }));
    expect(egg.json()).toEqual({ isFavorite: false });
    expect(await names(alice)).toEqual([]);
  });

  it('edits a favorite, refusing a change that makes it a duplicate', async () => {
    const alice = await user();
    const toast = (
      await alice.post('/api/favorites', item('Toast', 80, { units: 'slices' }))
    ).json<Favorite>();
    const edited = await alice.patch(`/api/favorites/${toast.id}`, { calories: 90, notes: ' buttered ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: toast.id, calories: 90, notes: 'buttered', units: 'slices' });
    const clash = await alice.patch(`/api/favorites/${toast.id}`, { name: 'egg', units: 'large' });
    expect(clash.statusCode).toBe(409);
    const missing = await alice.patch('/api/favorites/nope', { calories: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No favorite found with id: nope');
    expect((await alice.patch(`/api/favorites/${toast.id}`, { calories: -5 })).statusCode).toBe(400);
  });

  it('removes a favorite (204), then 404', async () => {
    const alice = await user();
    const removed = await alice.delete(`/api/favorites/${DEFAULT_FAVORITE.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await alice.delete(`/api/favorites/${DEFAULT_FAVORITE.id}`)).statusCode).toBe(404);
    expect(await names(alice)).toEqual([]);
  });
});
