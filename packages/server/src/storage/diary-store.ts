// The diary's storage port (core DiaryStore) over Kysely, for one person (decision 015: every query is scoped
// to the user id). The rules live in core; this only reads and writes rows. Writes run inside
// KyselyRepository.write, which records the scopes they touch for sync (decision 120).
import { bodyScope, dayScope, favoriteKey, rules } from '@forkcast/core';
import type {
  BodyDay,
  DiaryStore,
  Favorite,
  FoodItem,
  FoodUsage,
  IsoDate,
  Profile,
  Scope,
} from '@forkcast/core';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { compiledOnce, onSqlite } from './compiled.ts';
import { findFoodUsage } from './food-usage.ts';
import type { AddedLatest } from './food-usage.ts';
import { isUniqueViolation, itemColumns, itemRow, toItem } from './kysely-repository.ts';
import type { DB } from './schema.ts';
import { FAVORITES_FULL_MESSAGE, LIMITS, MESSAGES, RuleError } from '@forkcast/core';
import { LimitError } from './repository.ts';

/** Columns a replace rewrites: everything but the owner, the order and the creation time. */
function replaceSet(row: ReturnType<typeof itemRow>) {
  const { user_id: _u, seq: _s, created_at: _c, id: _i, ...set } = row;
  return set;
}

/**
 * One person's day, in logged order. Decision 195: on SQLite a statement with `column = ?` and an ORDER BY ran
 * about three times slower than the same rows picked by their rowids in a subquery (21 against 7 microseconds
 * for a day of six items, the same plan: SQLite appears to prepare it again on each run). Decision 187: without
 * the ORDER BY the plain statement is cheaper still (6.4 against 9.4 microseconds), so on SQLite the day's few
 * rows come unordered and are put in logged order here (`inLoggedOrder`); PostgreSQL keeps the ordered query.
 * Built and compiled once per dialect: only its two values change.
 */
const dayQuery = compiledOnce((db, _: null, value) => {
  const rows = db
    .selectFrom('food_items')
    .select([...itemColumns, 'created_at', 'seq'])
    .where('user_id', '=', value('user'))
    .where('date', '=', value('date'));
  return onSqlite(db) ? rows : rows.orderBy('created_at').orderBy('seq').orderBy('id');
});

/**
 * `a` before `b` in SQLite's BINARY order of their UTF-8 bytes, which is code point order: UTF-16 code units
 * compare the same way except a surrogate (U+D800-DFFF, half of a code point past U+FFFF) against U+E000-FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A day's rows in logged order: (created_at, seq, id), as the ORDER BY would give them on SQLite. */
export function inLoggedOrder<R extends { created_at: number; seq: number; id: string }>(rows: R[]): R[] {
  return rows.sort((a, b) => a.created_at - b.created_at || a.seq - b.seq || compareCodePoints(a.id, b.id));
}

/**
 * Of two items of one food, the one core's collectUsage takes as its most recent entry: the latest date, then the
 * latest timestamp, then the first logged (created_at, seq, id, ids in SQLite's order).
 */
export function laterOf(a: AddedLatest, b: AddedLatest): AddedLatest {
  if (a.date !== b.date) return a.date > b.date ? a : b;
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp ? a : b;
  const first = a.created_at - b.created_at || a.seq - b.seq || compareCodePoints(a.id, b.id);
  return first <= 0 ? a : b;
}

type ItemInsertRow = ReturnType<typeof itemRow> & { date: IsoDate };

/**
 * Decision 199: a day's added items in one insert, compiled once per item count; itemRow gives every column
 * (null where a field is absent), so the text depends only on how many rows there are.
 */
const insertItemsQuery = compiledOnce(
  (db, rows: ItemInsertRow[], value) =>
    db
      .insertInto('food_items')
      .values(
        rows.map((row, i) =>
          Object.fromEntries(Object.keys(row).map((column) => [column, value(`${i}:${column}`)])),
        ) as never,
      ),
  (rows) => rows.length,
);

