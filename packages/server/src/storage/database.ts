// One Kysely instance over either engine (decision 010): SQLite by default, PostgreSQL when
// DATABASE_URL is set. Queries and migrations are written once for both.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /**
   * Is the database answering? Not queued behind other queries (issue 11): on SQLite Kysely serializes all
   * queries on its one connection, so a long import would make the health check wait; the check asks the
   * connection directly. On PostgreSQL it takes any free pooled connection.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `file` may be ':memory:' (tests). A file database gets WAL so readers never wait on the writer. */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Decision 191: a savepoint's journal (each write of a group commit has one) and sorts stay in memory instead
  // of temporary files; under the bench's adds the insert's share of the profile went from 11.6% to 6%.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const ping = sqlite.prepare('select 1');
  return { db, engine: 'sqlite', ping: async () => void ping.get(), close: () => db.destroy() };
}

/** Distinct query texts kept prepared: the app and Better Auth have a few dozen. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused, and a query's text repeats (its
 * values are bound parameters). Statements run synchronously (Kysely calls all() or run() right after
 * prepare()), so one statement is never used by two queries at once; a busy one (an open iterator) is not
 * handed out again.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string): SQLite.Statement {
      const cached = statements.get(query);
      if (cached !== undefined && !cached.busy) return cached;
      const statement = sqlite.prepare(query);
      if (cached === undefined) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

export interface PostgresOptions {
  /** Tests run in a schema of their own: every pooled connection starts with this search_path. */
  searchPath?: string;
  max?: number;
  /** An idle pooled connection that breaks (server restart) reports here; the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(url: string, opts: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath !== undefined && { options: `-c search_path=${opts.searchPath}` }),
  });
  pool.on('connect', preparedStatements);
  // Without a listener an idle client's 'error' would crash the process.
  pool.on(
    'error',
    opts.onIdleError ?? ((error) => console.error('PostgreSQL connection lost:', error.message)),
  );
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => db.destroy(),
  };
}

/** Distinct query texts given a statement name (PostgreSQL keeps each on every connection that ran it). */
const PG_STATEMENT_NAMES = 500;
const statementNames = new Map<string, string>();

/**
 * Decision 191: PostgreSQL parses and plans an unnamed statement every time it runs (about 30 microseconds of its
 * CPU for a small select on this machine); a named one is parsed once per connection and then only bound and
 * executed. Kysely sends each query as text and values, so the client names each query text the first 500
 * distinct texts (the app's and Better Auth's queries; texts past that, such as imports' many-row inserts, stay
 * unnamed). A name always stands for one text (the map is global and never reassigned), which pg requires.
 */
function preparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    // Kysely calls query(text, values); anything else (callbacks, config objects, cursors) passes through.
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    let name = statementNames.get(text);
    if (name === undefined && statementNames.size < PG_STATEMENT_NAMES) {
      name = `forkcast_${statementNames.size}`;
      statementNames.set(text, name);
    }
    return name === undefined ? query(text, values) : query({ name, text, values });
  };
}
