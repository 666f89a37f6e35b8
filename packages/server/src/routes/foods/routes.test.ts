import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase } from '@forkcast/foods';
import { buildTestApp } from '../analyze/test-app.ts';
import { FOOD_SEARCH_LIMIT, foodsRoutes, MAX_QUERY_LENGTH } from './routes.ts';

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
