import { addDays, DEFAULT_PROFILE, FUTURE_WEIGHT_MESSAGE } from '@forkcast/core';
import type { Expenditure } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, signUp, TODAY, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('weights and expenditure API on %s (issue 13)', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();
  const user = async () => signUp((await start(openDatabase())).app);
  const range = `from=2026-03-01&to=${TODAY}`;

  it('keeps one weight per day (the last entry wins), lists a range and deletes', async () => {
    const alice = await user();
    expect((await alice.put('/api/weights/2026-03-10', { weight: 181.4 })).json()).toEqual({
      date: '2026-03-10',
      weight: 181.4,
    });
    await alice.put('/api/weights/2026-03-10', { weight: 180.6 });
    await alice.put('/api/weights/2026-03-08', { weight: 182 });
    expect((await alice.get(`/api/weights?${range}`)).json()).toEqual({
      weights: [
        { date: '2026-03-08', weight: 182 },
        { date: '2026-03-10', weight: 180.6 },
      ],
      incomplete: [],
    });
    expect((await alice.delete('/api/weights/2026-03-08')).statusCode).toBe(204);
    const again = await alice.delete('/api/weights/2026-03-08');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No weight logged on 2026-03-08');
    expect((await alice.get(`/api/weights?${range}`)).json().weights).toEqual([
      { date: '2026-03-10', weight: 180.6 },
    ]);
  });

  it('refuses future dates with a clear message, out-of-range weights and malformed input (4xx, nothing written)', async () => {
    const alice = await user();
    const future = await alice.put(`/api/weights/${addDays(TODAY, 1)}`, { weight: 180 });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatchObject({ code: 'future_date', message: FUTURE_WEIGHT_MESSAGE });
    for (const body of [{ weight: 49.9 }, { weight: 1000.1 }, { weight: '180' }, {}, { weight: 180, x: 1 }]) {
      const response = await alice.put('/api/weights/2026-03-10', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await alice.put('/api/weights/2026-02-30', { weight: 180 })).statusCode).toBe(400);
    expect((await alice.put('/api/weights/2026-03-10', { weight: 50 })).statusCode).toBe(200);
    expect((await alice.put('/api/weights/2026-03-11', { weight: 1000 })).statusCode).toBe(200);
    expect((await alice.get('/api/weights?from=2026-03-15&to=2026-03-01')).statusCode).toBe(400);
    expect((await alice.get(`/api/weights?${range}`)).json().weights).toHaveLength(2);
  });

  it('marks a day incomplete and back, next to its weight', async () => {
    const alice = await user();
    await alice.put('/api/weights/2026-03-10', { weight: 180 });
    expect((await alice.put('/api/days/2026-03-10/incomplete', { incomplete: true })).json()).toEqual({
      date: '2026-03-10',
      incomplete: true,
    });
    await alice.put('/api/days/2026-03-12/incomplete', { incomplete: true });
    expect((await alice.get(`/api/weights?${range}`)).json().incomplete).toEqual([
      '2026-03-10',
      '2026-03-12',
    ]);
    await alice.put('/api/days/2026-03-12/incomplete', { incomplete: false });
    await alice.delete('/api/weights/2026-03-10');
    expect((await alice.get(`/api/weights?${range}`)).json()).toEqual({
      weights: [],
      incomplete: ['2026-03-10'],
    });
    expect(
      (await alice.put(`/api/days/${addDays(TODAY, 1)}/incomplete`, { incomplete: true })).statusCode,
    ).toBe(400);
  });

  it('estimates expenditure from the log: the formula first, then the data', async () => {
    const alice = await user();
    await alice.put('/api/profile', { ...DEFAULT_PROFILE, walkthroughCompleted: true });
    const first = (await alice.get(`/api/expenditure?date=${TODAY}`)).json<Expenditure>();
    expect(first).toMatchObject({ tdee: 2595, confidence: 'formula', loggedDays: 0, weighIns: 0 });
    // 42 days eating 2,300 and losing 0.1 lb a day: expenditure 2,650.
    for (let t = 41; t >= 0; t--) {
      const date = addDays(TODAY, -t);
      await alice.put(`/api/weights/${date}`, { weight: Math.round((190 - 0.1 * (41 - t)) * 10) / 10 });
      if (t > 0) await alice.post(`/api/days/${date}/items`, { items: [item('Meals', 2300)] });
    }
    const e = (await alice.get(`/api/expenditure?date=${TODAY}`)).json<Expenditure>();
    expect(e.loggedDays).toBe(27);
    expect(e.weighIns).toBe(28);
    expect(['medium', 'high']).toContain(e.confidence);
    expect(Math.abs(e.tdee - 2650)).toBeLessThan(60);
    expect(e.low).toBeLessThan(e.tdee);
    expect(e.high).toBeGreaterThan(e.tdee);
    expect((await alice.get('/api/expenditure?date=nope')).statusCode).toBe(400);
  });

  it('exports weights and incomplete days, and imports them back (idempotent)', async () => {
    const alice = await user();
    await alice.put('/api/weights/2026-03-10', { weight: 180.2 });
    await alice.put('/api/days/2026-03-11/incomplete', { incomplete: true });
    const doc = (await alice.get('/api/export')).json();
    expect(doc.weights).toEqual([{ date: '2026-03-10', weight: 180.2 }]);
    expect(doc.incompleteDays).toEqual(['2026-03-11']);
    const bob = await signUp(alice.app);
    expect((await bob.post('/api/import', doc)).statusCode).toBe(200);
    expect((await bob.post('/api/import', doc)).statusCode).toBe(200);
    expect((await bob.get(`/api/weights?${range}`)).json()).toEqual({
      weights: [{ date: '2026-03-10', weight: 180.2 }],
      incomplete: ['2026-03-11'],
    });
    const future = await bob.post('/api/import', { weights: [{ date: addDays(TODAY, 1), weight: 170 }] });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(FUTURE_WEIGHT_MESSAGE);
    expect((await bob.post('/api/import', { weights: [{ date: TODAY, weight: 20 }] })).statusCode).toBe(400);
  });
});
