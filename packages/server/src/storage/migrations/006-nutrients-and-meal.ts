import type { Kysely } from 'kysely';

// Issue 14: an item keeps the fiber, sugars (g) and sodium (mg) of its database food, and the meal it belongs to
// (breakfast, lunch, dinner, snacks). All nullable: manual items may leave the nutrients empty, and items logged
// before meals existed take theirs from the time of day (core itemMeal).
const NUTRIENTS = ['fiber', 'sugars', 'sodium'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    for (const column of NUTRIENTS)
      await db.schema.alterTable(table).addColumn(column, 'double precision').execute();
    await db.schema.alterTable(table).addColumn('meal', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['food_items', 'favorites']) {
    await db.schema.alterTable(table).dropColumn('meal').execute();
    for (const column of NUTRIENTS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
