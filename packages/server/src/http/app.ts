// The app factory: everything the server does over HTTP, built from its dependencies so tests can make one
// per database (convention 6). main.ts reads the configuration and calls this; tests call it directly.
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import { fromNodeHeaders } from 'better-auth/node';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from '../auth/index.ts';
import type { ForkcastAuth, SessionCache } from '../auth/index.ts';
import type { Config } from '../config.ts';
import { accountRoutes } from '../routes/account/routes.ts';
import { analyzeRoutes } from '../routes/analyze/routes.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { configRoutes } from '../routes/config/routes.ts';
import type { PublicConfig } from '../routes/config/routes.ts';
import { daysRoutes } from '../routes/days/routes.ts';
import { favoritesRoutes } from '../routes/favorites/routes.ts';
import { foodsRoutes } from '../routes/foods/routes.ts';
import { healthRoutes } from '../routes/health/routes.ts';
import { profileRoutes } from '../routes/profile/routes.ts';
import { suggestionsRoutes } from '../routes/suggestions/routes.ts';
import { transferRoutes } from '../routes/transfer/routes.ts';
import { weightsRoutes } from '../routes/weights/routes.ts';
import { syncRoutes } from '../routes/sync/routes.ts';
import type { Analyzer } from '../services/analyze.ts';
import type { Services } from '../services/index.ts';
import type { Database } from '../storage/database.ts';
import { refuseCrossSiteWrites } from './cross-site.ts';
import { clientErrorHandler, errorBody, frameworkErrors, installErrorHandler } from './error-handler.ts';
import { securityHeaders } from './security-headers.ts';
import { requireSession } from './session.ts';
import { refuseMalformedText } from './text.ts';
import { inlineScriptHashes, serveWeb } from './web.ts';

/** Replies smaller than this go out uncompressed. */
export const COMPRESS_THRESHOLD = 4096;

/** Everyday JSON calls are small; import raises its own limit. */
export const BODY_LIMIT = 1024 * 1024;

export type AppConfig = Pick<
  Config,
  'publicUrl' | 'trustedOrigins' | 'trustProxy' | 'oidc' | 'analyzeRateLimit'
>;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  services: Services;
  auth: ForkcastAuth;
  /** Who is calling, cached in this process for a few seconds (decision 150). */
  sessions: SessionCache;
  analyzer: Analyzer;
  /** The built web app's folder; null serves the API only. */
  webRoot: string | null;
  logger?: FastifyServerOptions['logger'];
}

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"): the line written
 * when the reply is sent also says what was asked (method, URL, host, remote address), and each line is a pino write
 * that production pays on every request (decision 212). Errors are logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, services, auth, sessions, analyzer } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Fastify (proxy-addr) also takes a hop count; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    // Request ids in logs, never echoed from a client header.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    clientErrorHandler,
    // A client that trickles its request must not hold a connection forever (found by the benchmarks' review).
    requestTimeout: 120_000,
  });

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; replies are plain JSON (the core's schemas transform on input, and a
  // transform cannot be run backwards to serialize).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The API takes JSON (and multipart for photos); text/plain is what a cross-site form would send (decision 017).
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('userId', null);
  installErrorHandler(app);
  refuseMalformedText(app);
  // Data replies are one person's: no browser or proxy cache may keep them (issue 11). The web app's files
  // (outside /api/) keep their own caching. Set before the route runs, so a route that sets its own replaces it
  // (as an onSend hook that only filled a missing header did, for a promise less per request: decision 187).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  const https = config.publicUrl.startsWith('https://');
  securityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(deps.webRoot)],
        // Inline style attributes (positioning of tooltips and bars) are set by the UI libraries.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photo previews are blob: URLs; icons may be data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    // Plain-http deployments (a LAN box) must not be pinned to https by a stray header.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  // gzip/brotli for the web app's files and large JSON (exports, histories): Lighthouse's biggest finding.
  // Not below 4 KiB (issue 15): a day or a profile (1-2 KiB) would save a few hundred bytes for a compressor
  // set up and run on the event loop on every reply; a history or an export still is compressed.
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Forkcast API',
        version: '1.0.0',
        description:
          'JSON API of Forkcast. Data endpoints need a session cookie from /api/auth/sign-in/email; errors are { error: { code, message } }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'forkcast.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  refuseCrossSiteWrites(app, config.trustedOrigins);

  await registerAuthRoutes(app, auth, sessions);

  const publicConfig: PublicConfig = {
    oidc: config.oidc ? { providerName: config.oidc.providerName } : null,
    ai: { text: analyzer.capabilities.text === 'ai', photo: analyzer.capabilities.photo },
  };
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { publicConfig });

  // Open to guests too; a signed-in user's stored favorites guide the analysis.
  await app.register(analyzeRoutes, {
    analyzer,
    rateLimitPerMinute: config.analyzeRateLimit,
    rateLimitStore: databaseRateLimitStore(database.db, 'analyze'),
    favoritesFor: async (request) => {
      const userId = await sessions.userIdOf(request);
      return userId === null ? null : services.favorites.list(userId);
    },
  });
  await app.register(foodsRoutes, {});

  // Everything below needs a session: ownership is then enforced by the storage layer (userId first).
  await app.register(async (scope) => {
    requireSession(
      scope,
      (request) => sessions.userIdOf(request),
      (request) => sessions.cachedUserIdOf(request),
    );
    await scope.register(profileRoutes, { profile: services.profile });
    await scope.register(daysRoutes, { diary: services.diary, clock: services.clock });
    await scope.register(favoritesRoutes, { favorites: services.favorites });
    await scope.register(suggestionsRoutes, { diary: services.diary, clock: services.clock });
    await scope.register(transferRoutes, { transfer: services.transfer, clock: services.clock });
    await scope.register(weightsRoutes, { coach: services.coach, clock: services.clock });
    await scope.register(syncRoutes, { sync: services.sync, clock: services.clock });
    await scope.register(accountRoutes, {
      account: services.account,
      endSession: async (request) => {
        const { headers } = await auth.api.signOut({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        return headers.getSetCookie();
      },
      // The account's other sessions (other browsers) end here at once too, not when their cache entry expires.
      forgetSessions: (userId) => sessions.forgetUser(userId),
    });
  });

  await serveWeb(app, deps.webRoot, (request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', `Route not found: ${request.method} ${request.url.split('?')[0]}`)),
  );

  return app;
}
