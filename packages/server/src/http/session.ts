// Who is calling. Data routes authenticate in onRequest (before the body is read), so an anonymous call is a
// 401 whatever it sends; routes then read the id with userIdOf().
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
  }
}

export type SessionLookup = (request: FastifyRequest) => Promise<string | null>;

/** The user id when it is known without waiting (a cached session), else undefined: `lookup` is asked. */
export type KnownSession = (request: FastifyRequest) => string | undefined;

export function requireSession(scope: FastifyInstance, lookup: SessionLookup, known?: KnownSession): void {
  // A callback hook: a session found in the cache goes on at once, without a promise (decision 187).
  scope.addHook('onRequest', (request, _reply, done) => {
    const userId = known?.(request);
    if (userId !== undefined) {
      request.userId = userId;
      return done();
    }
    lookup(request).then((found) => {
      request.userId = found;
      done(found === null ? unauthorized() : undefined);
    }, done);
  });
}

export function userIdOf(request: FastifyRequest): string {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
