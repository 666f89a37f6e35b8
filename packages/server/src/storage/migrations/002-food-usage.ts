import { favoriteKey } from '@forkcast/core';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { refreshFoodUsage } from '../food-usage.ts';
import { AUTH_TABLES } from '../schema.ts';
import type { DB } from '../schema.ts';

/** Rows per statement while existing items get their key: under SQLite's bound-parameter limit. */
const PAGE = 500;

// Issue 11 (decision 113): suggestions read one row per person and food instead of every item. Each item
// gets its food's identity (core's favoriteKey, computed here, never in SQL: lower() differs between the
// engines), indexed with the date; food_usage holds each food's count and most recent entry, kept up to date
// by the transaction of every write. Existing data is filled in here, page by page.
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<DB>;
  await db.schema.alterTable('food_items').addColumn('key', 'text').execute();

  let after: { user_id: string; date: string; id: string } | null = null;
  for (;;) {
    let page = db.selectFrom('food_items').select(['user_id', 'date', 'id', 'name', 'units']);
    if (after !== null) {
      const { user_id, date, id } = after;
      page = page.where(sql<boolean>`(user_id, date, id) > (${user_id}, ${date}, ${id})`);
    }
    const rows = await page.orderBy('user_id').orderBy('date').orderBy('id').limit(PAGE).execute();
    if (rows.length === 0) break;
    const values = sql.join(rows.map((r) => sql`(${r.user_id}, ${r.date}, ${r.id}, ${favoriteKey(r)})`));
    await sql`
      with keyed (user_id, date, id, key) as (values ${values})
      update food_items set key = keyed.key from keyed
      where food_items.user_id = keyed.user_id and food_items.date = keyed.date and food_items.id = keyed.id
    `.execute(db);
    after = rows[rows.length - 1]!;
  }

  await db.schema
    .createIndex('food_items_key')
    .on('food_items')
    .columns(['user_id', 'key', 'date'])
    .execute();
  await db.schema
    .createTable('food_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references(`${AUTH_TABLES.user}.id`).onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addColumn('last_date', 'text', (c) => c.notNull())
    .addColumn('last_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('food_usage_pk', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('food_usage_recent')
    .on('food_usage')
    .columns(['user_id', 'last_date'])
    .execute();

  const people = await db.selectFrom('food_items').select('user_id').distinct().execute();
  for (const { user_id } of people) await refreshFoodUsage(db, user_id);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('food_usage').execute();
  await db.schema.dropIndex('food_items_key').execute();
  await db.schema.alterTable('food_items').dropColumn('key').execute();
}
