// GET /api/foods/search?q= (issue 5 part 3): the best 10 foods with their portions, for the manual add form.
// GET /api/foods/:id (issue 10): one food with its household measures, to change a stored item's portion.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FoodId, type FoodDetail } from '@forkcast/core';
import { householdPortions, loadFoodDatabase } from '@forkcast/foods';
import { notFound } from '../../http/errors.ts';

export const FOOD_SEARCH_LIMIT = 10;
export const MAX_QUERY_LENGTH = 200;

export const FoodSearchQuery = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `Please keep the search under ${MAX_QUERY_LENGTH} characters.`)
    .default(''),
});

export const FoodIdParams = z.object({ id: FoodId });

export const noFood = (id: string) => `No food found with id: ${id}`;

/** The database ships with the server: a food's answer changes only with a new release. */
const FOOD_CACHE_CONTROL = 'public, max-age=86400';

export async function foodsRoutes(app: FastifyInstance, _opts: Record<string, never>): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/foods/search', { schema: { querystring: FoodSearchQuery } }, async (request) => {
    const q = request.query.q.trim();
    // An empty box lists nothing rather than an arbitrary ten foods.
    return { foods: q ? loadFoodDatabase().search(q, FOOD_SEARCH_LIMIT) : [] };
  });
  routes.get('/api/foods/:id', { schema: { params: FoodIdParams } }, async (request, reply) => {
    const food = loadFoodDatabase().get(request.params.id);
    if (!food) throw notFound(noFood(request.params.id));
    const { synonyms: _synonyms, ...rest } = food;
    const detail: FoodDetail = { ...rest, householdPortions: householdPortions(food) };
    reply.header('cache-control', FOOD_CACHE_CONTROL);
    return { food: detail };
  });
}
