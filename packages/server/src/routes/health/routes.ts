import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../storage/database.ts';
import { HttpError } from '../../http/errors.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async (request) => {
      try {
        await opts.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'unavailable', 'The database is unavailable');
      }
      return { ok: true as const, database: opts.database.engine };
    },
  );
}
