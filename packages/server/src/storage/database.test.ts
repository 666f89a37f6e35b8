// How each engine is opened (decision 191): SQLite keeps its temporary storage in memory, PostgreSQL's clients
// run each query text as a named statement, parsed once per connection.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, postgresUrl } from '../testing/engines.ts';
import { openPostgres, openSqlite } from './database.ts';

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

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL', () => {
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
