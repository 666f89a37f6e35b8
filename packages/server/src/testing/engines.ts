// The engines every storage and route suite runs on: SQLite always; PostgreSQL where it answers (see
// global-setup.ts). SQLite gets a fresh in-memory database per test; PostgreSQL a fresh schema per test file,
// dropped afterwards, reached through a pool whose search_path points at it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openPostgres, openSqlite } from '../storage/database.ts';
import type { Database, Engine } from '../storage/database.ts';

export const postgresUrl = inject('postgresUrl');

export const ENGINES: Engine[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a schema that only this caller uses; the returned function drops it. */
export async function createSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `forkcast_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (c) => c.query(`create schema "${schema}"`));
  return {
    schema,
    drop: () => withAdmin(url, (c) => c.query(`drop schema "${schema}" cascade`)).then(() => {}),
  };
}

/**
 * Call inside a describe block. Returns a function that opens a database for the current test; every
 * database opened is closed after its test.
 */
export function useDatabase(engine: Engine): () => Database {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.close()));
  });

  if (engine === 'sqlite') {
    return () => {
      const database = openSqlite(':memory:');
      opened.push(database);
      return database;
    };
  }

  const url = postgresUrl!;
  let schema: { schema: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    schema = await createSchema(url);
  });
  afterAll(async () => {
    await schema?.drop();
  });
  return () => {
    const database = openPostgres(url, { searchPath: schema!.schema, max: 5 });
    opened.push(database);
    return database;
  };
}
