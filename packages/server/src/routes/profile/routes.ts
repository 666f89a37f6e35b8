import { Profile } from '@forkcast/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Errors } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import type { ProfileService } from '../../services/profile.ts';

export async function profileRoutes(app: FastifyInstance, opts: { profile: ProfileService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: "The user's profile", response: { 200: Profile, ...Errors } } },
    async (request) => opts.profile.get(userIdOf(request)),
  );
  r.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Replace the user's profile",
        body: Profile,
        response: { 200: Profile, ...Errors },
      },
    },
    async (request) => opts.profile.save(userIdOf(request), request.body),
  );
}
