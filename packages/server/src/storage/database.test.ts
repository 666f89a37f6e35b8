// How each engine is opened (decision 191): SQLite keeps its temporary storage in memory, PostgreSQL's clients
// run each query text as a named statement, parsed once per connection.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, postgresUrl } from '../testing/engines.ts';
import { openPostgres, openSqlite, PG_NAMED_MAX_VALUES, worthNaming } from './database.ts';
import type { Database } from './database.ts';

describe('SQLite', () => {
  it('keeps temporary storage (savepoint journals, sorts) in memory', async () => {
    const database = openSqlite(':memory:');
    try {
      const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(database.db);
      expect(rows[0]?.temp_store).toBe(2);
    } finally {
      await database.close();
    }
  });
});

describe('which query texts get a name (decision 192)', () => {
  it('names single-row statements, upserts included, and not the long tail', () => {
    const upsert =
      'insert into "food_usage" ("user_id", "key", "uses") values ($1, $2, $3) on conflict ("user_id", "key") do update set "uses" = "food_usage"."uses" + excluded."uses", "last_date" = coalesce($4, "food_usage"."last_date") returning "uses"';
    expect(worthNaming(upsert, 4)).toBe(true);
    expect(worthNaming('select "id" from "t" where "id" in ($1) and "a" = $2', 2)).toBe(true);
    expect(worthNaming('insert into "t" ("a", "b") values ($1, $2), ($3, $4)', 4)).toBe(false);
    expect(worthNaming('insert into "t" ("a") values ($1) ,\n ($2)', 2)).toBe(false);
    expect(worthNaming('delete from "t" where "k" in ($1, $2) and "k" not in ($3)', 3)).toBe(false);
    expect(worthNaming('select $1', PG_NAMED_MAX_VALUES)).toBe(true);
    expect(worthNaming('select $1', PG_NAMED_MAX_VALUES + 1)).toBe(false);
  });
});

/** The texts this session has prepared that contain `marker`, each under a name of ours. */
async function prepared(database: Database, marker: string): Promise<string[]> {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements`.execute(database.db);
  const mine = rows.filter((r) => r.statement.includes(marker));
  for (const r of mine) expect(r.name).toMatch(/^forkcast_\d+$/);
  return mine.map((r) => r.statement).sort();
}

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL', () => {
  it('names no statement with preparedStatements off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const database = openPostgres(postgresUrl!, { max: 1, preparedStatements: false });
    try {
      const marker = `unnamed-${Date.now()}`;
      for (const n of [1, 2, 3]) {
        const { rows } = await sql<{ v: string }>`select ${marker}::text || ${n}::text as v`.execute(
          database.db,
        );
        expect(rows[0]?.v).toBe(`${marker}${n}`);
      }
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(
        database.db,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('leaves multi-row inserts, lists of values and texts with many values unnamed', async () => {
    const database = openPostgres(postgresUrl!, { max: 1 });
    try {
      const table = sql.raw(`named_${Date.now()}`);
      await sql`create temporary table ${table} (a int)`.execute(database.db);
      await sql`insert into ${table} (a) values (${1})`.execute(database.db);
      await sql`insert into ${table} (a) values (${2}), (${3})`.execute(database.db);
      const { rows } = await sql<{
        a: number;
      }>`select a from ${table} where a in (${1}, ${3}) order by a`.execute(database.db);
      expect(rows.map((r) => r.a)).toEqual([1, 3]);
      const many = Array.from({ length: PG_NAMED_MAX_VALUES + 1 }, (_, i) => i);
      await sql`select a from ${table} where a = any(array[${sql.join(many)}]::int[])`.execute(database.db);
      const few = many.slice(0, PG_NAMED_MAX_VALUES);
      await sql`select a from ${table} where a = any(array[${sql.join(few)}]::int[])`.execute(database.db);
      const texts = await prepared(database, `${table.compile(database.db).sql} `);
      // The create, the single-row insert and the select with 32 values: the others ran unnamed.
      expect(texts).toHaveLength(3);
      expect(texts.filter((t) => t.includes('values'))).toEqual([expect.stringMatching(/values \(\$1\)$/)]);
      expect(texts.filter((t) => t.includes(' in ('))).toEqual([]);
      expect(texts.filter((t) => t.includes('array['))).toEqual([
        expect.stringContaining(`$${PG_NAMED_MAX_VALUES}]`),
      ]);
    } finally {
      await database.close();
    }
  });

  it('runs a named select * again, unnamed, after a column is added to its table', async () => {
    const database = openPostgres(postgresUrl!, { max: 1 });
    try {
      const table = sql.raw(`widened_${Date.now()}`);
      await sql`create temporary table ${table} (a int)`.execute(database.db);
      await sql`insert into ${table} (a) values (${1})`.execute(database.db);
      const all = () =>
        database.db
          .selectFrom(sql<{ a: number }>`${table}`.as('t'))
          .selectAll()
          .where('a', '=', 1);
      expect(await all().execute()).toEqual([{ a: 1 }]);
      expect(await prepared(database, 'select *')).toHaveLength(1);
      // What a newer server's migration does while this one runs.
      await sql`alter table ${table} add column b int`.execute(database.db);
      expect(await all().execute()).toEqual([{ a: 1, b: null }]);
      expect(await all().execute()).toEqual([{ a: 1, b: null }]);
    } finally {
      await database.close();
    }
  });

  it('fails the query that meets a changed result type inside a transaction once, then runs it unnamed', async () => {
    const database = openPostgres(postgresUrl!, { max: 1 });
    try {
      const table = sql.raw(`widened_trx_${Date.now()}`);
      await sql`create temporary table ${table} (a int)`.execute(database.db);
      await sql`insert into ${table} (a) values (${1})`.execute(database.db);
      const all = (db: typeof database.db) =>
        db
          .selectFrom(sql<{ a: number }>`${table}`.as('t'))
          .selectAll()
          .where('a', '=', 1)
          .execute();
      expect(await all(database.db)).toEqual([{ a: 1 }]);
      await sql`alter table ${table} add column b int`.execute(database.db);
      await expect(database.db.transaction().execute((trx) => all(trx))).rejects.toMatchObject({
        code: '0A000',
      });
      expect(await database.db.transaction().execute((trx) => all(trx))).toEqual([{ a: 1, b: null }]);
    } finally {
      await database.close();
    }
  });

  it('runs a query text as one named statement, whatever its values', async () => {
    // One connection, so every query below sees the same session's prepared statements.
    const database = openPostgres(postgresUrl!, { max: 1 });
    try {
      const marker = `prepared-${Date.now()}`;
      const probe = (n: number) =>
        sql<{ v: string }>`select ${marker}::text || ${n}::text as v`.execute(database.db);
      expect((await probe(1)).rows[0]?.v).toBe(`${marker}1`);
      expect((await probe(2)).rows[0]?.v).toBe(`${marker}2`);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(database.db);
      const mine = rows.filter((r) => r.statement.includes('::text ||'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toMatch(/^forkcast_\d+$/);
    } finally {
      await database.close();
    }
  });
});
