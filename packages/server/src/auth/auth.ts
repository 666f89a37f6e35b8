import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { fromNodeHeaders } from 'better-auth/node';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

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

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
// Spec section 5 (sign-up and sign-in) words the short-password message.
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters`;

export const SIGN_IN_LIMIT = { window: 60, max: 5 };
export const SIGN_UP_LIMIT = { window: 60, max: 5 };

const DAY = 24 * 60 * 60;

// The spec's forms state password rules before anything reaches the database, and the sign-up form has
// no name field; Better Auth requires one, so an absent name becomes ''.
const signUpRules = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email') return;
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null) return;
  const { password, name } = body as { password?: unknown; name?: unknown };
  if (typeof password === 'string' && password.length < PASSWORD_MIN) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT_MESSAGE });
  }
  if (typeof password === 'string' && password.length > PASSWORD_MAX) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_LONG', message: PASSWORD_TOO_LONG_MESSAGE });
  }
  if (name === undefined || name === null) return { context: { body: { ...body, name: '' } } };
});

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
    hooks: { before: signUpRules },
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
