import type { DailyIntake } from '@forkcast/core';
import { describe, expect, it, vi } from 'vitest';
import { KyselyRepository } from '../../storage/kysely-repository.ts';
import { WriteQueueFullError, WRITES_BUSY } from '../../storage/repository.ts';
import { item, signUp, TODAY, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('days API on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();
  const user = async () => signUp((await start(openDatabase())).app);

  it('answers a day with no data as empty with zero totals', async () => {
    const alice = await user();
    const response = await alice.get('/api/days/2026-03-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2026-03-01',
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    });
  });

  it('logs items with server-assigned ids and timestamps and computed totals', async () => {
    const alice = await user();
    const response = await alice.post(`/api/days/${TODAY}/items`, {
      items: [item('  Oats ', 150.5, { notes: '  with honey ' }), item('Coffee', 2, { notes: '   ' })],
    });
    expect(response.statusCode).toBe(201);
    const day = response.json<DailyIntake>();
    expect(day.date).toBe(TODAY);
    expect(day.items.map((i) => i.name)).toEqual(['Oats', 'Coffee']);
    expect(day.items[0]!.notes).toBe('with honey');
    expect(day.items[1]).not.toHaveProperty('notes');
    expect(day.items[0]!.id).toMatch(/^\d+-[0-9a-z]{8}$/);
    expect(day.items[0]!.id).not.toBe(day.items[1]!.id);
    expect(day.items[0]!.timestamp).toBe(Date.parse('2026-03-15T12:00:00Z'));
    expect(day.totals).toEqual({ calories: 152.5, protein: 20, carbs: 10, fat: 4 });
    expect((await alice.get(`/api/days/${TODAY}`)).json()).toEqual(day);
  });

  it('answers 503 with Retry-After when the write queue is full, and writes nothing', async () => {
    const alice = await user();
    const write = vi
      .spyOn(KyselyRepository.prototype, 'write')
      .mockRejectedValueOnce(new WriteQueueFullError());
    try {
      const response = await alice.post(`/api/days/${TODAY}/items`, { items: [item('Oats', 150)] });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ error: { code: 'busy', message: WRITES_BUSY } });
    } finally {
      write.mockRestore();
    }
    expect((await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>().items).toEqual([]);
  });

  it('keeps an id and timestamp the client chose, and refuses the same id twice that day (409)', async () => {
    const alice = await user();
    const first = await alice.post('/api/days/2026-03-10/items', {
      items: [item('Soup', 100, { id: 'client-1', timestamp: 1234 })],
    });
    expect(first.json<DailyIntake>().items[0]).toMatchObject({ id: 'client-1', timestamp: 1234 });
    const again = await alice.post('/api/days/2026-03-10/items', {
      items: [item('Other', 1, { id: 'client-1' })],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    const twice = await alice.post('/api/days/2026-03-10/items', {
      items: [item('A', 1, { id: 'same' }), item('B', 1, { id: 'same' })],
    });
    expect(twice.statusCode).toBe(400);
    expect((await alice.get('/api/days/2026-03-10')).json<DailyIntake>().items).toHaveLength(1);
  });

  it("refuses future dates in the user's own time zone (spec section 5)", async () => {
    const alice = await user();
    // 12:00 UTC on the 15th is already the 16th at UTC+14 and still the 15th at UTC-10.
    const future = await alice.post('/api/days/2026-03-16/items', { items: [item('Tomorrow')] });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      error: { code: 'future_date', message: 'Cannot add items to future dates' },
    });
    const honolulu = await alice.post(
      '/api/days/2026-03-16/items',
      { items: [item('Tomorrow')] },
      { 'x-time-zone': 'Pacific/Honolulu' },
    );
    expect(honolulu.statusCode).toBe(400);
    const kiritimati = await alice.post(
      '/api/days/2026-03-16/items',
      { items: [item('Already today')] },
      { 'x-time-zone': 'Pacific/Kiritimati' },
    );
    expect(kiritimati.statusCode).toBe(201);
    const bad = await alice.post(
      `/api/days/${TODAY}/items`,
      { items: [item('X')] },
      { 'x-time-zone': 'Mars/Olympus_Mons' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'validation_error',
      message: 'Invalid time zone: Mars/Olympus_Mons',
    });
    expect((await alice.get('/api/days/2026-03-16')).json<DailyIntake>().items.map((i) => i.name)).toEqual([
      'Already today',
    ]);
  });

  it('validates bodies and parameters with the core schemas, changing nothing', async () => {
    const alice = await user();
    const cases: [string, unknown, string][] = [
      [`/api/days/${TODAY}/items`, { items: [item('   ')] }, 'Please enter a food name'],
      [
        `/api/days/${TODAY}/items`,
        { items: [item('Egg', 10, { quantity: 0 })] },
        'Please enter a valid quantity',
      ],
      [`/api/days/${TODAY}/items`, { items: [] }, ''],
      [`/api/days/${TODAY}/items`, { items: Array.from({ length: 51 }, (_, i) => item(`F${i}`)) }, ''],
      [`/api/days/${TODAY}/items`, { items: [item('Egg', -1)] }, ''],
      [`/api/days/${TODAY}/items`, { items: [{ ...item('Egg'), calories: '100' }] }, ''],
      ['/api/days/2026-02-30/items', { items: [item('Egg')] }, 'Date must be a real calendar day'],
      ['/api/days/15-03-2026/items', { items: [item('Egg')] }, 'Date must be yyyy-MM-dd'],
    ];
    for (const [url, body, message] of cases) {
      const response = await alice.post(url, body as Record<string, unknown>);
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_error');
      if (message) expect(error.message).toBe(message);
    }
    expect((await alice.get(`/api/days/${TODAY}`)).json<DailyIntake>().items).toEqual([]);
    expect((await alice.get('/api/days/2026-13-01')).statusCode).toBe(400);
  });

  it('edits an item and recomputes totals; notes null or blank clears them', async () => {
    const alice = await user();
    const day = (
      await alice.post('/api/days/2026-03-10/items', {
        items: [item('Oats', 150, { notes: 'n' }), item('Milk', 50)],
      })
    ).json<DailyIntake>();
    const oats = day.items[0]!;
    const edited = await alice.patch(`/api/days/2026-03-10/items/${oats.id}`, {
      name: ' Porridge ',
      calories: 300,
      quantity: 2,
      notes: null,
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json<DailyIntake>();
    expect(after.items[0]).toMatchObject({ id: oats.id, name: 'Porridge', calories: 300, quantity: 2 });
    expect(after.items[0]).not.toHaveProperty('notes');
    expect(after.totals.calories).toBe(350);
    const unknownField = await alice.patch(`/api/days/2026-03-10/items/${oats.id}`, { colour: 'red' });
    expect(unknownField.statusCode).toBe(400);
    const badQuantity = await alice.patch(`/api/days/2026-03-10/items/${oats.id}`, { quantity: 0.05 });
    expect(badQuantity.json().error.message).toBe('Please enter a valid quantity');
  });

  it('answers 404 with the spec message when the day has no data, and when the item does not exist', async () => {
    const alice = await user();
    const noDay = await alice.patch('/api/days/2026-03-01/items/x', { calories: 1 });
    expect(noDay.statusCode).toBe(404);
    expect(noDay.json()).toEqual({
      error: { code: 'not_found', message: 'No daily intake found for date: 2026-03-01' },
    });
    const noDayDelete = await alice.delete('/api/days/2026-03-01/items/x');
    expect(noDayDelete.json().error.message).toBe('No daily intake found for date: 2026-03-01');
    await alice.post('/api/days/2026-03-01/items', { items: [item('Soup')] });
    const noItem = await alice.delete('/api/days/2026-03-01/items/missing');
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().error.message).toBe('No food item found with id: missing');
  });

  it('removes an item and answers the day that remains', async () => {
    const alice = await user();
    const day = (
      await alice.post('/api/days/2026-03-10/items', { items: [item('A', 10), item('B', 20)] })
    ).json<DailyIntake>();
    const response = await alice.delete(`/api/days/2026-03-10/items/${day.items[0]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<DailyIntake>().items.map((i) => i.name)).toEqual(['B']);
    expect(response.json<DailyIntake>().totals.calories).toBe(20);
  });

  it('lists the days with data in a range of at most 366 days', async () => {
    const alice = await user();
    for (const date of ['2026-01-31', '2026-02-01', '2026-02-14', '2026-03-01']) {
      await alice.post(`/api/days/${date}/items`, { items: [item(date, 100)] });
    }
    const range = await alice.get('/api/days?from=2026-02-01&to=2026-02-28');
    expect(range.statusCode).toBe(200);
    const { days } = range.json<{ days: DailyIntake[] }>();
    expect(days.map((d) => [d.date, d.totals.calories])).toEqual([
      ['2026-02-01', 100],
      ['2026-02-14', 100],
    ]);
    expect((await alice.get('/api/days?from=2025-03-01&to=2026-03-01')).statusCode).toBe(200);
    const tooLong = await alice.get('/api/days?from=2025-02-28&to=2026-03-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('A range covers at most 366 days');
    expect((await alice.get('/api/days?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await alice.get('/api/days?from=2026-03-01')).statusCode).toBe(400);
  });
});
