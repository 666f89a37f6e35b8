import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp, useServers } from '../testing/app.ts';
import { createSchema, ENGINES, postgresUrl, useDatabase } from '../testing/engines.ts';
import { openPostgres } from './database.ts';
import { MIGRATION_NAMES } from './migrate.ts';
import type { CompiledQuery } from 'kysely';
import type { Database, Engine } from './database.ts';

/** The plan the engine picks for a query, as text; on PostgreSQL the plan a large table would get. */
async function queryPlan(database: Database, engine: Engine, query: CompiledQuery): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      // An empty table would be scanned whole; these make the planner show the plan a large table gets.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
    }
    const explain = engine === 'postgres' ? 'explain ' : 'explain query plan ';
    const rows = await trx.executeQuery<Record<string, unknown>>({ ...query, sql: explain + query.sql });
    return rows.rows.map((r) => String(r['detail'] ?? r['QUERY PLAN'])).join('\n');
  });
}

async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await database.db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`name`.as('name'))
    .execute();
  return rows.map((r) => (r as { name: string }).name);
}

describe.each(ENGINES)('migrations on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('run at start, once: a restart against the same database keeps the data', async () => {
    const database = openDatabase();
    const first = await start(database);
    const alice = await signUp(first.app);
    await first.close();
    const second = await start(database);
    expect(await appliedMigrations(database)).toEqual(MIGRATION_NAMES);
    expect((await alice.withApp(second.app).get('/api/favorites')).json().favorites).toHaveLength(1);
  });
});

// Issue 3 part 2: two servers starting at once against one PostgreSQL must not trip over each other's
// migrations (Better Auth's migrator takes no lock; ours wraps it and Kysely's in an advisory lock).
describe.each(ENGINES.filter((e) => e === 'postgres'))('concurrent starts on %s', () => {
  const start = useServers();

  it('let three servers migrate one fresh schema at the same time', async () => {
    const { schema, drop } = await createSchema(postgresUrl!);
    const databases = [0, 1, 2].map(() => openPostgres(postgresUrl!, { searchPath: schema, max: 3 }));
    try {
      const servers = await Promise.all(databases.map((d) => start(d)));
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = ${schema} order by 1
      `.execute(databases[0]!.db);
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['auth_user', 'auth_session', 'favorites', 'food_items', 'profiles']),
      );
      expect(await appliedMigrations(databases[0]!)).toEqual(MIGRATION_NAMES);
      const alice = await signUp(servers[0]!.app);
      expect((await alice.withApp(servers[2]!.app).get('/api/profile')).statusCode).toBe(200);
      await Promise.all(servers.map((s) => s.close()));
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await drop();
    }
  });
});

// Issue 15 (decision 155): a range of days is read in the order its items were logged straight from an index,
// without sorting the rows (the query is the one KyselyDiaryStore.getDays and KyselyRepository.getDays run).
describe.each(ENGINES)('the history read on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('walks food_items_logged_order: no sort step', async () => {
    const database = openDatabase();
    const server = await start(database);
    await server.close();
    const query = database.db
      .selectFrom('food_items')
      .select(['id', 'name', 'date'])
      .where('user_id', '=', 'someone')
      .where('date', '>=', '2026-01-01')
      .where('date', '<=', '2026-01-30')
      .orderBy('date')
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .compile();
    const plan = await queryPlan(database, engine, query);
    expect(plan).toContain('food_items_logged_order');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

// Each sync batch forgets the person's old operations (KyselyRepository's forgetOpsBefore runs this delete):
// it finds them by age through sync_ops_user_created (migration 009), not by reading all the person's rows.
describe.each(ENGINES)('the sync pruning on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('finds old operations through sync_ops_user_created', async () => {
    const database = openDatabase();
    const server = await start(database);
    await server.close();
    const query = database.db
      .deleteFrom('sync_ops')
      .where('user_id', '=', 'someone')
      .where('created_at', '<', 1_700_000_000_000)
      .compile();
    const plan = await queryPlan(database, engine, query);
    expect(plan).toContain('sync_ops_user_created');
    expect(plan).toMatch(/created_at/);
  });
});