/** A value's name in insertItemsQuery (`row:column`) as its row and column, read once per name. */
const insertSlots = new Map<string, [number, keyof ItemInsertRow]>();

function insertValue(rows: ItemInsertRow[], name: string) {
  let slot = insertSlots.get(name);
  if (slot === undefined) {
    const at = name.indexOf(':');
    insertSlots.set(name, (slot = [Number(name.slice(0, at)), name.slice(at + 1) as keyof ItemInsertRow]));
  }
  return rows[slot[0]]![slot[1]];
}

function insertItems(db: Kysely<DB>, rows: ItemInsertRow[]) {
  return insertItemsQuery(db, rows, (name) => insertValue(rows, name));
}

/**
 * Decision 187, PostgreSQL: the day's read and the insert of one added item in one statement, one round trip
 * instead of two. The insert is a data-modifying CTE; the outer select sees the snapshot the statement started
 * with, so it lists the day as it was before the insert (what core's addItems replies with, the added item
 * after). The row is stamped past the day's last `created_at` in the same snapshot (as insertItems does from
 * what getItems read), and inserted only if its id is not on the day yet: a taken id inserts nothing and fails
 * no statement (a sync batch's other operations go on in the same transaction), and is refused as core's check
 * refuses it. One row only: PostgreSQL types the values of a one-row `insert ... select` by their columns, but
 * not those of a multi-row VALUES list; several items go through core's read and insert.
 */
const readThenInsertQuery = compiledOnce((db, row: ItemInsertRow, value) => {
  const columns = Object.keys(row) as (keyof ItemInsertRow)[];
  // Values are counted: at most PG_NAMED_MAX_VALUES (32) keeps the text named (decision 192); this has 31.
  return db
    .with('stamp', (qb) =>
      qb
        .selectFrom('food_items')
        .select(sql<number>`greatest(${value('now')}, max(created_at) + 1)`.as('at'))
        .where('user_id', '=', value('user'))
        .where('date', '=', value('date')),
    )
    .with('added', (qb) =>
      qb
        .insertInto('food_items')
        .columns(columns)
        .expression(
          qb
            .selectFrom('stamp')
            .select(
              columns.map((column) =>
                (column === 'created_at' || column === 'updated_at'
                  ? sql`stamp.at`
                  : sql`${value(column)}`
                ).as(column),
              ),
            )
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('food_items')
                    .select(sql`1`.as('one'))
                    .where('user_id', '=', value('user'))
                    .where('date', '=', value('date'))
                    .where('id', '=', value('id')),
                ),
              ),
            ),
        ),
    )
    .selectFrom('food_items')
    .select([...itemColumns, 'created_at', 'seq'])
    .where('user_id', '=', value('user'))
    .where('date', '=', value('date'))
    .orderBy('created_at')
    .orderBy('seq')
    .orderBy('id');
});

