import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const CWD = '/srv/forkcast';
const load = (env: Record<string, string | undefined>) => loadConfig(env, CWD);
const problems = (env: Record<string, string | undefined>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a configuration error');
};

describe('configuration', () => {
  it('needs nothing: embedded SQLite under ./data, port 3000 on loopback', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve(CWD, 'data'),
      database: { kind: 'sqlite', file: path.resolve(CWD, 'data', 'forkcast.db') },
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      authSecret: undefined,
      oidc: null,
      ai: {},
      analyzeRateLimit: 30,
      logLevel: 'info',
    });
    expect(config.trustedOrigins.sort()).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('treats empty values (as copied from .env.example) as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '', AI_API_KEY: ' ', OIDC_ISSUER: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite' },
      ai: {},
      oidc: null,
    });
  });

  it('reads every setting', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/forkcast',
      DATABASE_URL: 'postgres://forkcast:pw@db:5432/forkcast',
      DATABASE_PREPARED_STATEMENTS: 'false',
      PUBLIC_URL: 'https://food.example.com/',
      TRUST_PROXY: '1',
      BETTER_AUTH_SECRET: 's'.repeat(32),
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'forkcast',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_PROVIDER_NAME: 'Example ID',
      AI_API_KEY: 'sk-test',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_TEXT_MODEL: 'llama3.1',
      AI_VISION_MODEL: 'llava',
      AI_TIMEOUT_MS: '30000',
      ANALYZE_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/forkcast',
      database: {
        kind: 'postgres',
        url: 'postgres://forkcast:pw@db:5432/forkcast',
        preparedStatements: false,
      },
      publicUrl: 'https://food.example.com',
      trustedOrigins: ['https://food.example.com'],
      trustProxy: 1,
      authSecret: 's'.repeat(32),
      oidc: {
        issuer: 'https://id.example.com',
        clientId: 'forkcast',
        clientSecret: 'shh',
        providerName: 'Example ID',
      },
      ai: {
        apiKey: 'sk-test',
        baseURL: 'http://127.0.0.1:11434/v1',
        textModel: 'llama3.1',
        visionModel: 'llava',
        timeoutMs: 30000,
      },
      analyzeRateLimit: 0,
      logLevel: 'warn',
    });
  });

  it('names PostgreSQL statements unless DATABASE_PREPARED_STATEMENTS is false (PgBouncer before 1.21)', () => {
    const url = 'postgres://forkcast:pw@db:5432/forkcast';
    expect(load({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, preparedStatements: true });
    expect(load({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: '' }).database).toMatchObject({
      preparedStatements: true,
    });
    expect(load({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'true' }).database).toMatchObject({
      preparedStatements: true,
    });
    expect(problems({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'off' })).toEqual([
      'DATABASE_PREPARED_STATEMENTS: must be true or false',
    ]);
  });

  it('offers a browsable default address when bound to all interfaces', () => {
    expect(load({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('reads TRUST_PROXY as a boolean, a hop count or addresses', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('fails with a clear message naming each bad variable', () => {
    expect(problems({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(problems({ PORT: '3000.5' })).toEqual(['PORT: must be a whole number from 0 to 65535']);
    expect(problems({ PUBLIC_URL: 'forkcast.example.com' })[0]).toMatch(
      /^PUBLIC_URL: must be an http\(s\) URL/,
    );
    expect(problems({ BETTER_AUTH_SECRET: 'short' })).toEqual([
      'BETTER_AUTH_SECRET: must be at least 32 characters',
    ]);
    expect(problems({ AI_TIMEOUT_MS: '5' })).toEqual([
      'AI_TIMEOUT_MS: must be a whole number from 1000 to 600000',
    ]);
    expect(problems({ ANALYZE_RATE_LIMIT: '-1' })).toEqual([
      'ANALYZE_RATE_LIMIT: must be a whole number from 0 to 1000000',
    ]);
  });

  it('needs a model name for an AI server of its own', () => {
    expect(problems({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([
      'AI_TEXT_MODEL: is required when AI_BASE_URL is set (or set AI_VISION_MODEL, which then serves text too)',
    ]);
    expect(load({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_VISION_MODEL: 'llava' }).ai.visionModel).toBe(
      'llava',
    );
    expect(load({ AI_API_KEY: 'sk-x' }).ai).toEqual({ apiKey: 'sk-x' });
  });

  it('needs the OIDC issuer, client id and secret together', () => {
    expect(problems({ OIDC_ISSUER: 'https://id.example.com' })).toEqual([
      'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set',
      'OIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set',
    ]);
    const error = (() => {
      try {
        load({ OIDC_CLIENT_ID: 'x' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toBe(
      'Invalid configuration:\n  - OIDC_ISSUER: is required when OIDC_CLIENT_ID is set\n  - OIDC_CLIENT_SECRET: is required when OIDC_CLIENT_ID is set',
    );
  });
});
