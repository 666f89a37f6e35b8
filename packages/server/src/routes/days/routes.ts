import { DailyIntake, FoodItemPatch } from '@forkcast/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddItemsBody,
  DateParams,
  Errors,
  ErrorResponse,
  ItemParams,
  RangeQuery,
} from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import { TimeZoneHeaders, todayIn } from '../../http/time-zone.ts';
import type { Clock } from '../../services/clock.ts';
import type { DiaryService } from '../../services/diary.ts';

export async function daysRoutes(
  app: FastifyInstance,
  opts: { diary: DiaryService; clock: Clock },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['days'];

  r.get(
    '/api/days',
    {
      schema: {
        tags,
        summary: 'Days with data in [from, to] (at most 366 days)',
        querystring: RangeQuery,
        response: { 200: z.object({ days: z.array(DailyIntake) }), ...Errors },
      },
    },
    async (request) => ({
      days: await opts.diary.getDays(userIdOf(request), request.query.from, request.query.to),
    }),
  );

  r.get(
    '/api/days/:date',
    {
      schema: {
        tags,
        summary: 'One day; a day with no data is empty with zero totals',
        params: DateParams,
        response: { 200: DailyIntake, ...Errors },
      },
    },
    async (request) => opts.diary.getDay(userIdOf(request), request.params.date),
  );

  r.post(
    '/api/days/:date/items',
    {
      schema: {
        tags,
        summary: 'Log 1 to 50 items on a day (not after today in the X-Time-Zone zone)',
        params: DateParams,
        headers: TimeZoneHeaders,
        body: AddItemsBody,
        response: { 201: DailyIntake, 409: ErrorResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const today = todayIn(request.headers, opts.clock.now());
      const day = await opts.diary.addItems(
        userIdOf(request),
        request.params.date,
        today,
        request.body.items,
      );
      return reply.code(201).send(day);
    },
  );

  r.patch(
    '/api/days/:date/items/:id',
    {
      schema: {
        tags,
        summary: 'Edit an item',
        params: ItemParams,
        body: FoodItemPatch,
        response: { 200: DailyIntake, ...Errors },
      },
    },
    async (request) =>
      opts.diary.updateItem(userIdOf(request), request.params.date, request.params.id, request.body),
  );

  r.delete(
    '/api/days/:date/items/:id',
    {
      schema: {
        tags,
        summary: 'Remove an item',
        params: ItemParams,
        response: { 200: DailyIntake, ...Errors },
      },
    },
    async (request) => opts.diary.removeItem(userIdOf(request), request.params.date, request.params.id),
  );
}
