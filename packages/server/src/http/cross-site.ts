// Writes to the JSON API must come from the app itself. Session cookies are SameSite=Lax, and on top of that a
// state-changing call is refused when the browser says it is cross-site, when its Origin is foreign, or when its
// body is not JSON (or multipart for photo uploads): an HTML form can send neither without CORS.
// Better Auth runs its own origin check on /api/auth/*.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

function originAllowed(origin: string, request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  if (trusted.has(origin)) return true;
  try {
    // Same host as the request was sent to: the page and the API are one origin, whatever the public URL says.
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  // A callback hook, not an async one: no promise per request (decision 187).
  app.addHook('onRequest', (request, _reply, done) => {
    done(WRITES.has(request.method) ? refusal(request, trusted) : undefined);
  });
}

/** Why a write is refused, or undefined when it may go on. */
function refusal(request: FastifyRequest, trusted: ReadonlySet<string>): HttpError | undefined {
  const path = request.url.split('?')[0]!;
  if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return undefined;

  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== 'null') {
    if (!originAllowed(origin, request, trusted)) return new HttpError(403, 'forbidden', CROSS_SITE_MESSAGE);
  } else if (origin === 'null' || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    return new HttpError(403, 'forbidden', CROSS_SITE_MESSAGE);
  }

  const type = request.headers['content-type'];
  if (request.method !== 'DELETE' || type !== undefined) {
    const length = request.headers['content-length'];
    const hasBody =
      type !== undefined ||
      (length !== undefined && length !== '0') ||
      request.headers['transfer-encoding'] !== undefined;
    const mediaType = type?.split(';')[0]!.trim().toLowerCase();
    if (hasBody && (mediaType === undefined || !BODY_TYPES.includes(mediaType))) {
      return new HttpError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
    }
  }
  return undefined;
}
