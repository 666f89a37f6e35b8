// Configuration is read once at boot and fails loudly (convention 8). Nothing is required: with no
// variables set, Forkcast runs on an embedded SQLite file with the built-in food parser.
import path from 'node:path';
import { z } from 'zod';

/** Unset and empty are the same: `.env.example` lists every variable with an empty value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const url = (what: string) =>
  z
    .string()
    .refine(
      (s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol),
      `must be an http(s) URL (${what})`,
    );

/** A whole number in [min, max], from an environment string, worded for people. */
const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const Env = z
  .object({
    PORT: optional(whole(0, 65535)).default(3000),
    HOST: optional(z.string()).default('127.0.0.1'),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL'),
    ),
    DATABASE_PREPARED_STATEMENTS: optional(
      z.enum(['true', 'false'], { error: 'must be true or false' }),
    ).default('true'),
    PUBLIC_URL: optional(url('the address users open, e.g. https://forkcast.example.com')),
    TRUST_PROXY: optional(z.string()),
    BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    OIDC_ISSUER: optional(url('the OpenID Connect issuer')),
    OIDC_CLIENT_ID: optional(z.string()),
    OIDC_CLIENT_SECRET: optional(z.string()),
    OIDC_PROVIDER_NAME: optional(z.string().max(50)).default('Single sign-on'),
    AI_API_KEY: optional(z.string()),
    AI_BASE_URL: optional(url('an OpenAI-compatible API base, e.g. https://api.openai.com/v1')),
    AI_TEXT_MODEL: optional(z.string()),
    AI_VISION_MODEL: optional(z.string()),
    AI_TIMEOUT_MS: optional(whole(1000, 600000)),
    ANALYZE_RATE_LIMIT: optional(whole(0, 1_000_000)).default(30),
    ANALYZE_THREADS: optional(whole(1, 64)),
    ANALYZE_TIME_BUDGET_MS: optional(whole(100, 600_000)),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).default(
      'info',
    ),
  })
  .superRefine((env, ctx) => {
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    const set = oidc.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < oidc.length) {
      for (const k of oidc.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [k], message: `is required when ${set.join(', ')} is set` });
      }
    }
    // A server of our own choosing has no default model to fall back on (OpenAI itself does).
    if (
      env.AI_BASE_URL !== undefined &&
      env.AI_TEXT_MODEL === undefined &&
      env.AI_VISION_MODEL === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_TEXT_MODEL'],
        message: 'is required when AI_BASE_URL is set (or set AI_VISION_MODEL, which then serves text too)',
      });
    }
  });

export type TrustProxy = boolean | number | string;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** preparedStatements: name the query texts that repeat (decisions 191, 192); off behind PgBouncer < 1.21. */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; preparedStatements: boolean };
  publicUrl: string;
  /** Origins allowed to make state-changing calls: the public URL, plus local aliases when it is the default. */
  trustedOrigins: string[];
  trustProxy: TrustProxy;
  authSecret: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; providerName: string } | null;
  ai: {
    apiKey?: string;
    baseURL?: string;
    textModel?: string;
    visionModel?: string;
    timeoutMs?: number;
  };
  analyzeRateLimit: number;
  /** Worker threads for meal analysis (issue 11); unset: one fewer than the cores, 1 to 4. */
  analyzeThreads?: number;
  /** Per analysis request, queueing included; unset: 5 s. */
  analyzeBudgetMs?: number;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined) return false;
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return raw.trim();
}

/** The browser-facing address of a bound host: 0.0.0.0 and :: are not addresses a browser can open. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const defaultUrl = `http://${displayHost(e.HOST)}:${e.PORT}`;
  const publicUrl = (e.PUBLIC_URL ?? defaultUrl).replace(/\/+$/, '');
  const trustedOrigins = new Set([new URL(publicUrl).origin]);
  if (e.PUBLIC_URL === undefined) {
    // The default address is local; the same server answers on both loopback names.
    for (const h of ['localhost', '127.0.0.1']) trustedOrigins.add(`http://${h}:${e.PORT}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'forkcast.db') },
    publicUrl,
    trustedOrigins: [...trustedOrigins],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authSecret: e.BETTER_AUTH_SECRET,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : null,
    ai: {
      ...(e.AI_API_KEY !== undefined && { apiKey: e.AI_API_KEY }),
      ...(e.AI_BASE_URL !== undefined && { baseURL: e.AI_BASE_URL }),
      ...(e.AI_TEXT_MODEL !== undefined && { textModel: e.AI_TEXT_MODEL }),
      ...(e.AI_VISION_MODEL !== undefined && { visionModel: e.AI_VISION_MODEL }),
      ...(e.AI_TIMEOUT_MS !== undefined && { timeoutMs: e.AI_TIMEOUT_MS }),
    },
    analyzeRateLimit: e.ANALYZE_RATE_LIMIT,
    ...(e.ANALYZE_THREADS !== undefined && { analyzeThreads: e.ANALYZE_THREADS }),
    ...(e.ANALYZE_TIME_BUDGET_MS !== undefined && { analyzeBudgetMs: e.ANALYZE_TIME_BUDGET_MS }),
    logLevel: e.LOG_LEVEL,
  };
}
