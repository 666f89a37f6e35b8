// Wiring: storage, services, accounts and HTTP in the order they depend on each other. main.ts and the tests
// both start Forkcast through this, so what is tested is what runs.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { createAuth, migrateAuth, SessionCache } from './auth/index.ts';
import type { ForkcastAuth, SessionCacheOptions } from './auth/index.ts';
import type { Config } from './config.ts';
import { buildApp } from './http/app.ts';
import { createAnalyzer } from './services/analyze.ts';
import { createAnalyzePool } from './services/analyze-pool.ts';
import type { Analyzer } from './services/analyze.ts';
import { systemClock } from './services/clock.ts';
import type { Clock } from './services/clock.ts';
import { createServices } from './services/index.ts';
import type { Services } from './services/index.ts';
import type { Database } from './storage/database.ts';
import { migrate } from './storage/migrate.ts';

export type ServerConfig = Pick<
  Config,
  'publicUrl' | 'trustedOrigins' | 'trustProxy' | 'oidc' | 'ai' | 'analyzeRateLimit'
> &
  Partial<Pick<Config, 'analyzeThreads' | 'analyzeBudgetMs'>>;

export interface ServerOptions {
  config: ServerConfig;
  database: Database;
  authSecret: string;
  webRoot: string | null;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass one built on a local chat-completions server; otherwise it is made from config.ai. */
  analyzer?: Analyzer;
  /** Better Auth's sign-in/sign-up rate limits; tests that sign up many users turn them off. */
  authRateLimit?: boolean;
  /** The in-process session cache (decision 150); tests shorten or move its clock. */
  sessionCache?: SessionCacheOptions;
}

export interface ForkcastServer {
  app: FastifyInstance;
  auth: ForkcastAuth;
  sessions: SessionCache;
  services: Services;
  database: Database;
  /** Stops HTTP; the database is the caller's to close. */
  close(): Promise<void>;
}

export async function createServer(opts: ServerOptions): Promise<ForkcastServer> {
  const { config, database } = opts;
  const services = createServices(database, opts.clock ?? systemClock);
  const auth = createAuth({
    db: database.db,
    dialect: database.engine,
    baseURL: config.publicUrl,
    secret: opts.authSecret,
    secureCookies: config.publicUrl.startsWith('https://'),
    rateLimit: { enabled: opts.authRateLimit ?? true },
    trustedOrigins: config.trustedOrigins,
    oidc: config.oidc,
    onUserCreated: (userId) => services.account.onUserCreated(userId),
  });
  await migrate(database, { before: () => migrateAuth(auth) });
  const sessions = new SessionCache(auth, opts.sessionCache);
  // Provider failures go to the server's log, which exists once the app does.
  const sink: { log?: FastifyBaseLogger } = {};
  // Meal analysis runs in worker threads (issue 11); started on the first offline analysis.
  const pool = createAnalyzePool({
    ...(config.analyzeThreads !== undefined && { threads: config.analyzeThreads }),
    ...(config.analyzeBudgetMs !== undefined && { budgetMs: config.analyzeBudgetMs }),
  });
  const analyzer =
    opts.analyzer ??
    createAnalyzer({ ...config.ai, logger: { warn: (details, msg) => sink.log?.warn(details, msg) }, pool });
  const app = await buildApp({
    config,
    database,
    services,
    auth,
    sessions,
    analyzer,
    webRoot: opts.webRoot,
    ...(opts.logger !== undefined && { logger: opts.logger }),
  });
  sink.log = app.log;
  await app.ready();
  const close = async () => {
    // In-flight requests finish first (Fastify's close waits for them), then the worker threads stop.
    await app.close();
    await pool.close();
  };
  return { app, auth, sessions, services, database, close };
}