export class KyselyDiaryStore implements DiaryStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly userId: string,
    private readonly stamp: () => number,
    /** Scopes written through this store (null for a read-only store). */
    readonly touched: Set<Scope> | null = null,
    /**
     * Foods (favoriteKey) whose items were written, with how many items each gained or lost: their usage rows
     * are brought up to date before commit (decision 113).
     */
    readonly foods: Map<string, number> | null = null,
    /**
     * Decision 220: for each food of `foods` that only gained items through this store, the most recent of them
     * (core's collectUsage order); null once the food lost or changed an item, or gained one without its stamp.
     */
    readonly added: Map<string, AddedLatest | null> | null = null,
  ) {}

  /** Each day's last created_at as this store read it (getItems): insertItems stamps past it. */
  private readonly lastCreated = new Map<IsoDate, number>();

  private countFood(key: string, delta: number, item?: AddedLatest): void {
    this.foods?.set(key, (this.foods.get(key) ?? 0) + delta);
    if (!this.added) return;
    const known = this.added.get(key);
    if (item === undefined || known === null) this.added.set(key, null);
    else this.added.set(key, known === undefined ? item : laterOf(known, item));
  }

  /** The stored item's food loses one item (it is being replaced or deleted). */
  private async uncountFoodOf(date: IsoDate, id: string): Promise<void> {
    if (!this.foods) return;
    const row = await this.db
      .selectFrom('food_items')
      .select('key')
      .where('user_id', '=', this.userId)
      .where('date', '=', date)
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) this.countFood(row.key, -1);
  }

  foodUsage(query: string, today: IsoDate): Promise<FoodUsage[]> {
    return findFoodUsage(this.db, this.userId, query, today);
  }

  private touch(scope: Scope): void {
    if (!this.touched) throw new Error('This store is read-only: write through KyselyRepository.write');
    this.touched.add(scope);
  }

  async getProfile(): Promise<Profile | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('data')
      .where('user_id', '=', this.userId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as Profile) : null;
  }

  async putProfile(profile: Profile): Promise<void> {
    this.touch('profile');
    const data = JSON.stringify(profile);
    const now = this.stamp();
    await this.db
      .insertInto('profiles')
      .values({ user_id: this.userId, data, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: now }))
      .execute();
  }

  async getItems(date: IsoDate): Promise<FoodItem[]> {
    const read = await this.db.executeQuery(
      dayQuery(this.db, null, (name) => (name === 'user' ? this.userId : date)),
    );
    const rows = onSqlite(this.db) ? inLoggedOrder(read.rows) : read.rows;
    if (rows.length > 0) this.lastCreated.set(date, Number(rows[rows.length - 1]!.created_at));
    return rows.map(toItem);
  }

  async readThenInsertItems(date: IsoDate, items: FoodItem[]): Promise<FoodItem[]> {
    // SQLite has no round trip to save, and several items need a VALUES list: core's read, check and insert.
    if (onSqlite(this.db) || items.length !== 1) return rules.readThenInsert(this, date, items);
    const item = items[0]!;
    const now = this.stamp();
    const row = { ...itemRow(this.userId, item, 0, now), date };
    let read;
    try {
      read = await this.db.executeQuery(
        readThenInsertQuery(this.db, row, (name) => {
          if (name === 'now') return now;
          if (name === 'user') return this.userId;
          return row[name as keyof ItemInsertRow];
        }),
      );
    } catch (error) {
      // Another writer outside the per-person order (never through write()) took the id first.
      if (isUniqueViolation(error)) throw new RuleError(409, 'conflict', MESSAGES.itemExists(date));
      throw error;
    }
    const before = read.rows.map(toItem);
    // The id was on the day: nothing was inserted (the guard in the statement), as core's check refuses it.
    if (before.some((i) => i.id === item.id)) throw new RuleError(409, 'conflict', MESSAGES.itemExists(date));
    this.touch(dayScope(date));
    this.countFood(favoriteKey(item), 1);
    const last = read.rows[read.rows.length - 1];
    // What the statement stamped the item with: a later insert through this store goes after it.
    this.lastCreated.set(date, last === undefined ? now : Math.max(now, Number(last.created_at) + 1));
    return before;
  }

  async getDays(from: IsoDate, to: IsoDate): Promise<{ date: IsoDate; items: FoodItem[] }[]> {
    const rows = await this.db
      .selectFrom('food_items')
      .select([...itemColumns, 'date'])
      .where('user_id', '=', this.userId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .execute();
    const days: { date: IsoDate; items: FoodItem[] }[] = [];
    for (const r of rows) {
      const last = days[days.length - 1];
      if (last?.date === r.date) last.items.push(toItem(r));
      else days.push({ date: r.date, items: [toItem(r)] });
    }
    return days;
  }

  async insertItems(date: IsoDate, items: FoodItem[]): Promise<void> {
    if (items.length === 0) return;
    this.touch(dayScope(date));
    // After the day's items as read (core addItems replies with them plus these): another server whose clock
    // runs ahead may have stamped them later than this one's clock.
    const now = Math.max(this.stamp(), (this.lastCreated.get(date) ?? -Infinity) + 1);
    for (const [seq, item] of items.entries()) {
      const { id, name, timestamp } = item;
      this.countFood(favoriteKey(item), 1, { date, id, name, timestamp, created_at: now, seq });
    }
    try {
      const rows = items.map((item, seq) => ({ ...itemRow(this.userId, item, seq, now), date }));
      await this.db.executeQuery(insertItems(this.db, rows));
      // They are the day's last now: another insert through this store goes after them.
      this.lastCreated.set(date, now);
    } catch (error) {
      // Another writer outside the per-person order (never through write()) took the id first.
      if (isUniqueViolation(error)) throw new RuleError(409, 'conflict', MESSAGES.itemExists(date));
      throw error;
    }
  }

  async replaceItem(date: IsoDate, item: FoodItem): Promise<void> {
    this.touch(dayScope(date));
    await this.uncountFoodOf(date, item.id);
    this.countFood(favoriteKey(item), 1);
    await this.db
      .updateTable('food_items')
      .set(replaceSet(itemRow(this.userId, item, 0, this.stamp())))
      .where('user_id', '=', this.userId)
      .where('date', '=', date)
      .where('id', '=', item.id)
      .execute();
  }

  async deleteItem(date: IsoDate, id: string): Promise<void> {
    this.touch(dayScope(date));
    await this.uncountFoodOf(date, id);
    await this.db
      .deleteFrom('food_items')
      .where('user_id', '=', this.userId)
      .where('date', '=', date)
      .where('id', '=', id)
      .execute();
  }

  async listFavorites(): Promise<Favorite[]> {
    const rows = await this.db
      .selectFrom('favorites')
      .select(itemColumns)
      .where('user_id', '=', this.userId)
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  async insertFavorite(favorite: Favorite): Promise<void> {
    this.touch('favorites');
    // Issue 11 (decision 110): an account holds at most LIMITS.favorites.max favorites.
    const row = await this.db
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', this.userId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= LIMITS.favorites.max) throw new LimitError(FAVORITES_FULL_MESSAGE);
    try {
      await this.db
        .insertInto('favorites')
        .values({ ...itemRow(this.userId, favorite, 0, this.stamp()), key: favoriteKey(favorite) })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new RuleError(409, 'conflict', MESSAGES.duplicateFavorite);
      throw error;
    }
  }

  async replaceFavorite(favorite: Favorite): Promise<void> {
    this.touch('favorites');
    try {
      await this.db
        .updateTable('favorites')
        .set({ ...replaceSet(itemRow(this.userId, favorite, 0, this.stamp())), key: favoriteKey(favorite) })
        .where('user_id', '=', this.userId)
        .where('id', '=', favorite.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new RuleError(409, 'conflict', MESSAGES.duplicateFavorite);
      throw error;
    }
  }

  async deleteFavorite(id: string): Promise<void> {
    this.touch('favorites');
    await this.db.deleteFrom('favorites').where('user_id', '=', this.userId).where('id', '=', id).execute();
  }

  async getBodyDays(from: IsoDate, to: IsoDate): Promise<BodyDay[]> {
    const rows = await this.db
      .selectFrom('body_days')
      .select(['date', 'weight', 'incomplete'])
      .where('user_id', '=', this.userId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute();
    return rows
      .map((r) => ({ date: r.date, weight: r.weight, incomplete: r.incomplete === 1 }))
      .filter((d) => d.weight !== null || d.incomplete);
  }

  async putBodyDay(day: BodyDay): Promise<void> {
    this.touch(bodyScope(day.date));
    if (day.weight === null && !day.incomplete) {
      await this.db
        .deleteFrom('body_days')
        .where('user_id', '=', this.userId)
        .where('date', '=', day.date)
        .execute();
      return;
    }
    const set = { weight: day.weight, incomplete: day.incomplete ? 1 : 0, updated_at: this.stamp() };
    await this.db
      .insertInto('body_days')
      .values({ user_id: this.userId, date: day.date, ...set })
      .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet(set))
      .execute();
  }
}
