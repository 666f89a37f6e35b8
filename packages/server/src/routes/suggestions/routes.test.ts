import type { Suggestion } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, signUp, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('suggestions API on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('ranks foods from history with the core rules, at most 3, filtered by name', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const log = async (date: string, ...names: string[]) =>
      alice.post(`/api/days/${date}/items`, { items: names.map((n) => item(n)) });
    // Toast five times this week (Frequent and Recent); tea once today; oats long ago; tomato soup twice.
    for (const d of ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'])
      await log(d, 'Toast');
    await log('2026-03-15', 'Tea', 'Tomato soup');
    await log('2026-03-14', 'Tomato soup');
    await log('2025-12-01', 'Oats');

    const all = await alice.get('/api/suggestions');
    expect(all.statusCode).toBe(200);
    const suggestions = all.json<{ suggestions: Suggestion[] }>().suggestions;
    expect(suggestions.map((s) => s.name)).toEqual(['Toast', 'Tomato soup', 'Tea']);
    expect(suggestions[0]).toMatchObject({
      usageCount: 5,
      lastUsed: '2026-03-14',
      badges: ['Recent', 'Frequent'],
    });

    const to = (await alice.get('/api/suggestions?q=TO')).json<{ suggestions: Suggestion[] }>().suggestions;
    expect(to.map((s) => s.name)).toEqual(['Toast', 'Tomato soup']);
    const oats = (await alice.get('/api/suggestions?q=oat')).json<{ suggestions: Suggestion[] }>()
      .suggestions;
    expect(oats.map((s) => [s.name, s.badges])).toEqual([['Oats', []]]);
  });

  it('validates the query and the time zone', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    expect((await alice.get(`/api/suggestions?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await alice.get('/api/suggestions', { 'x-time-zone': 'Nowhere/Else' })).statusCode).toBe(400);
    expect((await alice.get('/api/suggestions', { 'x-time-zone': 'Europe/Paris' })).json()).toEqual({
      suggestions: [],
    });
  });
});
