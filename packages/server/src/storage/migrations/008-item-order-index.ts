import type { Kysely } from 'kysely';

// Issue 15 (decision 155): reads list a day's items, and a range's days, in the order they were logged
// (date, created_at, seq, id). The primary key (user_id, date, id) finds the rows but not in that order, so
// every history read sorted its rows; this index gives them in order, on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('food_items_logged_order')
    .on('food_items')
    .columns(['user_id', 'date', 'created_at', 'seq', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('food_items_logged_order').execute();
}
