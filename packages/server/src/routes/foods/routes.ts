// GET /api/foods/search?q= (issue 5 part 3): the best 10 foods with their portions, for the manual add form.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadFoodDatabase } from '@forkcast/foods';

export const FOOD_SEARCH_LIMIT = 10;
export const MAX_QUERY_LENGTH = 200;

export const FoodSearchQuery = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `Please keep the search under ${MAX_QUERY_LENGTH} characters.`)
    .default(''),
});

export async function foodsRoutes(app: FastifyInstance, _opts: Record<string, never>): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/foods/search', { schema: { querystring: FoodSearchQuery } }, async (request) => {
      const q = request.query.q.trim();
      // An empty box lists nothing rather than an arbitrary ten foods.
      return { foods: q ? loadFoodDatabase().search(q, FOOD_SEARCH_LIMIT) : [] };
    });
}
