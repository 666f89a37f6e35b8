import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { fromNodeHeaders } from 'better-auth/node';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  PASSWORD,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@forkcast/core';
import { createAuthLog } from './log.ts';

export interface AuthOptions {
  db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the server's schema is not ours to type
  dialect: 'sqlite' | 'postgres';
  baseURL: string;
  secret: string;
  secureCookies: boolean;
  rateLimit: { enabled: boolean };
  trustedOrigins?: string[];
  oidc?: { issuer: string; clientId: string; clientSecret: string; providerName: string } | null;
  onUserCreated: (userId: string) => Promise<void>;
}

/** The provider id in `/api/auth/sign-in/social` (`provider`) and the callback `/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';
export const COOKIE_PREFIX = 'forkcast';
/**
 * Written by registerAuthRoutes from Fastify's `request.ip` (after dropping whatever the client sent), so
 * Better Auth's per-IP rate limit cannot be dodged with a forged X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-forkcast-client-ip';

export const PASSWORD_MIN = PASSWORD.min;
export const PASSWORD_MAX = PASSWORD.max;
// Spec section 5 (sign-up and sign-in) words the short-password message; the rule lives in core.
export { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE };

/** Per client address (Better Auth's limiter, decision 021). */
export const SIGN_IN_LIMIT = { window: 60, max: 5 };
export const SIGN_UP_LIMIT = { window: 60, max: 5 };
/**
 * Per account, whatever the address (decision 110): attempts at one email in a window of 15 minutes. The 11th
 * gets 429 with TOO_MANY_ATTEMPTS_MESSAGE; a successful sign-in clears the count.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { windowMs: 15 * 60_000, max: 10 };
export const RATE_LIMIT_TABLE = 'auth_rate_limit';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Better Auth's tables are not in our schema
type AnyKysely = Kysely<any>;
const accountKey = (email: string) => `account|sign-in|${email.trim().toLowerCase()}`;

const DAY = 24 * 60 * 60;

// The spec's forms state password rules before anything reaches the database, and the sign-up form has
// no name field; Better Auth requires one, so an absent name becomes ''.
function signUpRules(path: string, body: unknown) {
  if (path !== '/sign-up/email') return;
  if (typeof body !== 'object' || body === null) return;
  const { password, name } = body as { password?: unknown; name?: unknown };
  if (typeof password === 'string' && password.length < PASSWORD_MIN) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT_MESSAGE });
  }
  if (typeof password === 'string' && password.length > PASSWORD_MAX) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_LONG', message: PASSWORD_TOO_LONG_MESSAGE });
  }
  if (name === undefined || name === null) return { context: { body: { ...body, name: '' } } };
}

/**
 * Counts one attempt at an account and returns the count in the current window. One statement (an upsert on
 * Better Auth's rate-limit table, whose key is unique), so attempts through several servers on one database
 * are all counted: no read-then-write race.
 */
async function countAccountAttempt(db: AnyKysely, email: string, now: number): Promise<number> {
  const windowStart = now - ACCOUNT_SIGN_IN_LIMIT.windowMs;
  const t = sql.table(RATE_LIMIT_TABLE);
  const { rows } = await sql<{ count: number | string }>`
    insert into ${t} (id, key, count, "lastRequest") values (${crypto.randomUUID()}, ${accountKey(email)}, 1, ${now})
    on conflict (key) do update set
      count = case when ${t}."lastRequest" < ${windowStart} then 1 else ${t}.count + 1 end,
      "lastRequest" = case when ${t}."lastRequest" < ${windowStart} then ${now} else ${t}."lastRequest" end
    returning count`.execute(db);
  return Number(rows[0]?.count ?? 1);
}

async function clearAccountAttempts(db: AnyKysely, email: string): Promise<void> {
  await db.deleteFrom(RATE_LIMIT_TABLE).where('key', '=', accountKey(email)).execute();
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : null;
};

function oidcPlugins(oidc: AuthOptions['oidc']) {
  if (!oidc) return [];
  const issuer = oidc.issuer.replace(/\/+$/, '');
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: oidc.providerName,
          discoveryUrl: `${issuer}/.well-known/openid-configuration`,
          // An unverifiable ID token must not sign anyone in; the provider stays pending until discovery works.
          requireIdTokenVerification: true,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

function build(opts: AuthOptions) {
  return betterAuth({
    appName: 'Forkcast',
    baseURL: opts.baseURL,
    secret: opts.secret,
    database: { db: opts.db, type: opts.dialect },
    telemetry: { enabled: false },
    trustedOrigins: opts.trustedOrigins ?? [],
    user: { modelName: 'auth_user' },
    session: { modelName: 'auth_session', expiresIn: 30 * DAY, updateAge: DAY },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
    },
    rateLimit: {
      enabled: opts.rateLimit.enabled,
      // In the database, so the count holds across restarts and across several server processes.
      storage: 'database',
      modelName: 'auth_rate_limit',
      window: 10,
      max: 100,
      customRules: {
        '/sign-in/email': SIGN_IN_LIMIT,
        '/sign-up/email': SIGN_UP_LIMIT,
        // Read on every page load; counting it would cost a database write each time and limit nothing.
        '/get-session': false,
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = emailOf(ctx.body);
        if (ctx.path === '/sign-in/email' && opts.rateLimit.enabled && email !== null) {
          if ((await countAccountAttempt(opts.db, email, Date.now())) > ACCOUNT_SIGN_IN_LIMIT.max) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ATTEMPTS',
              message: TOO_MANY_ATTEMPTS_MESSAGE,
            });
          }
        }
        return signUpRules(ctx.path, ctx.body);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !opts.rateLimit.enabled || !ctx.context.newSession) return;
        const email = emailOf(ctx.body);
        if (email !== null) await clearAccountAttempts(opts.db, email);
      }),
    },
    // Not 'warn': at 'warn' Better Auth also prints every refused request (each 401, each 429) to the console
    // itself. Its own lines come to createAuthLog, which keeps warnings and errors only.
    logger: { level: 'info', log: createAuthLog() },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await opts.onUserCreated(user.id);
          },
        },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: opts.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Better Auth skips its origin check when NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: oidcPlugins(opts.oidc),
  });
}

export type ForkcastAuth = ReturnType<typeof build>;

export function createAuth(opts: AuthOptions): ForkcastAuth {
  return build(opts);
}

/** Creates or updates Better Auth's tables (auth_user, auth_session, auth_account, auth_verification, auth_rate_limit). */
export async function migrateAuth(auth: ForkcastAuth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

/** The request's session as Better Auth sees it (signature, session row, expiry), or null. */
export async function getSession(
  auth: ForkcastAuth,
  request: FastifyRequest,
): Promise<{ userId: string; expiresAt: number } | null> {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { userId: session.user.id, expiresAt: new Date(session.session.expiresAt).getTime() };
}

/** Uncached: every call asks Better Auth (and the database). The app goes through SessionCache (decision 150). */
export async function getSessionUserId(auth: ForkcastAuth, request: FastifyRequest): Promise<string | null> {
  return (await getSession(auth, request))?.userId ?? null;
}
