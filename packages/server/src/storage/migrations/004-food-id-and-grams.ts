import type { Kysely } from 'kysely';

// Issue 10: an item from the built-in database keeps its food and weight, so its portion can be changed later by
// household measure. Nullable: manual items, favorites and model estimates have neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    await db.schema.alterTable(table).addColumn('food_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('grams', 'double precision').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    await db.schema.alterTable(table).dropColumn('grams').execute();
    await db.schema.alterTable(table).dropColumn('food_id').execute();
  }
}
