import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Errors } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import type { AccountService } from '../../services/account.ts';

export async function accountRoutes(app: FastifyInstance, opts: { account: AccountService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything stored for it; the session ends',
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await opts.account.deleteAccount(userIdOf(request));
      return reply.code(204).send(null);
    },
  );
}
