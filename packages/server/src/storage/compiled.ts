// Queries whose text never changes, built and compiled by Kysely once per dialect (decisions 195, 199): each run
// only puts its values where the stand-ins were. Building and compiling a query cost about as much as SQLite
// running it under the bench's adds, and a text that is the same string each time is looked up at once in the
// statement caches (SQLite's prepared statements, PostgreSQL's statement names).
import { SqliteAdapter } from 'kysely';
import type { CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Whether `db` runs on SQLite (a transaction is a Kysely too). */
export function onSqlite(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Marks a value's place while a template is compiled; never sent to a database. */
const STAND_IN = '\u0000forkcast-value\u0000';

/** Shapes kept per query: a row count past the usual few (an import's scopes) is compiled for its run only. */
const SHAPES_KEPT = 64;

interface Template<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the compiled query: the name of the value that goes there, or a constant. */
  slots: (string | { constant: unknown })[];
}

/**
 * A query compiled once per dialect and shape. `build` writes the query with `value(name)` wherever a value
 * goes (it is a stand-in string, typed to fit any column); `shapeOf` names what changes the text (a row count),
 * and each shape is compiled once (the first SHAPES_KEPT shapes; later ones on each run, as Kysely would). A run
 * gives each named value through `valueOf`.
 */
export function compiledOnce<S, R>(
  build: (db: Kysely<DB>, shape: S, value: (name: string) => never) => { compile(): CompiledQuery<R> },
  shapeOf: (shape: S) => string | number = () => '',
): (db: Kysely<DB>, shape: S, valueOf: (name: string) => unknown) => CompiledQuery<R> {
  const templates = new Map<string, Template<R>>();
  return (db, shape, valueOf) => {
    const key = `${onSqlite(db) ? 'sqlite' : 'postgres'}:${shapeOf(shape)}`;
    let template = templates.get(key);
    if (template === undefined) {
      const query = build(db, shape, (name) => `${STAND_IN}${name}` as never).compile();
      const slots = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(STAND_IN) ? p.slice(STAND_IN.length) : { constant: p },
      );
      template = { query, slots };
      if (templates.size < SHAPES_KEPT) templates.set(key, template);
    }
    const parameters = template.slots.map((s) => (typeof s === 'string' ? valueOf(s) : s.constant));
    return { ...template.query, parameters };
  };
}
