// Who is calling, without a database round trip in the common case (decision 150). A signed-in request's
// session cookie is checked by Better Auth once (signature, session row, expiry); the answer is then kept in
// this process for at most SESSION_CACHE_TTL_MS, keyed by the cookie's exact value. Sign-out, any other write
// under /api/auth/ and account deletion forget the user's entries on the server that handled them at once;
// another server sharing the database notices within the lifetime.
import type { FastifyRequest } from 'fastify';
import { getSession, getSessionUserId } from './auth.ts';
import type { ForkcastAuth } from './auth.ts';

/** How long a revoked session can still act on a server that did not handle the revocation. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Enough for every active session of a self-hosted server; the oldest entries go first beyond it. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCacheOptions {
  /** 0 turns the cache off: every request asks Better Auth (and the database). */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds; tests move it forward. */
  now?: () => number;
}

interface Entry {
  userId: string;
  /** The earlier of (stored + ttl) and the session's own expiry. */
  until: number;
}

export class SessionCache {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /**
   * Bumped by every forget: a lookup that started before a revocation finished must not store what it read
   * (it may have read the session row just before it was deleted).
   */
  private generation = 0;
  private cookieName: string | null = null;

  constructor(
    private readonly auth: ForkcastAuth,
    opts: SessionCacheOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = opts.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = opts.now ?? Date.now;
  }

  /** The signed-in user's id, or null. */
  async userIdOf(request: FastifyRequest): Promise<string | null> {
    const name =
      this.cookieName ?? (this.cookieName = (await this.auth.$context).authCookies.sessionToken.name);
    const token = sessionCookieValue(request.headers.cookie, name);
    if (token === null || this.ttlMs <= 0) return getSessionUserId(this.auth, request);

    const hit = this.entries.get(token);
    if (hit !== undefined) {
      if (hit.until > this.now()) return hit.userId;
      this.drop(token, hit.userId);
    }

    const generation = this.generation;
    const session = await getSession(this.auth, request);
    if (session !== null && generation === this.generation) this.store(token, session);
    return session?.userId ?? null;
  }

  /**
   * The user id of a live cache entry for the request's session cookie, or undefined when userIdOf must decide
   * (no entry yet, an expired one, no cookie, the cache off). Synchronous: a signed-in request found here needs no
   * promise (decision 187).
   */
  cachedUserIdOf(request: FastifyRequest): string | undefined {
    if (this.cookieName === null || this.ttlMs <= 0) return undefined;
    const token = sessionCookieValue(request.headers.cookie, this.cookieName);
    if (token === null) return undefined;
    const hit = this.entries.get(token);
    return hit !== undefined && hit.until > this.now() ? hit.userId : undefined;
  }

  /** Forgets every cached session of the user (sign-out, account deletion, password change). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const token of this.byUser.get(userId) ?? []) this.entries.delete(token);
    this.byUser.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(token: string, session: { userId: string; expiresAt: number }): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest, this.entries.get(oldest)!.userId);
    }
    this.entries.set(token, {
      userId: session.userId,
      until: Math.min(this.now() + this.ttlMs, session.expiresAt),
    });
    let tokens = this.byUser.get(session.userId);
    if (tokens === undefined) this.byUser.set(session.userId, (tokens = new Set()));
    tokens.add(token);
  }

  private drop(token: string, userId: string): void {
    this.entries.delete(token);
    const tokens = this.byUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}

/**
 * The value of the one cookie called `name` in a Cookie header, or null when it is absent, empty or sent more
 * than once (then Better Auth decides on every request, as before).
 */
export function sessionCookieValue(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  let found: string | null = null;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name) {
      if (found !== null) return null;
      found = header.slice(eq + 1, end).trim();
    }
    start = end + 1;
  }
  return found === '' ? null : found;
}
