import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_BODIES,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SIGNED_IN_COOKIE,
} from '@forkcast/core';
import { findMalformedText, MALFORMED_TEXT_MESSAGE } from '../http/text.ts';
import { CLIENT_IP_HEADER, COOKIE_PREFIX, type ForkcastAuth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';
import { authRequestContext } from './log.ts';

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

    const betterAuth = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined;
      const checked = checkBody(request, raw);
      if (!checked.ok) return sendError(reply, checked.status, checked.code, checked.message, checked.field);
      // Sign-out, session revocation, password and account changes: the caller's cached sessions are
      // forgotten once Better Auth has answered, so none outlives the change on this server (decision 150).
      const revoking = sessions !== undefined && request.method === 'POST' && mayRevoke(request.url);
      const userId = revoking ? await sessions.userIdOf(request) : null;
      try {
        const response = await authRequestContext.run({ ip: request.ip, log: request.log }, () =>
          auth.handler(toWebRequest(request, origin, checked.body)),
        );
        return await sendResponse(reply, response);
      } finally {
        if (revoking && userId !== null) sessions.forgetUser(userId);
      }
    };
    // Issue 15 (decision 190): every page load starts with this check (index.html's boot script). A browser
    // that sends no cookie at all has no session: the answer Better Auth would give, without its request rebuild.
    scope.get('/api/auth/get-session', async (request, reply) => {
      if (request.headers.cookie === undefined) {
        return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send('null');
      }
      return betterAuth(request, reply);
    });
    scope.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: betterAuth });
  });
}

/** Every write under /api/auth/ may end or change sessions, except signing in or up. */
function mayRevoke(url: string): boolean {
  const path = url.split('?')[0]!;
  return !/^\/api\/auth\/(sign-in|sign-up|get-session)(\/|$)/.test(path);
}

type Checked =
  | { ok: true; body: string | undefined }
  | { ok: false; status: number; code: string; message: string; field?: string };

/** Validation codes the sign-up form already knows (Better Auth's own, kept for its client). */
const CODES: Record<string, string> = {
  [PASSWORD_TOO_SHORT_MESSAGE]: 'password_too_short',
  [PASSWORD_TOO_LONG_MESSAGE]: 'password_too_long',
};

/**
 * Every account endpoint that takes user fields gets the core's schema for its body (decision 016's rules: 400
 * with the first issue's message and field); any other body must be valid JSON with storable text. What Better
 * Auth receives is what passed: a password change always revokes the other sessions (issue 11).
 */
function checkBody(request: FastifyRequest, raw: string | undefined): Checked {
  const path = request.url.split('?')[0]!.slice('/api/auth'.length);
  const schema = request.method === 'POST' ? ACCOUNT_BODIES[path as keyof typeof ACCOUNT_BODIES] : undefined;
  if (raw === undefined) return { ok: true, body: undefined };
  if (!isJson(request)) {
    if (schema === undefined) return { ok: true, body: raw };
    return {
      ok: false,
      status: 415,
      code: 'unsupported_media_type',
      message: 'Unsupported content type: send application/json',
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, code: 'invalid_json', message: 'Request body is not valid JSON' };
  }
  const malformed = findMalformedText(parsed);
  if (malformed) {
    return {
      ok: false,
      status: 400,
      code: 'validation_error',
      message: MALFORMED_TEXT_MESSAGE,
      field: ['body', ...malformed].join('.'),
    };
  }
  if (schema === undefined) return { ok: true, body: raw };
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return {
      ok: false,
      status: 400,
      code: CODES[issue.message] ?? 'validation_error',
      message: issue.message,
      field: ['body', ...issue.path.map(String)].join('.'),
    };
  }
  const body = path === '/change-password' ? { ...result.data, revokeOtherSessions: true } : result.data;
  return { ok: true, body: JSON.stringify(body) };
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
  if (cookies.length > 0) reply.header('set-cookie', withSignedInMarker(cookies));

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

const SESSION_COOKIE = new RegExp(`^(__Secure-)?${COOKIE_PREFIX}\\.session_token=([^;]*)`);

/**
 * Issue 15 (decision 198): the page's boot script shows the welcome screen at once to a browser that seems to hold
 * nobody's session; the session cookie is HttpOnly, so each time it is set or cleared a marker is set or cleared
 * beside it with the same attributes (lifetime, path, SameSite, Secure) but readable by script and holding no
 * secret ('1'). A signed-in browser whose storage was cleared while its cookies stayed still waits for the check.
 */
function withSignedInMarker(cookies: string[]): string[] {
  const markers = cookies.flatMap((line) => {
    const session = SESSION_COOKIE.exec(line);
    if (!session) return [];
    const marker = `${session[1] ?? ''}${SIGNED_IN_COOKIE}=${session[2] === '' ? '' : '1'}`;
    return [marker + line.slice(session[0].length).replace(/;\s*HttpOnly/i, '')];
  });
  return [...cookies, ...markers];
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

function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field?: string,
): FastifyReply {
  return reply.status(status).send({
    code: code.toUpperCase(),
    message,
    error: { code, message, ...(field !== undefined && { field }) },
  });
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().includes('json');
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}
