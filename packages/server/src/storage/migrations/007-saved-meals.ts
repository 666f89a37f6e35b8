import type { Kysely } from 'kysely';

// Issue 14 (item 3): a favorite may be a saved meal: its foods (JSON: each with its own values) and how many
// servings they make. Nullable: a plain favorite has neither. Items share the row shape, so they get the columns
// too (always empty: a logged item is one food).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    await db.schema.alterTable(table).addColumn('items', 'text').execute();
    await db.schema.alterTable(table).addColumn('servings', 'integer').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    await db.schema.alterTable(table).dropColumn('servings').execute();
    await db.schema.alterTable(table).dropColumn('items').execute();
  }
}
