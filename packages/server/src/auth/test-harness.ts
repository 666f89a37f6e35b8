// Shared by the auth tests: a fresh database, Better Auth's real tables, and a Fastify app with only the
// auth routes (plus /whoami, which reports getSessionUserId).
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { createAuth, getSessionUserId, migrateAuth, type AuthOptions, type ForkcastAuth } from './auth.ts';
import { registerAuthRoutes } from './routes.ts';

export const BASE_URL = 'http://localhost:3000';
export const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read Better Auth's tables untyped
export type AnyDb = Kysely<any>;

export interface Harness {
  app: FastifyInstance;
  auth: ForkcastAuth;
  db: AnyDb;
  created: string[];
  close: () => Promise<void>;
}

export function sqliteKysely(): AnyDb {
  return new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
}

export async function startHarness(
  overrides: Partial<AuthOptions> = {},
  db: AnyDb = sqliteKysely(),
): Promise<Harness> {
  const created: string[] = [];
  const auth = createAuth({
    db,
    dialect: 'sqlite',
    baseURL: BASE_URL,
    secret: SECRET,
    secureCookies: false,
    rateLimit: { enabled: true },
    onUserCreated: async (userId) => {
      created.push(userId);
    },
    ...overrides,
  });
  await migrateAuth(auth);
  const app = Fastify();
  await registerAuthRoutes(app, auth);
  app.get('/whoami', async (request) => ({ userId: await getSessionUserId(auth, request) }));
  await app.ready();
  return {
    app,
    auth,
    db,
    created,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** Just enough of a browser cookie jar: name=value pairs, dropped when the server expires them. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined | null): void {
    const list =
      setCookie === undefined || setCookie === null ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of list) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=(0|-\d+)$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  storeFrom(response: Response | LightMyRequestResponse): void {
    if (response instanceof Response) this.store(response.headers.getSetCookie());
    else this.store(response.headers['set-cookie'] as string | string[] | undefined);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
}

export function cookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookies(response).find((line) => line.startsWith(`${name}=`));
}

export function attributes(line: string): string[] {
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

export interface PostOptions {
  jar?: CookieJar;
  origin?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  { jar, origin = BASE_URL, remoteAddress, headers = {} }: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(jar && jar.header() ? { cookie: jar.header() } : {}),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  jar?.storeFrom(response);
  return response;
}

export async function get(
  app: FastifyInstance,
  url: string,
  jar?: CookieJar,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: jar && jar.header() ? { cookie: jar.header() } : {},
  });
  jar?.storeFrom(response);
  return response;
}
