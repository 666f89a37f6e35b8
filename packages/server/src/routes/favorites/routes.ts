import { Favorite, FoodItemPatch, NewFoodItem } from '@forkcast/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Errors, ErrorResponse, IdParams } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import type { FavoritesService } from '../../services/favorites.ts';

export async function favoritesRoutes(
  app: FastifyInstance,
  opts: { favorites: FavoritesService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favorites'];

  r.get(
    '/api/favorites',
    {
      schema: {
        tags,
        summary: 'The favorites, oldest first',
        response: { 200: z.object({ favorites: z.array(Favorite) }), ...Errors },
      },
    },
    async (request) => ({ favorites: await opts.favorites.list(userIdOf(request)) }),
  );

  r.post(
    '/api/favorites',
    {
      schema: {
        tags,
        summary: 'Add a favorite (409 when one with the same name and units exists)',
        body: NewFoodItem,
        response: { 201: Favorite, 409: ErrorResponse, ...Errors },
      },
    },
    async (request, reply) => reply.code(201).send(await opts.favorites.add(userIdOf(request), request.body)),
  );

  r.post(
    '/api/favorites/toggle',
    {
      schema: {
        tags,
        summary: 'Remove the favorite with this name and units, or add it (spec section 4)',
        body: NewFoodItem,
        response: { 200: z.object({ isFavorite: z.boolean() }), ...Errors },
      },
    },
    async (request) => opts.favorites.toggle(userIdOf(request), request.body),
  );

  r.patch(
    '/api/favorites/:id',
    {
      schema: {
        tags,
        summary: 'Edit a favorite',
        params: IdParams,
        body: FoodItemPatch,
        response: { 200: Favorite, 409: ErrorResponse, ...Errors },
      },
    },
    async (request) => opts.favorites.update(userIdOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/favorites/:id',
    {
      schema: {
        tags,
        summary: 'Remove a favorite',
        params: IdParams,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await opts.favorites.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
