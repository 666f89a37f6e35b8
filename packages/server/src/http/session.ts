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

export function requireSession(scope: FastifyInstance, lookup: SessionLookup): void {
  scope.addHook('onRequest', async (request) => {
    request.userId = await lookup(request);
    if (request.userId === null) throw unauthorized();
  });
}

export function userIdOf(request: FastifyRequest): string {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
