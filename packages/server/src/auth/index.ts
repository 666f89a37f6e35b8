// Accounts (issue 3 part 3): Better Auth on the server's own Kysely database. See docs/decisions/020-*.
export { createAuth, getSessionUserId, migrateAuth } from './auth.ts';
export type { AuthOptions, ForkcastAuth } from './auth.ts';
export { registerAuthRoutes } from './routes.ts';
export { resolveAuthSecret } from './secret.ts';
export { SessionCache, SESSION_CACHE_TTL_MS } from './session-cache.ts';
export type { SessionCacheOptions } from './session-cache.ts';
