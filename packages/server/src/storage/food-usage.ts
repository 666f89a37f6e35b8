// Decision 113: each person's foods with their usage (core's FoodUsage), kept in food_usage by the transaction
// that changes their items, so suggestions read one row per food instead of every item ever logged.
import { suggestionName, suggestionPeriodStart, suggestionQuery, SUGGESTION_LIMIT } from '@forkcast/core';
import type { FoodUsage, IsoDate } from '@forkcast/core';
import { sql } from 'kysely';
import type { Kysely, QueryCreator } from 'kysely';
import { compiledOnce } from './compiled.ts';
import { laterOf } from './diary-store.ts';
import { changesInsert, itemColumns, toItem } from './kysely-repository.ts';
import type { DB } from './schema.ts';

/** An item a write added, with what orders it among its food's items (decision 220). */
export interface AddedLatest {
  date: string;
  id: string;
  name: string;
  timestamp: number;
  created_at: number;
  seq: number;
}

interface Latest {
  key: string;
  date: string;
  id: string;
  name: string;
  uses: number | string;
}

/** Multi-row statements stay under SQLite's bound-parameter limit. */
const CHUNK = 500;

/**
 * Recounts the person's given foods (all of them when `keys` is undefined) from their items: the count and the
 * most recent entry as core's collectUsage picks it (latest date, then latest timestamp, then the first logged).
 * Reads only the items of those foods (index food_items_key); a food with no item left loses its row.
 */
export async function refreshFoodUsage(
  db: Kysely<DB>,
  userId: string,
  keys?: readonly string[],
): Promise<void> {
  if (keys !== undefined && keys.length === 0) return;
  const groups = keys === undefined ? [undefined] : chunk([...new Set(keys)]);
  for (const group of groups) {
    const only = group === undefined ? sql`` : sql`and key in (${sql.join(group)})`;
    const { rows } = await sql<Latest>`
      select key, date, id, name, uses from (
        select key, date, id, name,
          count(*) over (partition by key) as uses,
          row_number() over (
            partition by key order by date desc, timestamp desc, created_at asc, seq asc, id asc
          ) as position
        from food_items
        where user_id = ${userId} ${only}
      ) ranked
      where position = 1
    `.execute(db);
    // Foods still logged are updated in place; a food with no item left loses its row. Recounting all of
    // them starts from no rows.
    const found = rows.map((r) => r.key);
    const remove = db.deleteFrom('food_usage').where('user_id', '=', userId);
    if (group === undefined) await remove.execute();
    else if (found.length === 0) await remove.where('key', 'in', group).execute();
    else if (found.length < group.length) {
      await remove.where('key', 'in', group).where('key', 'not in', found).execute();
    }
    for (const part of chunk(rows)) {
      await db
        .insertInto('food_usage')
        .values(
          part.map((r) => ({
            user_id: userId,
            key: r.key,
            name_lower: suggestionName(r),
            uses: Number(r.uses),
            last_date: r.date,
            last_id: r.id,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
            name_lower: eb.ref('excluded.name_lower'),
            uses: eb.ref('excluded.uses'),
            last_date: eb.ref('excluded.last_date'),
            last_id: eb.ref('excluded.last_id'),
          })),
        )
        .execute();
    }
  }
}

/** A food's most recent item as core's collectUsage picks it (decision 199: compiled once, run per changed food). */
const latestQuery = compiledOnce((db, _: null, value) => latestOf(db, value));

/**
 * Decision 208 (PostgreSQL): the same read, in one statement with the insert of the write's changed scopes before
 * it (a data-modifying WITH runs once, whatever the select reads; it does not change what the select sees).
 */
const changesThenLatestQuery = compiledOnce(
  (db, scopes: readonly unknown[], value) =>
    latestOf(
      db.with('changes', (qc) => changesInsert(qc, scopes, value)),
      value,
    ),
  (scopes) => scopes.length,
);

function latestOf(qc: QueryCreator<DB>, value: (name: string) => never) {
  return qc
    .selectFrom('food_items')
    .select(['date', 'id', 'name'])
    .where('user_id', '=', value('user'))
    .where('key', '=', value('key'))
    .orderBy('date', 'desc')
    .orderBy('timestamp', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('seq', 'asc')
    .orderBy('id', 'asc')
    .limit(1);
}

/** Decision 220: the food's row as it was: its most recent item (compiled once). */
const usageRowQuery = compiledOnce((db, _: null, value) =>
  db
    .selectFrom('food_usage')
    .select(['name_lower', 'last_date', 'last_id'])
    .where('user_id', '=', value('user'))
    .where('key', '=', value('key')),
);

/** What orders an item among its food's items, by its primary key (compiled once). */
const itemOrderQuery = compiledOnce((db, _: null, value) =>
  db
    .selectFrom('food_items')
    .select(['timestamp', 'created_at', 'seq'])
    .where('user_id', '=', value('user'))
    .where('date', '=', value('date'))
    .where('id', '=', value('id')),
);

/**
 * Decision 220: a food that only gained items in this transaction has as its most recent item either the one its
 * row names (the most recent before) or the most recent it gained: one or two reads by key instead of the ordered
 * read of the food's items. Undefined when the row is missing or names no item (the full read decides).
 */
async function latestFromRow(
  db: Kysely<DB>,
  userId: string,
  key: string,
  added: AddedLatest,
): Promise<{ date: string; id: string; name_lower: string } | undefined> {
  const gained = { date: added.date, id: added.id, name_lower: suggestionName(added) };
  const row = (await db.executeQuery(usageRowQuery(db, null, (name) => (name === 'user' ? userId : key))))
    .rows[0];
  if (row === undefined) return undefined;
  const before = { date: row.last_date, id: row.last_id, name_lower: row.name_lower };
  if (added.date !== row.last_date) return added.date > row.last_date ? gained : before;
  const values: Record<string, string> = { user: userId, date: row.last_date, id: row.last_id };
  const stored = (await db.executeQuery(itemOrderQuery(db, null, (name) => values[name]))).rows[0];
  if (stored === undefined) return undefined;
  const order = {
    date: row.last_date,
    id: row.last_id,
    name: '',
    timestamp: Number(stored.timestamp),
    created_at: Number(stored.created_at),
    seq: Number(stored.seq),
  };
  return laterOf(order, added) === added ? gained : before;
}

/** The food's row takes the delta and says what it now holds (compiled once). */
const addUsesQuery = compiledOnce((db, _: null, value) =>
  db
    .insertInto('food_usage')
    .values({
      user_id: value('user'),
      key: value('key'),
      name_lower: value('name_lower'),
      last_date: value('last_date'),
      last_id: value('last_id'),
      uses: value('uses'),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
        name_lower: eb.ref('excluded.name_lower'),
        last_date: eb.ref('excluded.last_date'),
        last_id: eb.ref('excluded.last_id'),
        uses: eb(eb.ref('food_usage.uses'), '+', eb.ref('excluded.uses')),
      })),
    )
    .returning('uses'),
);

