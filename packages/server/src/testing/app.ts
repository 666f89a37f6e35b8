// A real server (real migrations, real Better Auth) per test, driven through Fastify's inject.
import { randomBytes } from 'node:crypto';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import type { SessionCacheOptions } from '../auth/index.ts';
import type { Clock } from '../services/clock.ts';
import { createServer } from '../server.ts';
import type { ForkcastServer, ServerConfig } from '../server.ts';
import type { Database } from '../storage/database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'forkcast-test-secret-0123456789-abcdefghijklmnop';
/** 2026-03-15 12:00 UTC: in Pacific/Kiritimati (UTC+14) it is already the 16th, in Pacific/Honolulu still the 15th. */
export const NOW = Date.parse('2026-03-15T12:00:00Z');
export const TODAY = '2026-03-15';

export const fixedClock = (now = NOW): Clock => ({ now: () => now, random: Math.random });

export const testConfig: ServerConfig = {
  publicUrl: TEST_ORIGIN,
  trustedOrigins: [TEST_ORIGIN],
  trustProxy: false,
  oidc: null,
  ai: {},
  analyzeRateLimit: 0,
};

export interface StartOptions {
  clock?: Clock;
  webRoot?: string | null;
  config?: Partial<ServerConfig>;
  logger?: FastifyServerOptions['logger'];
  sessionCache?: SessionCacheOptions;
}

/** Starts a server on `database`; it is closed after the test. */
export function useServers(): (database: Database, opts?: StartOptions) => Promise<ForkcastServer> {
  const started: ForkcastServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  });
  return async (database, opts = {}) => {
    const server = await createServer({
      config: { ...testConfig, ...opts.config },
      database,
      authSecret: TEST_SECRET,
      webRoot: opts.webRoot ?? null,
      clock: opts.clock ?? fixedClock(),
      authRateLimit: false,
      ...(opts.logger !== undefined && { logger: opts.logger }),
      ...(opts.sessionCache !== undefined && { sessionCache: opts.sessionCache }),
    });
    started.push(server);
    return server;
  };
}

type Body = Record<string, unknown> | unknown[];

/** Speaks to the API like the web app: same-origin Origin header, JSON bodies, the session cookie. */
export class Client {
  constructor(
    readonly app: FastifyInstance,
    readonly cookie: string | null = null,
    readonly userId: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {}

  request(
    method: InjectOptions['method'],
    url: string,
    body?: Body | string,
    headers: Record<string, string> = {},
  ) {
    return this.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(this.cookie && { cookie: this.cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...this.headers,
        ...headers,
      },
      ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: Body | string, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body?: Body | string, headers?: Record<string, string>) =>
    this.request('PUT', url, body, headers);
  patch = (url: string, body?: Body | string, headers?: Record<string, string>) =>
    this.request('PATCH', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);

  /** The same session against another server sharing the database. */
  withApp(app: FastifyInstance): Client {
    return new Client(app, this.cookie, this.userId, this.headers);
  }

  withHeaders(headers: Record<string, string>): Client {
    return new Client(this.app, this.cookie, this.userId, { ...this.headers, ...headers });
  }
}

export const anonymous = (app: FastifyInstance) => new Client(app);

export const randomEmail = () => `user-${randomBytes(6).toString('hex')}@example.com`;
export const PASSWORD = 'correct horse battery';

export function sessionCookie(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const cookies = lines.map((l) => l.split(';')[0]!).filter((c) => !c.endsWith('='));
  if (cookies.length === 0) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return cookies.join('; ');
}

/** Creates an account through the real /api/auth/sign-up/email endpoint; the client carries its session. */
export async function signUp(app: FastifyInstance, email = randomEmail()): Promise<Client> {
  const response = await anonymous(app).post('/api/auth/sign-up/email', { email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  return new Client(app, sessionCookie(response), user.id);
}

/** A plain food item as the web sends it. */
export const item = (name: string, calories = 100, extra: Record<string, unknown> = {}) => ({
  name,
  calories,
  protein: 10,
  carbs: 5,
  fat: 2,
  units: 'serving',
  quantity: 1,
  ...extra,
});

export type EndpointCall = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
];

/**
 * Every endpoint that reads or writes a user's data, with a body its owner could send: the one list the
 * ownership and security suites walk, so a new endpoint is added to both at once.
 */
export function dataEndpoints(date: string, itemId: string, favoriteId: string): EndpointCall[] {
  return [
    ['GET', '/api/profile'],
    ['PUT', '/api/profile', { ...DEFAULT_PROFILE, age: 99 }],
    ['GET', `/api/days/${date}`],
    ['GET', `/api/days?from=2026-03-01&to=${TODAY}`],
    ['POST', `/api/days/${date}/items`, { items: [item('Intruder')] }],
    ['PATCH', `/api/days/${date}/items/${itemId}`, { calories: 1 }],
    ['DELETE', `/api/days/${date}/items/${itemId}`],
    ['GET', '/api/favorites'],
    ['POST', '/api/favorites', item('Intruder')],
    ['PATCH', `/api/favorites/${favoriteId}`, { calories: 1 }],
    ['DELETE', `/api/favorites/${favoriteId}`],
    ['POST', '/api/favorites/toggle', item('Secret sauce', 50, { units: 'tbsp' })],
    ['GET', '/api/suggestions?q=secret'],
    ['POST', '/api/import', { favorites: [], days: [{ date, items: [] }] }],
    ['GET', '/api/export'],
    ['GET', '/api/export?format=csv'],
    ['PUT', `/api/weights/${date}`, { weight: 180 }],
    ['GET', `/api/weights?from=2026-03-01&to=${TODAY}`],
    ['DELETE', `/api/weights/${date}`],
    ['PUT', `/api/days/${date}/incomplete`, { incomplete: true }],
    ['GET', `/api/expenditure?date=${date}`],
    [
      'POST',
      '/api/sync',
      {
        cursor: 0,
        operations: [
          { id: 'op-intruder-1', type: 'item.update', payload: { date, id: itemId, patch: { calories: 1 } } },
          { id: 'op-intruder-2', type: 'favorite.remove', payload: { id: favoriteId } },
        ],
      },
    ],
    ['DELETE', '/api/account'],
  ];
}
