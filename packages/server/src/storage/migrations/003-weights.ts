import type { Kysely } from 'kysely';
import { AUTH_TABLES } from '../schema.ts';

// Issue 13 (decision 132): one row per user and day for what is not food: the day's weight (pounds, the
// last entry of a day wins) and whether the user marked the day's intake logging incomplete.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('body_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references(`${AUTH_TABLES.user}.id`).onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('weight', 'double precision')
    .addColumn('incomplete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('body_days_pk', ['user_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('body_days').execute();
}
