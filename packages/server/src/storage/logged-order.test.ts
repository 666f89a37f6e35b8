// Decision 187: SQLite reads a day's rows unordered and they are put in logged order in JavaScript; that order
// must be exactly what SQLite's ORDER BY created_at, seq, id gives (id in BINARY collation: UTF-8 bytes).
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, inLoggedOrder } from './diary-store.ts';

describe('inLoggedOrder', () => {
  it("orders as SQLite's ORDER BY created_at, seq, id, ids outside the BMP and past U+E000 included", () => {
    const ids = [
      'a',
      'b',
      'B',
      'ab',
      'a\u0000',
      '\uE000',
      '\uFFFD',
      '\u{10000}',
      '\u{1F355}',
      'é',
      'e\u0301',
      '',
    ];
    const rows: { created_at: number; seq: number; id: string }[] = [];
    let k = 0;
    for (const id of ids)
      for (const createdAt of [2000, 1000])
        for (const seq of [1, 0]) rows.push({ created_at: createdAt, seq: (seq + k++) % 2, id });
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (created_at integer, seq integer, id text)');
    const insert = sqlite.prepare('insert into t values (?, ?, ?)');
    for (const r of rows) insert.run(r.created_at, r.seq, r.id);
    const expected = sqlite.prepare('select created_at, seq, id from t order by created_at, seq, id').all();
    sqlite.close();
    expect(inLoggedOrder([...rows].reverse())).toEqual(expected);
    expect(inLoggedOrder([...rows])).toEqual(expected);
  });

  it('compares by code point, which UTF-16 units alone get wrong past U+E000', () => {
    expect('\u{10000}' < '\uE000').toBe(true);
    expect(compareCodePoints('\u{10000}', '\uE000')).toBeGreaterThan(0);
    expect(compareCodePoints('\uE000', '\u{10000}')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('x', 'x')).toBe(0);
  });
});
