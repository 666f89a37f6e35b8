import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { ImportBody } from '../../http/schemas.ts';
import { Errors, ExportQuery, ImportDay, ImportEnvelope } from '../../http/schemas.ts';
import { HttpError } from '../../http/errors.ts';
import { FUTURE_DATE_MESSAGE, FUTURE_WEIGHT_MESSAGE } from '@forkcast/core';
import { badRequest } from '../../http/errors.ts';
import { userIdOf } from '../../http/session.ts';
import { TimeZoneHeaders, todayIn } from '../../http/time-zone.ts';
import type { Clock } from '../../services/clock.ts';
import type { TransferService } from '../../services/transfer.ts';

/**
 * A year of a heavy user's log is a few megabytes of JSON; the default body limit is for everyday calls. An
 * account's whole limit (LIMITS.account, 50,000 items) exported is about 12 MB.
 */
export const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
/** Days validated between two yields to the event loop. */
const DAYS_PER_CHUNK = 100;

type ImportDays = z.output<typeof ImportBody>['days'];

async function validateDays(days: unknown[]): Promise<ImportDays> {
  const valid: ImportDays = [];
  for (let start = 0; start < days.length; start += DAYS_PER_CHUNK) {
    if (start > 0) await yieldToOthers();
    for (let i = start; i < Math.min(days.length, start + DAYS_PER_CHUNK); i++) {
      const result = ImportDay.safeParse(days[i]);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        const error = new HttpError(400, 'validation_error', issue.message);
        throw Object.assign(error, { field: ['body', 'days', i, ...issue.path].map(String).join('.') });
      }
      valid.push(result.data);
    }
  }
  return valid;
}

export async function transferRoutes(
  app: FastifyInstance,
  opts: { transfer: TransferService; clock: Clock },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transfer'];

  r.post(
    '/api/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import data; idempotent (items keep their ids, favorites match by name and units)',
        body: ImportEnvelope,
        headers: TimeZoneHeaders,
        response: { 200: z.object({ items: z.number().int(), favorites: z.number().int() }), ...Errors },
      },
    },
    async (request) => {
      const { profile, favorites, weights, incompleteDays } = request.body;
      const days = await validateDays(request.body.days);
      // As adding does (spec section 5): no items on a day after the user's today. Nothing is written.
      const today = todayIn(request.headers, opts.clock.now());
      const future = days.findIndex((d) => d.date > today && d.items.length > 0);
      if (future >= 0) {
        throw Object.assign(badRequest(FUTURE_DATE_MESSAGE, 'future_date'), {
          field: `body.days.${future}.date`,
        });
      }
      const futureWeight = weights.findIndex((w) => w.date > today);
      if (futureWeight >= 0) {
        throw Object.assign(badRequest(FUTURE_WEIGHT_MESSAGE, 'future_date'), {
          field: `body.weights.${futureWeight}.date`,
        });
      }
      return opts.transfer.importData(userIdOf(request), {
        favorites,
        days,
        weights,
        incompleteDays: incompleteDays.filter((d) => d <= today),
        ...(profile && { profile }),
      });
    },
  );

  r.get(
    '/api/export',
    {
      schema: {
        tags,
        summary: 'Everything the user stored, as JSON (importable) or CSV (one row per item)',
        querystring: ExportQuery,
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const stamp = new Date(opts.clock.now()).toISOString().slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="forkcast-${stamp}.csv"`)
          .send(await opts.transfer.exportCsv(userId));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="forkcast-${stamp}.json"`)
        .send(await opts.transfer.exportJson(userId));
    },
  );
}