/**
 * Applies one write's changes to the given foods' usage rows: `changes` maps a food's key to how many of its items
 * the write added (positive) or removed (negative). Each food costs an indexed single-row read (its most recent
 * item through index food_items_key) and an upsert that adds the delta to the stored count, so a write's cost
 * does not grow with how often the person has logged the food; a new row or an impossible count is counted once.
 * refreshFoodUsage's full recount is for imports and the migration.
 */
export async function applyFoodUsage(
  db: Kysely<DB>,
  userId: string,
  changes: ReadonlyMap<string, number>,
  scopes?: { scopes: readonly string[]; version: number },
  added?: ReadonlyMap<string, AddedLatest | null>,
): Promise<void> {
  // Scopes to record are inserted by the first food's read (PostgreSQL only: SQLite has no writes in WITH).
  let record = scopes;
  for (const [key, delta] of changes) {
    const gained = record === undefined && delta > 0 ? added?.get(key) : undefined;
    let latest = gained ? await latestFromRow(db, userId, key, gained) : undefined;
    if (latest === undefined) {
      const at = (name: string) => (name === 'user' ? userId : key);
      let query = latestQuery(db, null, at);
      if (record) {
        const { scopes: list, version } = record;
        const valueOf = (name: string) =>
          name === 'user' || name === 'key' ? at(name) : name === 'version' ? version : list[Number(name)];
        query = changesThenLatestQuery(db, list, valueOf);
        record = undefined;
      }
      const read = (await db.executeQuery(query)).rows[0];
      if (!read) {
        await db.deleteFrom('food_usage').where('user_id', '=', userId).where('key', '=', key).execute();
        continue;
      }
      latest = { date: read.date, id: read.id, name_lower: suggestionName(read) };
    }
    // One statement on the usual path (decision 191): the row takes the delta and says what it now holds.
    const found: Record<string, unknown> = {
      user: userId,
      key,
      name_lower: latest.name_lower,
      last_date: latest.date,
      last_id: latest.id,
      uses: delta,
    };
    const row = (await db.executeQuery(addUsesQuery(db, null, (name) => found[name]))).rows[0]!;
    // At most the delta: the row is new (a food's first item) or held a count that cannot be right. Count the
    // food's items once.
    if (Number(row.uses) <= Math.max(delta, 0)) {
      const counted = await db
        .selectFrom('food_items')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('food_usage')
        .set({ uses: Number(counted.n) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    }
  }
}

/** LIKE's wildcards and its escape character, taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The foods whose name contains `query` that can rank among the first SUGGESTION_LIMIT for `today` (core's
 * DiaryStore.foodUsage): those last used on or after the start of the 7-day period of the SUGGESTION_LIMIT-th
 * most recent match (core's suggestionPeriodStart). Two indexed reads of food_usage, then the few rows found.
 */
export async function findFoodUsage(
  db: Kysely<DB>,
  userId: string,
  query: string,
  today: IsoDate,
): Promise<FoodUsage[]> {
  const q = suggestionQuery(query);
  let matching = db.selectFrom('food_usage').where('food_usage.user_id', '=', userId);
  if (q !== '')
    matching = matching.where(sql<boolean>`food_usage.name_lower like ${likePattern(q)} escape '\\'`);
  const nth = await matching
    .select('food_usage.last_date')
    .orderBy('food_usage.last_date', 'desc')
    .limit(1)
    .offset(SUGGESTION_LIMIT - 1)
    .executeTakeFirst();
  let candidates = matching;
  if (nth)
    candidates = candidates.where('food_usage.last_date', '>=', suggestionPeriodStart(nth.last_date, today));
  const rows = await candidates
    .innerJoin('food_items', (join) =>
      join
        .onRef('food_items.user_id', '=', 'food_usage.user_id')
        .onRef('food_items.date', '=', 'food_usage.last_date')
        .onRef('food_items.id', '=', 'food_usage.last_id'),
    )
    .select([
      'food_usage.key as usage_key',
      'food_usage.uses as usage_count',
      ...itemColumns.map((c) => `food_items.${c}` as const),
      'food_items.date',
    ])
    .execute();
  return rows.map((r) => ({
    key: r.usage_key,
    usageCount: Number(r.usage_count),
    date: r.date,
    item: toItem(r),
  }));
}

function chunk<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}
