// Issue 13: the weight log, the days marked incomplete and the estimated expenditure.
import { Expenditure, IncompleteInput, IsoDate, WeightEntry, WeightInput } from '@forkcast/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DateParams, Errors, RangeQuery } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import { TimeZoneHeaders, todayIn } from '../../http/time-zone.ts';
import type { Clock } from '../../services/clock.ts';
import type { CoachService } from '../../services/coach.ts';

export async function weightsRoutes(
  app: FastifyInstance,
  opts: { coach: CoachService; clock: Clock },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['weights'];

  r.get(
    '/api/weights',
    {
      schema: {
        tags,
        summary: 'Weigh-ins (pounds) and days marked incomplete in [from, to] (at most 366 days)',
        querystring: RangeQuery,
        response: {
          200: z.object({ weights: z.array(WeightEntry), incomplete: z.array(IsoDate) }),
          ...Errors,
        },
      },
    },
    async (request) => opts.coach.getWeights(userIdOf(request), request.query.from, request.query.to),
  );

  r.put(
    '/api/weights/:date',
    {
      schema: {
        tags,
        summary: "The day's weight in pounds (50-1000); the last entry of a day wins; not after today",
        params: DateParams,
        headers: TimeZoneHeaders,
        body: WeightInput,
        response: { 200: WeightEntry, ...Errors },
      },
    },
    async (request) => {
      const today = todayIn(request.headers, opts.clock.now());
      return opts.coach.putWeight(userIdOf(request), request.params.date, today, request.body.weight);
    },
  );

  r.delete(
    '/api/weights/:date',
    {
      schema: {
        tags,
        summary: "Remove the day's weight",
        params: DateParams,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await opts.coach.deleteWeight(userIdOf(request), request.params.date);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/api/days/:date/incomplete',
    {
      schema: {
        tags,
        summary: "Mark the day's intake logging incomplete (left out of the estimate) or complete again",
        params: DateParams,
        headers: TimeZoneHeaders,
        body: IncompleteInput,
        response: { 200: z.object({ date: IsoDate, incomplete: z.boolean() }), ...Errors },
      },
    },
    async (request) => {
      const today = todayIn(request.headers, opts.clock.now());
      const { date } = request.params;
      await opts.coach.setIncomplete(userIdOf(request), date, today, request.body.incomplete);
      return { date, incomplete: request.body.incomplete };
    },
  );

  r.get(
    '/api/expenditure',
    {
      schema: {
        tags,
        summary:
          'Estimated expenditure (maintenance kcal learned from the log) for the window ending at date',
        querystring: z.object({ date: IsoDate }),
        headers: TimeZoneHeaders,
        response: { 200: Expenditure, ...Errors },
      },
    },
    async (request) => {
      const today = todayIn(request.headers, opts.clock.now());
      return opts.coach.expenditure(userIdOf(request), request.query.date, today);
    },
  );
}
