// The one Repository implementation, for SQLite and PostgreSQL alike (decision 010, 011).
import {
  ACCOUNT_FULL_MESSAGE,
  bodyDocument,
  bodyScope,
  dayScope,
  FAVORITES_FULL_MESSAGE,
  favoriteKey,
  LIMITS,
  MEALS,
} from '@forkcast/core';
import type {
  DiaryStore,
  Favorite,
  FoodItem,
  IsoDate,
  Meal,
  OperationOutcome,
  SavedMealItem,
  Profile,
  Scope,
} from '@forkcast/core';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { CompiledQuery, sql } from 'kysely';
import type { Kysely, QueryCreator, Transaction, Updateable } from 'kysely';
import { compiledOnce } from './compiled.ts';
import { KyselyDiaryStore, laterOf } from './diary-store.ts';
import { applyFoodUsage, refreshFoodUsage } from './food-usage.ts';
import type { AddedLatest } from './food-usage.ts';
import type { Database } from './database.ts';
import { LimitError, notesOf, WriteQueueFullError } from './repository.ts';
import type {
  BodyDay,
  Changes,
  ImportData,
  ItemChanges,
  OperationLog,
  Repository,
  StoredDay,
} from './repository.ts';
import { AUTH_TABLES } from './schema.ts';
import type { DB, FoodItemsTable } from './schema.ts';

interface AuthDB {
  auth_user: { id: string };
  auth_session: { userId: string };
  auth_account: { userId: string };
}

type Row = Omit<FoodItemsTable, 'date' | 'key' | 'user_id' | 'seq' | 'created_at' | 'updated_at'>;

const isMeal = (value: string): value is Meal => (MEALS as readonly string[]).includes(value);

export function toItem(r: Row): FoodItem {
  const item: FoodItem = {
    id: r.id,
    name: r.name,
    calories: Number(r.calories),
    protein: Number(r.protein),
    carbs: Number(r.carbs),
    fat: Number(r.fat),
    units: r.units,
    quantity: Number(r.quantity),
    isFavorite: Number(r.is_favorite) === 1,
    timestamp: Number(r.timestamp),
  };
  if (r.food_id !== null) item.foodId = r.food_id;
  if (r.grams !== null) item.grams = Number(r.grams);
  if (r.fiber !== null) item.fiber = Number(r.fiber);
  if (r.sugars !== null) item.sugars = Number(r.sugars);
  if (r.sodium !== null) item.sodium = Number(r.sodium);
  if (r.meal !== null && isMeal(r.meal)) item.meal = r.meal;
  if (r.items !== null) item.items = JSON.parse(r.items) as SavedMealItem[];
  if (r.servings !== null) item.servings = Number(r.servings);
  return r.notes === null ? item : { ...item, notes: r.notes };
}

export const itemColumns = [
  'id',
  'name',
  'calories',
  'protein',
  'carbs',
  'fat',
  'units',
  'quantity',
  'notes',
  'is_favorite',
  'timestamp',
  'food_id',
  'grams',
  'fiber',
  'sugars',
  'sodium',
  'meal',
  'items',
  'servings',
] as const;

export function itemRow(userId: string, item: FoodItem, seq: number, now: number) {
  return {
    user_id: userId,
    id: item.id,
    key: favoriteKey(item),
    name: item.name,
    calories: item.calories,
    protein: item.protein,
    carbs: item.carbs,
    fat: item.fat,
    units: item.units,
    quantity: item.quantity,
    notes: notesOf(item) ?? null,
    is_favorite: item.isFavorite ? 1 : 0,
    timestamp: item.timestamp,
    food_id: item.foodId ?? null,
    grams: item.grams ?? null,
    fiber: item.fiber ?? null,
    sugars: item.sugars ?? null,
    sodium: item.sodium ?? null,
    meal: item.meal ?? null,
    items: item.items ? JSON.stringify(item.items) : null,
    servings: item.servings ?? null,
    seq,
    created_at: now,
    updated_at: now,
  };
}

