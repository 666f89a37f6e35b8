import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Errors } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import type { AccountService } from '../../services/account.ts';

export interface AccountRoutesOptions {
  account: AccountService;
  /** Signs the request's session out; answers the Set-Cookie lines that clear the browser's cookies. */
  endSession: (request: FastifyRequest) => Promise<string[]>;
  /** Forgets the user's sessions cached in this process (decision 150). */
  forgetSessions: (userId: string) => void;
}

export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions): Promise<void> {
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
      const userId = userIdOf(request);
      const cookies = await opts.endSession(request);
      await opts.account.deleteAccount(userId);
      opts.forgetSessions(userId);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.code(204).send(null);
    },
  );
}
