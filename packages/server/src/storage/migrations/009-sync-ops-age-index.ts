import type { Kysely } from 'kysely';

// Every sync batch forgets the person's operations older than the retention window (forgetOpsBefore: user_id
// and created_at). The primary key (user_id, id) finds the person's rows but not by age, so each batch read
// all of them; this index finds the old ones directly, on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sync_ops_user_created')
    .on('sync_ops')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sync_ops_user_created').execute();
}
