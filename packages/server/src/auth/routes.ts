import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type ForkcastAuth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

const FORWARDED_SKIP = new Set(['content-length', 'transfer-encoding', 'connection', CLIENT_IP_HEADER]);

/**
 * Mounts Better Auth under /api/auth/*. Better Auth speaks Web Request/Response, so each Fastify request is
 * rebuilt as a Request with its raw body, and the Response copied back (every Set-Cookie kept).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  auth: ForkcastAuth,
  sessions?: SessionCache,
): Promise<void> {
  const origin = new URL(auth.options.baseURL ?? 'http://localhost').origin;

  await app.register(async (scope) => {
    // Better Auth parses bodies itself (JSON and forms); handing it the raw text avoids a second parse and
    // lets an empty JSON body through (sign-out sends one), which Fastify's own parser rejects.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const body = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined;
        if (body !== undefined && isJson(request) && !parsesAsJson(body)) {
          return sendError(reply, 400, 'invalid_json', 'Request body is not valid JSON');
        }
        // Sign-out, session revocation, password and account changes: the caller's cached sessions are
        // forgotten once Better Auth has answered, so none outlives the change on this server (decision 150).
        const revoking = sessions !== undefined && request.method === 'POST' && mayRevoke(request.url);
        const userId = revoking ? await sessions.userIdOf(request) : null;
        try {
          const response = await auth.handler(toWebRequest(request, origin, body));
          return await sendResponse(reply, response);
        } finally {
          if (revoking && userId !== null) sessions.forgetUser(userId);
        }
      },
    });
  });
}

/** Every write under /api/auth/ may end or change sessions, except signing in or up. */
function mayRevoke(url: string): boolean {
  const path = url.split('?')[0]!;
  return !/^\/api\/auth\/(sign-in|sign-up|get-session)(\/|$)/.test(path);
}

function toWebRequest(request: FastifyRequest, origin: string, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || FORWARDED_SKIP.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') init.body = body;
  return new Request(new URL(request.url, origin), init);
}

async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    // Fastify measures the body it sends; the envelope below may change its length.
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'transfer-encoding') {
      reply.header(name, value);
    }
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = response.body ? await response.text() : '';
  if (response.status >= 400 && isJsonResponse(response)) {
    return reply.send(withErrorEnvelope(text, response.status));
  }
  if (response.status >= 400) {
    // Better Auth's unknown paths answer an empty text 404; the API always answers errors in JSON.
    const code = defaultCode(response.status);
    const message = text.trim() || (response.status === 404 ? 'Not found' : code);
    return reply.type('application/json; charset=utf-8').send({ message, error: { code, message } });
  }
  return reply.send(text);
}

/**
 * Better Auth answers errors as { code, message } (what its client reads). The API's own clients read
 * { error: { code, message } }, so both are present: the envelope is added beside Better Auth's fields.
 */
function withErrorEnvelope(text: string, status: number): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || 'error' in parsed)
    return text;
  const { code, message } = parsed as { code?: unknown; message?: unknown };
  const errorCode = typeof code === 'string' && code ? code.toLowerCase() : defaultCode(status);
  const errorMessage = typeof message === 'string' && message ? message : defaultCode(status);
  return JSON.stringify({ ...parsed, error: { code: errorCode, message: errorMessage } });
}

function defaultCode(status: number): string {
  if (status === 429) return 'too_many_requests';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  return status >= 500 ? 'internal_error' : 'bad_request';
}

function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.status(status).send({ code: code.toUpperCase(), message, error: { code, message } });
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().includes('json');
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
