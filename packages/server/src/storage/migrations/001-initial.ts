import type { Kysely } from 'kysely';
import { AUTH_TABLES } from '../schema.ts';

// Runs after Better Auth's migrations: user rows live in its user table (id text).
// Deleting a user cascades to everything here; DELETE /api/account also deletes explicitly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) =>
      c.primaryKey().references(`${AUTH_TABLES.user}.id`).onDelete('cascade'),
    )
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'double precision', (c) => c.notNull())
    .execute();

  const itemColumns = <T extends ReturnType<typeof db.schema.createTable>>(t: T) =>
    t
      .addColumn('user_id', 'text', (c) =>
        c.notNull().references(`${AUTH_TABLES.user}.id`).onDelete('cascade'),
      )
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('calories', 'double precision', (c) => c.notNull())
      .addColumn('protein', 'double precision', (c) => c.notNull())
      .addColumn('carbs', 'double precision', (c) => c.notNull())
      .addColumn('fat', 'double precision', (c) => c.notNull())
      .addColumn('units', 'text', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('is_favorite', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('timestamp', 'double precision', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'double precision', (c) => c.notNull());

  // The primary key's prefix (user_id, date) serves a day's read and range reads.
  await itemColumns(db.schema.createTable('food_items'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('food_items_pk', ['user_id', 'date', 'id'])
    .execute();

  await itemColumns(db.schema.createTable('favorites'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'id'])
    .addUniqueConstraint('favorites_user_key', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorites').execute();
  await db.schema.dropTable('food_items').execute();
  await db.schema.dropTable('profiles').execute();
}
