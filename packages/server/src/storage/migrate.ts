// Migrations run at start (decision 013). On PostgreSQL several servers may start at once against one
// database: a session-level advisory lock serializes the whole sequence (Better Auth's tables, then ours),
// because Better Auth's migrator takes no lock of its own. Kysely's migrator also locks (pg_advisory_lock
// on its own key inside the migration transaction); ours wraps both.
import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-food-usage.ts';
import * as m003 from './migrations/003-weights.ts';
import * as m004 from './migrations/004-food-id-and-grams.ts';
import * as m005 from './migrations/005-sync.ts';
import * as m006 from './migrations/006-nutrients-and-meal.ts';
import * as m007 from './migrations/007-saved-meals.ts';
import * as m008 from './migrations/008-item-order-index.ts';
import * as m009 from './migrations/009-sync-ops-age-index.ts';

const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-food-usage': m002,
  '003-weights': m003,
  '004-food-id-and-grams': m004,
  '005-sync': m005,
  '006-nutrients-and-meal': m006,
  '007-saved-meals': m007,
  '008-item-order-index': m008,
  '009-sync-ops-age-index': m009,
};

/** Every migration, in order (the tests expect exactly these applied). */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Any fixed 64-bit number distinct from Kysely's own lock id. */
const LOCK_ID = sql.lit(BigInt('7290482176529310001'));

export interface MigrateOptions {
  /** Runs first, inside the same lock: Better Auth's migrations (our tables reference its `user`). */
  before?: () => Promise<void>;
}

export async function migrate(database: Database, opts: MigrateOptions = {}): Promise<void> {
  const run = async (schema: string | undefined) => {
    await opts.before?.();
    const migrator = new Migrator({
      db: database.db,
      provider,
      // Migration numbers are reserved per issue and land in any order: a database that already ran 004
      // must still take 003 when it arrives (each migration touches only its own tables and columns).
      allowUnorderedMigrations: true,
      // Kysely looks for its bookkeeping tables by name in any schema unless told which one.
      ...(schema !== undefined && { migrationTableSchema: schema }),
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
    }
  };

  if (database.engine === 'sqlite') return run(undefined);

  await database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_ID})`.execute(conn);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
      await run(rows[0]!.schema);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_ID})`.execute(conn);
    }
  });
}
