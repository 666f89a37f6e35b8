import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuggestionsQuery } from '../../http/schemas.ts';
import { userIdOf } from '../../http/session.ts';
import { TimeZoneHeaders, todayIn } from '../../http/time-zone.ts';
import type { Clock } from '../../services/clock.ts';
import type { DiaryService } from '../../services/diary.ts';

export async function suggestionsRoutes(
  app: FastifyInstance,
  opts: { diary: DiaryService; clock: Clock },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/suggestions',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Up to 3 foods of the history whose name contains q, ranked (spec section 9)',
        querystring: SuggestionsQuery,
        headers: TimeZoneHeaders,
      },
    },
    async (request) => {
      const today = todayIn(request.headers, opts.clock.now());
      return { suggestions: await opts.diary.suggestions(userIdOf(request), today, request.query.q) };
    },
  );
}
