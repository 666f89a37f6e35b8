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
  /**
   * Name the query texts that repeat (decisions 191, 192); default true. False behind a pooler that runs a
   * session's statements on server connections that never parsed them: PgBouncer in transaction pooling before
   * 1.21, or with `max_prepared_statements = 0` (`DATABASE_PREPARED_STATEMENTS=false`).
   */
  preparedStatements?: boolean;
}

export function openPostgres(url: string, opts: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath !== undefined && { options: `-c search_path=${opts.searchPath}` }),
  });
  // Decision 192: pg-pool listens for a client's errors only while it is idle. A connection that breaks while a
  // request holds it between two queries (mid-transaction: a restart, a network cut, pg_terminate_backend) would
  // emit an 'error' nobody listens to, which Node throws: the whole server would exit. The error reaches the
  // query that was running, or the next query on that client fails ("not queryable"), and the pool drops the
  // client when it is released.
  pool.on('connect', (client) => void client.on('error', () => {}));
  if (opts.preparedStatements !== false) pool.on('connect', nameStatements);
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

/**
 * Decision 192: a text with more bound values than this runs unnamed. The app's largest single-row statement
 * (a food item's insert) has 26 values; Better Auth's have at most 8 (measured over the days, sync, transfer and
 * account tests: 172 distinct texts). A text with more belongs to a family whose members differ only in length.
 */
export const PG_NAMED_MAX_VALUES = 32;

/** `values (...), (...`: a multi-row insert, one text per row count (an import's rows, a meal's items). */
const MULTI_ROW_VALUES = /\bvalues\s*\([^]*?\)\s*,\s*\(/i;
/** `in ($1, $2`: a list of two or more values, one text per length (and per pair of lengths with `not in`). */
const VALUE_LIST = /\bin\s*\(\s*\$\d+\s*,/i;

/**
 * Decision 192: whether a query text is one of the few that repeat, worth a name. A text wrongly judged long-tail
 * only runs unnamed, as every text did before decision 191.
 */
export function worthNaming(text: string, values: number): boolean {
  return values <= PG_NAMED_MAX_VALUES && !MULTI_ROW_VALUES.test(text) && !VALUE_LIST.test(text);
}

/** A text's name; null: runs unnamed (long-tail, past the cap, or its result type changed). */
const statementNames = new Map<string, string | null>();
let namesGiven = 0;

function nameOf(text: string, values: number): string | null {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = worthNaming(text, values) && namesGiven < PG_STATEMENT_NAMES ? `forkcast_${namesGiven++}` : null;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A named statement's result columns are fixed when it is parsed: after a migration adds a column to a table it
 * reads with `select *` or `returning *` (Better Auth's adapter does both), PostgreSQL refuses to run it ("cached
 * plan must not change result type", 0A000) on every connection that parsed it.
 */
function resultTypeChanged(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('must not change result type')
  );
}

const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;

/**
 * Decision 191: PostgreSQL parses and plans an unnamed statement every time it runs (about 30 microseconds of its
 * CPU for a small select on this machine); a named one is parsed once per connection and then only bound and
 * executed. Kysely sends each query as text and values, so the client names the texts that repeat (decision 192:
 * not multi-row inserts, lists of values or texts with more than PG_NAMED_MAX_VALUES values), the first 500 such
 * texts of the process. A name always stands for one text (the map is global and a name never reassigned), which
 * pg requires. A text whose result type changed under it (a migration by a newer server) is run unnamed from then
 * on: at once, again, outside a transaction; inside one the transaction is already aborted, so that query fails.
 */
function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let inTransaction = false;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    // Kysely calls query(text, values); anything else (callbacks, config objects, cursors) passes through.
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    if (BEGINS.test(text)) inTransaction = true;
    else if (ENDS.test(text)) inTransaction = false;
    const name = nameOf(text, values.length);
    if (name === null) return query(text, values);
    return query({ name, text, values }).catch((error: unknown) => {
      if (!resultTypeChanged(error)) throw error;
      statementNames.set(text, null);
      if (inTransaction) throw error;
      return query(text, values);
    });
  };
}