function changesRow(changes: ItemChanges, now: number): Updateable<FoodItemsTable> {
  const set: Updateable<FoodItemsTable> = { updated_at: now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.calories !== undefined) set.calories = changes.calories;
  if (changes.protein !== undefined) set.protein = changes.protein;
  if (changes.carbs !== undefined) set.carbs = changes.carbs;
  if (changes.fat !== undefined) set.fat = changes.fat;
  if (changes.units !== undefined) set.units = changes.units;
  if (changes.quantity !== undefined) set.quantity = changes.quantity;
  if (changes.notes !== undefined) set.notes = changes.notes;
  if (changes.isFavorite !== undefined) set.is_favorite = changes.isFavorite ? 1 : 0;
  if (changes.foodId !== undefined) set.food_id = changes.foodId;
  if (changes.grams !== undefined) set.grams = changes.grams;
  if (changes.fiber !== undefined) set.fiber = changes.fiber;
  if (changes.sugars !== undefined) set.sugars = changes.sugars;
  if (changes.sodium !== undefined) set.sodium = changes.sodium;
  if (changes.meal !== undefined) set.meal = changes.meal;
  if (changes.items !== undefined) set.items = changes.items === null ? null : JSON.stringify(changes.items);
  if (changes.servings !== undefined) set.servings = changes.servings;
  return set;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL unique_violation; better-sqlite3's extended result codes for PRIMARY KEY and UNIQUE.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Multi-row inserts stay under SQLite's bound-parameter limit. */
const CHUNK = 500;
function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

function groupDays(rows: (Row & { date: string })[]): StoredDay[] {
  const days: StoredDay[] = [];
  for (const r of rows) {
    const last = days[days.length - 1];
    if (last?.date === r.date) last.items.push(toItem(r));
    else days.push({ date: r.date, items: [toItem(r)] });
  }
  return days;
}

/** The person's next version (decision 199: compiled once, as every write of a batch's first person runs it). */
const bumpQuery = compiledOnce((db, _: null, value) =>
  db
    .insertInto('sync_cursors')
    .values({ user_id: value('user'), version: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ version: sql`sync_cursors.version + 1` }))
    .returning('version'),
);

/** A write's changed scopes, at the version (compiled once per number of scopes: usually one, a day). */
const changesQuery = compiledOnce(
  (db, scopes: readonly Scope[], value) => changesInsert(db, scopes, value),
  (scopes) => scopes.length,
);

/** The insert of a write's changed scopes: values `user`, `version` and `0`, `1`, ... (one per scope). */
export function changesInsert(
  qc: QueryCreator<DB>,
  scopes: readonly unknown[],
  value: (name: string) => never,
) {
  return qc
    .insertInto('sync_changes')
    .values(
      scopes.map((_, i) => ({ user_id: value('user'), scope: value(`${i}`), version: value('version') })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'scope']).doUpdateSet((eb) => ({ version: eb.ref('excluded.version') })),
    );
}

/** A changed scope of one person at their version: a row of sync_changes. */
type ChangeRow = readonly [user: string, scope: Scope, version: number];

/**
 * Decision 209, SQLite: every person's changed scopes of a batch in one insert (compiled once per row count)
 * instead of one per person: values `u0`, `s0`, `v0`, `u1`, ... (each row's person, scope and version).
 */
const batchChangesQuery = compiledOnce(
  (db, rows: readonly ChangeRow[], value) =>
    db
      .insertInto('sync_changes')
      .values(
        rows.map((_, i) => ({ user_id: value(`u${i}`), scope: value(`s${i}`), version: value(`v${i}`) })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'scope']).doUpdateSet((eb) => ({ version: eb.ref('excluded.version') })),
      ),
  (rows) => rows.length,
);

/** Which of a ChangeRow's values a name of batchChangesQuery stands for. */
const CHANGE_FIELD: Record<string, 0 | 1 | 2> = { u: 0, s: 1, v: 2 };

/** Decision 191: at most this many queued writes share a transaction (PostgreSQL keeps the subtransactions of
 * 64 savepoints per transaction in shared memory; past that it spills to disk). */
export const WRITE_BATCH_MAX = 32;

/**
 * Decision 192: at most this many writes wait in one queue (one person's on PostgreSQL, everyone's on SQLite);
 * past it a write is refused at once (503, Retry-After) instead of waiting. 32 batches: at the 1,000-3,000
 * writes a second measured in decision 191 the last would wait about 0.3-1 s, and the bench's 50 connections
 * never queue more than 50; a longer queue would only hold memory and replies for longer.
 */
