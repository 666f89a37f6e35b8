// The email flow once on PostgreSQL, in a fresh schema that is dropped afterwards. Without a reachable
// server the test says so and passes, except under CI=true, where PostgreSQL is part of the job.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, get, post, startHarness, type AnyDb } from './test-harness.ts';

const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `auth_test_${randomBytes(6).toString('hex')}`;

let admin: pg.Client | null = null;
let unreachable: string | null = null;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    admin = client;
  } catch (error) {
    unreachable = error instanceof Error ? error.message : String(error);
    await client.end().catch(() => {});
  }
});

afterAll(async () => {
  if (!admin) return;
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

function postgresKysely(): AnyDb {
  const pool = new pg.Pool({ connectionString: URL, options: `-c search_path=${schema}`, max: 4 });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

describe('accounts on PostgreSQL', () => {
  it('signs up, signs in, reads the session, rate-limits and signs out', async () => {
    if (unreachable) {
      console.log(`SKIPPED accounts on PostgreSQL: ${URL} is unreachable (${unreachable})`);
      expect(process.env.CI, `PostgreSQL must be reachable under CI: ${unreachable}`).not.toBe('true');
      return;
    }
    const db = postgresKysely();
    const h = await startHarness({ dialect: 'postgres' }, db);
    try {
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`.execute(
        db,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'auth_account',
        'auth_rate_limit',
        'auth_session',
        'auth_user',
        'auth_verification',
      ]);

      const short = await post(h.app, '/sign-up/email', { email: 'pg@example.com', password: '12345' });
      expect(short.json().error.message).toBe('Password must be at least 6 characters');

      const jar = new CookieJar();
      const up = await post(
        h.app,
        '/sign-up/email',
        { email: 'pg@example.com', password: 'secret1' },
        { jar },
      );
      expect(up.statusCode).toBe(200);
      const userId = up.json().user.id as string;
      expect(h.created).toEqual([userId]);
      const dup = await post(h.app, '/sign-up/email', { email: 'pg@example.com', password: 'secret2' });
      expect(dup.statusCode).toBe(422);

      const signedIn = new CookieJar();
      const good = await post(
        h.app,
        '/sign-in/email',
        { email: 'pg@example.com', password: 'secret1' },
        { jar: signedIn },
      );
      expect(good.statusCode).toBe(200);
      expect((await get(h.app, '/api/auth/get-session', signedIn)).json().user.id).toBe(userId);
      expect((await get(h.app, '/whoami', signedIn)).json()).toEqual({ userId });

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await post(h.app, '/sign-in/email', { email: 'pg@example.com', password: 'wrong1' })).statusCode,
        );
      }
      // The good sign-in above was the first of the minute's five.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);

      expect((await post(h.app, '/sign-out', '', { jar: signedIn })).statusCode).toBe(200);
      expect((await get(h.app, '/whoami', signedIn)).json()).toEqual({ userId: null });
      expect((await get(h.app, '/whoami', jar)).json()).toEqual({ userId });
    } finally {
      await h.close();
    }
  });
});
