import { describe, expect, it } from 'vitest';
import { item, signUp, TODAY, useServers } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import { findMalformedText, isAllStorable, MALFORMED_TEXT_MESSAGE } from './text.ts';

describe('text that cannot be stored as sent', () => {
  it('is found in values and keys, at any depth', () => {
    expect(findMalformedText({ a: ['ok', 'emoji 👩‍👩‍👧 fine', { b: 'x\u0000y' }] })).toEqual(['a', '2', 'b']);
    expect(findMalformedText({ items: [{ name: 'Food \ud800 end' }] })).toEqual(['items', '0', 'name']);
    expect(findMalformedText({ 'bad\udc00key': 1 })).toEqual(['bad\udc00key']);
    expect(findMalformedText({ name: 'e\u0301 \u202e \uFEFF\u200B 🍕', n: 1, z: null })).toBeNull();
  });

  it('is looked for without paths first, and that check agrees with the paths found (decision 209)', () => {
    const values: unknown[] = [
      { a: ['ok', 'emoji 👩‍👩‍👧 fine', { b: 'x\u0000y' }] },
      { items: [{ name: 'Food \ud800 end' }] },
      { 'bad\udc00key': 1 },
      [[{ deep: [1, null, true, 'tail \udfff'] }]],
      'lone \ud83d',
      { name: 'e\u0301 \u202e \uFEFF\u200B 🍕', n: 1, z: null, list: [[], {}, ['👍']] },
      { items: [{ name: 'Apple', calories: 95, units: 'serving', notes: 'crisp' }] },
      'fine',
      12,
      null,
    ];
    for (const value of values) expect(isAllStorable(value)).toBe(findMalformedText(value) === null);
    expect(values.filter(isAllStorable)).toHaveLength(5);
  });
});

describe.each(ENGINES)('malformed text on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('is refused with 400 in bodies, paths and queries, and nothing is stored', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    for (const name of ['Food \ud800 end', 'a\u0000b', '\udfff']) {
      const response = await alice.post(`/api/days/${TODAY}/items`, { items: [item(name)] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'validation_error', message: MALFORMED_TEXT_MESSAGE, field: 'body.items.0.name' },
      });
    }
    const nulId = await alice.delete(`/api/days/${TODAY}/items/a%00b`);
    expect(nulId.statusCode).toBe(400);
    expect(nulId.json().error.field).toBe('path.id');
    expect((await alice.get('/api/suggestions?q=%00')).json().error.field).toBe('query.q');
    const fine = await alice.post(`/api/days/${TODAY}/items`, { items: [item('Crème brûlée 🍮 \u202e')] });
    expect(fine.statusCode).toBe(201);
    expect((await alice.get(`/api/days/${TODAY}`)).json().items.map((i: { name: string }) => i.name)).toEqual(
      ['Crème brûlée 🍮 \u202e'],
    );
  });

  it('answers over-long path parameters with a JSON 414', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    const response = await alice.delete(`/api/days/${TODAY}/items/${'i'.repeat(3000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'uri_too_long', message: 'The URL is too long' } });
  });
});

describe('the malformed-text scan', () => {
  it('survives nesting far deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"x\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(findMalformedText(deep)).toHaveLength(200_000);
    expect(isAllStorable(deep)).toBe(false);
  });
});