export const WRITE_QUEUE_MAX = 32 * WRITE_BATCH_MAX;

/** A write waiting for its turn (decision 191). */
interface QueuedWrite {
  userId: string;
  fn: (store: DiaryStore, log: OperationLog) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What the writes of one person that succeeded in a batch changed: recorded once, before commit. */
interface PersonInBatch {
  version: number;
  /** The person's sync operations at this version (decision 209: made once per person in a batch, not per write). */
  log: OperationLog;
  touched: Set<Scope>;
  foods: Map<string, number>;
  /** Decision 220: each food's most recent added item, while the food only gained items (KyselyDiaryStore.added). */
  added: Map<string, AddedLatest | null>;
}

/**
 * A batch's savepoints, named per write and never released (commit releases them all: one round trip less per
 * write), and the rollback to each: compiled once (decision 209), not built and compiled for every write.
 */
const savepointQueries = Array.from({ length: WRITE_BATCH_MAX }, (_, n) => ({
  set: CompiledQuery.raw(`savepoint forkcast_write_${n}`),
  rollback: CompiledQuery.raw(`rollback to savepoint forkcast_write_${n}`),
}));

/** Thrown to roll back a batch in which every write was refused; each gets its own error. */
const NOTHING_APPLIED = Symbol('nothing applied');

/** Thrown to roll back a batch tried without savepoints in which a write failed: it runs again with them. */
const RETRY_WITH_SAVEPOINTS = Symbol('retry with savepoints');

/**
 * How a batch runs: a write alone (its failure fails the transaction), each write in a savepoint of its own
 * (decision 191), or, on PostgreSQL, first without savepoints (decision 199: one round trip less per write).
 */
type BatchMode = 'alone' | 'savepoints' | 'optimistic';

export class KyselyRepository implements Repository {
  private readonly db: Kysely<DB>;
  private readonly engine: Database['engine'];
  private lastStamp = 0;
  /** Writes waiting behind the batch running, by queue (decision 191); absent when none runs. */
  private readonly queues = new Map<string, QueuedWrite[]>();

  private readonly writeQueueMax: number;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
    opts: { writeQueueMax?: number } = {},
  ) {
    this.db = database.db;
    this.engine = database.engine;
    this.writeQueueMax = opts.writeQueueMax ?? WRITE_QUEUE_MAX;
  }

  /**
   * created_at orders a day's items: strictly increasing within this process, so two requests in the same
   * millisecond (or a stopped clock) still list in the order they were written.
   */
  private stamp(): number {
    const now = this.clock();
    this.lastStamp = now > this.lastStamp ? now : this.lastStamp + 1;
    return this.lastStamp;
  }

  read(userId: string): DiaryStore {
    return new KyselyDiaryStore(this.db, userId, () => this.stamp());
  }

