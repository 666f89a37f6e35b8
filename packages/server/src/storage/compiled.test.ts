// Decision 199: queries compiled once per dialect and shape run with each run's own values, on both engines.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import { compiledOnce } from './compiled.ts';

interface CounterDB {
  counters: { key: string; count: number; reset_at: number };
}

describe.each(ENGINES)('compiledOnce on %s', (engine) => {
  const open = useDatabase(engine);

  it('compiles a shape once and binds each run its own values, past the shapes it keeps too', async () => {
    const { db } = open();
    await sql`create table counters (key text primary key, count integer not null, reset_at integer not null)`.execute(
      db,
    );
    let builds = 0;
    const upsert = compiledOnce(
      (kysely, keys: string[], value) => {
        builds++;
        return (kysely as unknown as Kysely<CounterDB>)
          .insertInto('counters')
          .values(keys.map((_, i) => ({ key: value(`key${i}`), count: value('count'), reset_at: 7 })))
          .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ count: eb.ref('excluded.count') })))
          .returning(['key', 'count', 'reset_at']);
      },
      (keys) => keys.length,
    );
    const run = async (keys: string[], count: number) => {
      const query = upsert(db, keys, (name) => (name === 'count' ? count : keys[Number(name.slice(3))]));
      return { query, rows: (await db.executeQuery(query)).rows };
    };

    const first = await run(['a'], 1);
    const second = await run(['b'], 2);
    expect(builds).toBe(1);
    expect(second.query.sql).toBe(first.query.sql);
    expect(first.rows).toEqual([{ key: 'a', count: 1, reset_at: 7 }]);
    expect(second.rows).toEqual([{ key: 'b', count: 2, reset_at: 7 }]);
    // A value that looks like SQL is only ever a value.
    const odd = ["'); drop table counters; --", 'c'];
    expect((await run(odd, 3)).rows).toEqual(odd.map((key) => ({ key, count: 3, reset_at: 7 })));
    expect(builds).toBe(2);

    // 70 more shapes: those past the kept ones are compiled on every run, with the same results.
    for (let n = 3; n <= 72; n++) {
      const keys = Array.from({ length: n }, (_, i) => `k${n}-${i}`);
      expect((await run(keys, n)).rows).toHaveLength(n);
    }
    const builtBefore = builds;
    const again = await run(['a', 'b'], 9);
    expect(builds).toBe(builtBefore);
    expect(again.rows).toEqual([
      { key: 'a', count: 9, reset_at: 7 },
      { key: 'b', count: 9, reset_at: 7 },
    ]);
    const long = Array.from({ length: 72 }, (_, i) => `k72-${i}`);
    expect((await run(long, 10)).rows.every((r) => r.count === 10)).toBe(true);
    expect(builds).toBe(builtBefore + 1);
  });
});
