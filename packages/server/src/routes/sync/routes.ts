// Sync beside the JSON API (issue 12, decision 120): POST /api/sync { cursor, operations } applies the
// operations exactly once and answers the changes since the cursor.
import { Operation } from '@forkcast/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Errors } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import { TimeZoneHeaders, todayIn } from '../../http/time-zone.ts';
import type { Clock } from '../../services/clock.ts';
import type { SyncService } from '../../services/sync.ts';

/** Operations per request: a client with more queued sends them in several requests, in order. */
export const SYNC_BATCH_MAX = 100;

export const SyncBody = z.object({
  cursor: z.number().int().min(0),
  operations: z.array(Operation).max(SYNC_BATCH_MAX).default([]),
});

const Outcome = z.union([
  z.object({ id: z.string(), status: z.literal('applied') }),
  z.object({
    id: z.string(),
    status: z.literal('rejected'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);

export const SyncResponse = z.object({
  cursor: z.number().int(),
  full: z.boolean(),
  changes: z.array(z.object({ scope: z.string(), value: z.unknown() })),
  results: z.array(Outcome),
});

export async function syncRoutes(
  app: FastifyInstance,
  opts: { sync: SyncService; clock: Clock },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/sync',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['sync'],
        summary:
          'Apply queued operations exactly once (by id, in order, with the same rules as the JSON API) and ' +
          'answer the changes since the cursor: whole documents per scope (profile, favorites, day:yyyy-MM-dd)',
        headers: TimeZoneHeaders,
        body: SyncBody,
        response: { 200: SyncResponse, ...Errors },
      },
    },
    async (request) => {
      const today = todayIn(request.headers, opts.clock.now());
      const { cursor, operations } = request.body;
      return opts.sync.sync(userIdOf(request), today, cursor, operations);
    },
  );
}