  /**
   * Decision 191: writes run in the order they arrive, and those that queue up are committed together (group
   * commit). On PostgreSQL each person has a queue of their own (people write in parallel, on their own
   * connections); on SQLite, which has one writer and one connection anyway, all writes share one queue. Each
   * turn takes up to WRITE_BATCH_MAX queued writes into one transaction, each in a savepoint of its own when
   * there are several: a refused or failing write is rolled back to it and gets its own error; the others stay.
   * (On PostgreSQL a batch is first tried without savepoints, and again with them if a write fails: decision 199.)
   * A person's first write that succeeds in the batch bumps their version (inside its savepoint, so a refused
   * write leaves none); then each person's changed scopes and food usage are recorded once, and one commit.
   * A write alone runs as before. Every write is answered after its commit, so an acknowledged write is durable;
   * if the commit fails, every write of the batch fails. Other servers sharing the database still wait for the
   * person's row lock (bump), as before. A write that finds WRITE_QUEUE_MAX writes waiting is refused at once
   * (WriteQueueFullError, decision 192).
   */
  write<T>(userId: string, fn: (store: DiaryStore, log: OperationLog) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: QueuedWrite = { userId, fn, resolve: resolve as (value: unknown) => void, reject };
      const key = this.engine === 'sqlite' ? '' : userId;
      const queue = this.queues.get(key);
      if (queue && queue.length >= this.writeQueueMax) reject(new WriteQueueFullError());
      else if (queue) queue.push(job);
      else {
        // The first turn waits for the requests already read in this turn of the event loop: on SQLite a write
        // runs without waiting for anything, so no queue would ever form behind it.
        this.queues.set(key, [job]);
        setImmediate(() => void this.drain(key));
      }
    });
  }

  /**
   * Runs a queue until it is empty; each job is settled, never thrown from here. commitBatch answers every job
   * itself, failures included; should anything escape it, every job of that batch fails with it (it settles none
   * before its commit) and the queue goes on. The queue is removed however the loop ends (decision 192): a queue
   * left behind would hold every later write for its key (on SQLite, every write) forever.
   */
  private async drain(key: string): Promise<void> {
    const queue = this.queues.get(key)!;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, WRITE_BATCH_MAX);
        try {
          await this.commitBatch(batch);
        } catch (error) {
          for (const job of batch) job.reject(error);
        }
      }
    } finally {
      this.queues.delete(key);
      for (const job of queue.splice(0)) job.reject(new Error('the write queue stopped'));
    }
  }

  /**
   * Decision 199: on PostgreSQL a savepoint is a round trip of its own, a third of a batched add's. A batch of
   * several writes there first runs without them; if any write fails (refused, or refused by the database), that
   * whole attempt is rolled back, nothing of it answered, and the batch runs again from its first write with a
   * savepoint per write, as decision 191 had it. Every write is a function of what it reads, so running it again
   * on the rolled-back state is running it for the first time. SQLite keeps its savepoints (they cost it
   * microseconds, and a second run would be event-loop time).
   */
  private async commitBatch(batch: QueuedWrite[]): Promise<void> {
    if (batch.length === 1) return void (await this.runBatch(batch, 'alone'));
    if (this.engine === 'postgres' && (await this.runBatch(batch, 'optimistic'))) return;
    await this.runBatch(batch, 'savepoints');
  }

  /** Runs one attempt at a batch; false when an optimistic attempt was rolled back to run with savepoints. */
  private async runBatch(batch: QueuedWrite[], mode: BatchMode): Promise<boolean> {
    const settle: (() => void)[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const people = new Map<string, PersonInBatch>();
        for (const [n, job] of batch.entries()) {
          const savepoint = savepointQueries[n]!;
          if (mode === 'savepoints') await trx.executeQuery(savepoint.set);
          try {
            const person = people.get(job.userId);
            const version = person?.version ?? (await this.bump(trx, job.userId));
            const touched = new Set<Scope>();
            const foods = new Map<string, number>();
            const added = new Map<string, AddedLatest | null>();
            const store = new KyselyDiaryStore(trx, job.userId, () => this.stamp(), touched, foods, added);
            const log = person?.log ?? this.operationLog(trx, job.userId, version);
            const value = await job.fn(store, log);
            const into = person ?? {
              version,
              log,
              touched: new Set<Scope>(),
              foods: new Map<string, number>(),
              added: new Map<string, AddedLatest | null>(),
            };
            people.set(job.userId, into);
            for (const scope of touched) into.touched.add(scope);
            for (const [key, delta] of foods) into.foods.set(key, (into.foods.get(key) ?? 0) + delta);
            for (const [key, item] of added) {
              const known = into.added.get(key);
              // A food this write or an earlier one of the batch changed otherwise than by adding: the full read.
              if (item === null || known === null) into.added.set(key, null);
              else into.added.set(key, known === undefined ? item : laterOf(known, item));
            }
            settle.push(() => job.resolve(value));
          } catch (error) {
            if (mode === 'alone') throw error;
            if (mode === 'optimistic') throw RETRY_WITH_SAVEPOINTS;
            // Nothing of this write stays; a rollback that itself fails ends the whole batch (below).
            await trx.executeQuery(savepoint.rollback);
            settle.push(() => job.reject(error));
          }
        }
        // Every write refused: nothing to commit, not even a version.
        if (people.size === 0) throw NOTHING_APPLIED;
        // Decision 209: on SQLite every person's scopes go in one insert after the loop (on PostgreSQL a batch
        // holds one person's writes: decision 191).
        const changed: ChangeRow[] = [];
        for (const [userId, person] of people) {
          if (this.engine === 'sqlite') {
            for (const scope of person.touched) changed.push([userId, scope, person.version]);
            await applyFoodUsage(trx, userId, person.foods, undefined, person.added);
            continue;
          }
          const scopes = chunks([...person.touched]);
          // Decision 208: on PostgreSQL the last chunk of scopes goes in the statement of the first food's
          // latest-item read (a data-modifying WITH): one round trip less per person in a batch.
          const folded = person.foods.size > 0 ? scopes.pop() : undefined;
          for (const chunk of scopes) await this.recordChunk(trx, userId, chunk, person.version);
          await applyFoodUsage(
            trx,
            userId,
            person.foods,
            folded && { scopes: folded, version: person.version },
          );
        }
        for (const rows of chunks(changed)) {
          const valueOf = (name: string) => rows[Number(name.slice(1))]![CHANGE_FIELD[name[0]!]!];
          await trx.executeQuery(batchChangesQuery(trx, rows, valueOf));
        }
      });
    } catch (error) {
      if (error === RETRY_WITH_SAVEPOINTS) return false;
      if (error !== NOTHING_APPLIED) {
        for (const job of batch) job.reject(error);
        return true;
      }
    }
    for (const done of settle) done();
    return true;
  }

  private operationLog(trx: Transaction<DB>, userId: string, version: number): OperationLog {
    return {
      findOp: async (id) => {
        const row = await trx
          .selectFrom('sync_ops')
          .select(['id', 'status', 'error_code', 'error_message'])
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return null;
        return row.status === 'applied'
          ? { id: row.id, status: 'applied' }
          : {
              id: row.id,
              status: 'rejected',
              error: { code: row.error_code ?? '', message: row.error_message ?? '' },
            };
      },
      recordOp: async (outcome: OperationOutcome) => {
        await trx
          .insertInto('sync_ops')
          .values({
            user_id: userId,
            id: outcome.id,
            version,
            status: outcome.status,
            error_code: outcome.status === 'rejected' ? outcome.error.code : null,
            error_message: outcome.status === 'rejected' ? outcome.error.message : null,
            created_at: this.clock(),
          })
          .execute();
      },
      forgetOpsBefore: async (time: number) => {
        await trx
          .deleteFrom('sync_ops')
          .where('user_id', '=', userId)
          .where('created_at', '<', time)
          .execute();
      },
    };
  }

  /** The person's next version. On PostgreSQL the row stays locked until commit: one writer per person. */
  private async bump(db: Kysely<DB>, userId: string): Promise<number> {
    const { rows } = await db.executeQuery(bumpQuery(db, null, () => userId));
    return Number(rows[0]!.version);
  }

  private async recordChanges(db: Kysely<DB>, userId: string, scopes: Iterable<Scope>, version: number) {
    for (const chunk of chunks([...new Set(scopes)])) await this.recordChunk(db, userId, chunk, version);
  }

  private async recordChunk(db: Kysely<DB>, userId: string, chunk: readonly Scope[], version: number) {
    const valueOf = (name: string) =>
      name === 'user' ? userId : name === 'version' ? version : chunk[Number(name)];
    await db.executeQuery(changesQuery(db, chunk, valueOf));
  }

  async changesSince(userId: string, cursor: number): Promise<Changes> {
    const row = await this.db
      .selectFrom('sync_cursors')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const current = Number(row?.version ?? 0);
    const store = this.read(userId);
    // A new device, or a cursor this database never gave (restored from a backup): everything, once.
    if (cursor <= 0 || cursor > current) {
      const [profile, favorites, days, body] = await Promise.all([
        store.getProfile(),
        store.listFavorites(),
        this.getAllDays(userId),
        this.getBodyDays(userId),
      ]);
      return {
        cursor: current,
        full: true,
        changes: [
          { scope: 'profile', value: profile },
          { scope: 'favorites', value: favorites },
          ...days.map((d) => ({ scope: dayScope(d.date), value: d.items })),
          ...body.map((d) => ({ scope: bodyScope(d.date), value: bodyDocument(d) ?? null })),
        ],
      };
    }
    const rows = await this.db
      .selectFrom('sync_changes')
      .select('scope')
      .where('user_id', '=', userId)
      .where('version', '>', cursor)
      .execute();
    const changes = await Promise.all(
      rows.map(async ({ scope }) => {
        const s = scope as Scope;
        if (s === 'profile') return { scope: s, value: await store.getProfile() };
        if (s === 'favorites') return { scope: s, value: await store.listFavorites() };
        if (s.startsWith('body:')) {
          const date = s.slice('body:'.length);
          const day = (await store.getBodyDays(date, date))[0];
          return { scope: s, value: (day && bodyDocument(day)) ?? null };
        }
        return { scope: s, value: await store.getItems(s.slice('day:'.length)) };
      }),
    );
    return { cursor: current, full: false, changes };
  }

  async getProfile(userId: string): Promise<Profile | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('data')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as Profile) : null;
  }

  private async upsertProfile(db: Kysely<DB>, userId: string, profile: Profile): Promise<void> {
    const data = JSON.stringify(profile);
    const now = this.clock();
    await db
      .insertInto('profiles')
      .values({ user_id: userId, data, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: now }))
      .execute();
  }

  async getAllDays(userId: string): Promise<StoredDay[]> {
    const rows = await this.db
      .selectFrom('food_items')
      .select([...itemColumns, 'date'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .execute();
    return groupDays(rows);
  }

  async listFavorites(userId: string): Promise<Favorite[]> {
    const rows = await this.db
      .selectFrom('favorites')
      .select(itemColumns)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('seq')
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  private async favoriteCount(db: Kysely<DB>, userId: string): Promise<number> {
    const row = await db
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async seedAccount(userId: string, profile: Profile, favorite: Favorite): Promise<void> {
    const now = this.stamp();
    await this.db.transaction().execute(async (trx) => {
      await this.recordChanges(trx, userId, ['profile', 'favorites'], await this.bump(trx, userId));
      await trx
        .insertInto('profiles')
        .values({ user_id: userId, data: JSON.stringify(profile), updated_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('favorites')
        .values({ ...itemRow(userId, favorite, 0, now), key: favoriteKey(favorite) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }

  async importData(userId: string, data: ImportData): Promise<{ items: number; favorites: number }> {
    const now = this.stamp();
    return this.db.transaction().execute(async (trx) => {
      const scopes: Scope[] = ['favorites', ...data.days.map((d) => dayScope(d.date))];
      if (data.profile) scopes.push('profile');
      for (const w of data.weights ?? []) scopes.push(bodyScope(w.date));
      for (const date of data.incompleteDays ?? []) scopes.push(bodyScope(date));
      await this.recordChanges(trx, userId, scopes, await this.bump(trx, userId));
      if (data.profile) await this.upsertProfile(trx, userId, data.profile);

      let items = 0;
      for (const day of data.days) {
        const rows = day.items.map((item, seq) => ({ ...itemRow(userId, item, seq, now), date: day.date }));
        for (const chunk of chunks(rows)) {
          // SQLite answers synchronously: without a yield the whole import would run as one block of the
          // event loop (issue 11). Other requests' queries wait for the transaction; the loop does not.
          await yieldToOthers();
          await trx
            .insertInto('food_items')
            .values(chunk)
            .onConflict((oc) =>
              oc.columns(['user_id', 'date', 'id']).doUpdateSet((eb) => ({
                key: eb.ref('excluded.key'),
                name: eb.ref('excluded.name'),
                calories: eb.ref('excluded.calories'),
                protein: eb.ref('excluded.protein'),
                carbs: eb.ref('excluded.carbs'),
                fat: eb.ref('excluded.fat'),
                units: eb.ref('excluded.units'),
                quantity: eb.ref('excluded.quantity'),
                notes: eb.ref('excluded.notes'),
                is_favorite: eb.ref('excluded.is_favorite'),
                timestamp: eb.ref('excluded.timestamp'),
                food_id: eb.ref('excluded.food_id'),
                grams: eb.ref('excluded.grams'),
                fiber: eb.ref('excluded.fiber'),
                sugars: eb.ref('excluded.sugars'),
                sodium: eb.ref('excluded.sodium'),
                meal: eb.ref('excluded.meal'),
                items: eb.ref('excluded.items'),
                servings: eb.ref('excluded.servings'),
                updated_at: now,
              })),
            )
            .execute();
        }
        items += rows.length;
      }

      const favorites = await this.importFavorites(trx, userId, data.favorites, now);
      for (const w of data.weights ?? [])
        await this.upsertBodyDay(trx, userId, w.date, { weight: w.weight }, now);
      for (const date of data.incompleteDays ?? []) {
        await this.upsertBodyDay(trx, userId, date, { incomplete: 1 }, now);
      }
      // Issue 11: the account's totals after the import, inside the transaction: over a limit, nothing stays.
      const held = await trx
        .selectFrom('food_items')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('items'),
          sql<number | string>`count(distinct date)`.as('days'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(held.items) > LIMITS.account.itemsMax || Number(held.days) > LIMITS.account.daysMax) {
        throw new LimitError(ACCOUNT_FULL_MESSAGE);
      }
      if ((await this.favoriteCount(trx, userId)) > LIMITS.favorites.max) {
        throw new LimitError(FAVORITES_FULL_MESSAGE);
      }
      // Decision 113: an import may replace items by id, so every food of the account is recounted once.
      if (data.days.length > 0) await refreshFoodUsage(trx, userId);
      return { items, favorites };
    });
  }

  /** Favorites match by identity: an existing one is updated in place (its id kept), others are added. */
  private async importFavorites(
    trx: Transaction<DB>,
    userId: string,
    favorites: Favorite[],
    now: number,
  ): Promise<number> {
    const existing = await trx
      .selectFrom('favorites')
      .select(['id', 'key'])
      .where('user_id', '=', userId)
      .execute();
    const idByKey = new Map(existing.map((f) => [f.key, f.id]));
    const usedIds = new Set(existing.map((f) => f.id));
    let count = 0;
    for (const [seq, favorite] of favorites.entries()) {
      if (seq % 50 === 49) await yieldToOthers();
      const key = favoriteKey(favorite);
      const currentId = idByKey.get(key);
      if (currentId !== undefined) {
        await trx
          .updateTable('favorites')
          .set({
            ...changesRow({ ...favorite, notes: notesOf(favorite) ?? null }, now),
            timestamp: favorite.timestamp,
          })
          .where('user_id', '=', userId)
          .where('id', '=', currentId)
          .execute();
      } else {
        // An imported id already used by a different food gets a fresh one rather than replacing it.
        let id = favorite.id;
        for (let n = 2; usedIds.has(id); n++) id = `${favorite.id}-${n}`;
        await trx
          .insertInto('favorites')
          .values({ ...itemRow(userId, { ...favorite, id }, seq, now), key })
          .execute();
        idByKey.set(key, id);
        usedIds.add(id);
      }
      count++;
    }
    return count;
  }

  async getBodyDays(userId: string, from?: IsoDate, to?: IsoDate): Promise<BodyDay[]> {
    let q = this.db
      .selectFrom('body_days')
      .select(['date', 'weight', 'incomplete'])
      .where('user_id', '=', userId);
    if (from !== undefined) q = q.where('date', '>=', from);
    if (to !== undefined) q = q.where('date', '<=', to);
    const rows = await q.orderBy('date').execute();
    return rows.map((r) => ({ date: r.date, weight: r.weight, incomplete: r.incomplete === 1 }));
  }

  /** One statement: insert the day or change only the given column (concurrent writers never lose the other). */
  private async upsertBodyDay(
    db: Kysely<DB>,
    userId: string,
    date: IsoDate,
    set: { weight: number } | { incomplete: number },
    now: number,
  ): Promise<void> {
    await db
      .insertInto('body_days')
      .values({ user_id: userId, date, weight: null, incomplete: 0, ...set, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ ...set, updated_at: now }))
      .execute();
  }

  async deleteUser(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('body_days').where('user_id', '=', userId).execute();
      await trx.deleteFrom('sync_ops').where('user_id', '=', userId).execute();
      await trx.deleteFrom('sync_changes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('sync_cursors').where('user_id', '=', userId).execute();
      await trx.deleteFrom('favorites').where('user_id', '=', userId).execute();
      await trx.deleteFrom('food_usage').where('user_id', '=', userId).execute();
      await trx.deleteFrom('food_items').where('user_id', '=', userId).execute();
      await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
      const auth = trx as unknown as Kysely<AuthDB>;
      await auth.deleteFrom(AUTH_TABLES.session).where('userId', '=', userId).execute();
      await auth.deleteFrom(AUTH_TABLES.account).where('userId', '=', userId).execute();
      await auth.deleteFrom(AUTH_TABLES.user).where('id', '=', userId).execute();
    });
  }
}
