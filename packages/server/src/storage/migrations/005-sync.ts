import type { Kysely } from 'kysely';
import { AUTH_TABLES } from '../schema.ts';

// Issue 12 (decision 120): local-first sync. Per person, a version counter (its row is also the lock that
// puts that person's writes in one order), the version at which each scope last changed, and every operation
// applied, by its id, so a resent one is applied once.
export async function up(db: Kysely<unknown>): Promise<void> {
  const user = `${AUTH_TABLES.user}.id`;

  await db.schema
    .createTable('sync_cursors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references(user).onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sync_changes')
    .addColumn('user_id', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_changes_pk', ['user_id', 'scope'])
    .execute();
  await db.schema
    .createIndex('sync_changes_version')
    .on('sync_changes')
    .columns(['user_id', 'version'])
    .execute();

  await db.schema
    .createTable('sync_ops')
    .addColumn('user_id', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_ops_pk', ['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_ops').execute();
  await db.schema.dropTable('sync_changes').execute();
  await db.schema.dropTable('sync_cursors').execute();
}
