// The analysis rate limit (ANALYZE_RATE_LIMIT) counted in the database instead of each server's memory, so
// several servers on one database count one client's requests together (decision 114). Each request is one
// upsert on Better Auth's rate-limit table (its key is unique), as the per-account sign-in limit does
// (decision 110): concurrent requests through different servers cannot slip between a read and a write.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { RATE_LIMIT_TABLE } from '../auth/auth.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

interface Counted {
  count: number | string;
  lastRequest: number | string;
}

/**
 * A store class for @fastify/rate-limit (it constructs the class itself) over `db`: keys are `prefix|<key>`;
 * the row's `lastRequest` is the start of the current fixed window and `count` the requests in it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Better Auth's table is not in our schema type
export function databaseRateLimitStore(db: Kysely<any>, prefix: string, now: () => number = Date.now) {
  const t = sql.table(RATE_LIMIT_TABLE);
  const result = (row: Counted | undefined, timeWindow: number, at: number): Result =>
    row === undefined || Number(row.lastRequest) + timeWindow <= at
      ? { current: 0, ttl: 0 }
      : { current: Number(row.count), ttl: Number(row.lastRequest) + timeWindow - at };

  return class DatabaseRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = at - timeWindow;
      sql<Counted>`
        insert into ${t} (id, key, count, "lastRequest") values (${randomUUID()}, ${`${prefix}|${key}`}, 1, ${at})
        on conflict (key) do update set
          count = case when ${t}."lastRequest" <= ${windowStart} then 1 else ${t}.count + 1 end,
          "lastRequest" = case when ${t}."lastRequest" <= ${windowStart} then ${at} else ${t}."lastRequest" end
        returning count, "lastRequest"`
        .execute(db)
        .then(
          ({ rows }) => cb(null, result(rows[0], timeWindow, at)),
          (error: Error) => cb(error),
        );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      const at = now();
      sql<Counted>`select count, "lastRequest" from ${t} where key = ${`${prefix}|${key}`}`.execute(db).then(
        ({ rows }) => cb(null, result(rows[0], timeWindow, at)),
        (error: Error) => cb(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
