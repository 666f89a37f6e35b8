import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase } from '@forkcast/foods';
import { buildTestApp } from '../analyze/test-app.ts';
import { FoodDetail, FoodId } from '@forkcast/core';
import { FOOD_SEARCH_LIMIT, foodsRoutes, MAX_QUERY_LENGTH, noFood } from './routes.ts';

describe('GET /api/foods/search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(async (a) => {
      await a.register(foodsRoutes, {});
    });
  });
  afterAll(() => app.close());

  const search = (q?: string) =>
    app.inject({
      url: q === undefined ? '/api/foods/search' : `/api/foods/search?q=${encodeURIComponent(q)}`,
    });

  it('returns the best 10 foods with their portions', async () => {
    const res = await search('banana');
    expect(res.statusCode).toBe(200);
    const { foods } = res.json();
    expect(foods).toEqual(loadFoodDatabase().search('banana', FOOD_SEARCH_LIMIT));
    expect(foods.length).toBeGreaterThan(0);
    expect(foods.length).toBeLessThanOrEqual(FOOD_SEARCH_LIMIT);
    expect(foods[0].name.toLowerCase()).toContain('banana');
    expect(foods[0]).toMatchObject({
      id: expect.any(String),
      per100g: { calories: expect.any(Number) },
      portions: expect.any(Array),
    });
  });

  it('trims the query', async () => {
    expect((await search('  banana  ')).json()).toEqual((await search('banana')).json());
  });

  it.each([undefined, '', '   '])('lists nothing for an empty query (%j)', async (q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ foods: [] });
  });

  it('refuses an overlong query with a 400', async () => {
    const res = await search('a'.repeat(MAX_QUERY_LENGTH + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });
});

describe('GET /api/foods/:id (issue 10: a stored item’s portion by household measure)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(async (a) => {
      await a.register(foodsRoutes, {});
    });
  });
  afterAll(() => app.close());

  const get = (id: string) => app.inject({ url: `/api/foods/${encodeURIComponent(id)}` });

  it('returns the food with its household measures, cacheable', async () => {
    const res = await get('fndds:63107010');
    expect(res.statusCode).toBe(200);
    const { food } = res.json();
    expect(FoodDetail.parse(food)).toEqual(food);
    expect(food).toMatchObject({ id: 'fndds:63107010', name: 'Banana, raw', per100g: { calories: 97 } });
    expect(food).not.toHaveProperty('synonyms');
    expect(food.householdPortions).toContainEqual({ label: '1 banana', grams: 126 });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers an unknown food with a 404 and its message', async () => {
    const res = await get('fndds:99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: noFood('fndds:99999999') });
  });

  it('refuses an overlong id before routing (the app’s JSON 414, http/text.test.ts)', async () => {
    expect((await get(`fndds:${'1'.repeat(100)}`)).statusCode).toBe(414);
  });

  it.each(['banana', 'fndds:', `fndds:${'1'.repeat(90)}x`.slice(0, 99) + '!', 'fndds:1/2', '../search'])(
    'refuses a malformed id (%j) with a 400, never a 500',
    async (id) => {
      const res = await get(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    },
  );

  it('says what a food id looks like (core’s FoodId message)', async () => {
    expect((await get('banana')).json().error.message).toContain('A food id looks like fndds:31102000');
  });

  it('accepts every id the database holds, so every food can be reached', () => {
    const refused = loadFoodDatabase().foods.filter((f) => !FoodId.safeParse(f.id).success);
    expect(refused.map((f) => f.id)).toEqual([]);
  });
});
