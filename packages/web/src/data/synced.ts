// The account implementation of the data client (issue 12, decision 121): local-first. Reads and writes go to
// this browser's IndexedDB at once, with core's rules; every change is also an operation with its own id,
// queued and sent to POST /api/sync when the server can be reached. The server applies each once, in its own
// order, and answers the changes since our cursor; what we show is the server's documents with our still
// queued operations replayed on top, so every device converges to the server's serial order.
import { applyOperation, DocumentStore, localDate, reconcile, rules, scopeOf } from '@forkcast/core';
import type {
  DailyIntake,
  DiaryStore,
  Favorite,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Operation,
  Profile,
  RuleContext,
  Scope,
  Suggestion,
  WeightEntry,
  Expenditure,
  SyncAnswer,
  SyncRequest,
} from '@forkcast/core';
import { api, ApiError, browserTimeZone } from './api.ts';
import type { DataClient } from './client.ts';
import { IdbDocuments, openForkcastDb } from './idb.ts';
import type { ForkcastDatabase } from './idb.ts';
import { newOperationId, run } from './local.ts';

/** 'saved': nothing queued and the server answered; 'waiting': changes queued; 'offline': unreachable. */
export interface SyncState {
  status: 'saved' | 'waiting' | 'offline';
  pending: number;
}

export const SYNC_BATCH = 100;
/** A second device sees changes within a minute while open (and at once on focus). */
export const SYNC_INTERVAL_MS = 30_000;

export interface SyncedClientOptions {
  /** The IndexedDB database (one per account). */
  dbName: string;
  send?: (request: SyncRequest) => Promise<SyncAnswer>;
  now?: () => Date;
  timeZone?: () => string;
  random?: () => number;
  /** Sync on its own after changes and on the interval (tests drive it by hand). */
  autoSync?: boolean;
}

const sendSync = (request: SyncRequest) => api<SyncAnswer>('/api/sync', { method: 'POST', json: request });

export class SyncedDataClient implements DataClient {
  readonly kind = 'account' as const;
  private readonly db: Promise<ForkcastDatabase>;
  private readonly view: DiaryStore;
  private readonly send: (request: SyncRequest) => Promise<SyncAnswer>;
  private readonly now: () => Date;
  private readonly timeZone: () => string;
  private readonly random: () => number;
  private queueTail: Promise<unknown> = Promise.resolve();
  private syncing: Promise<void> | null = null;
  private again = false;
  private firstSync: Promise<void> | null = null;
  private listeners = new Set<(state: SyncState, changed: boolean) => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly autoSync: boolean;
  private closed = false;
  state: SyncState = { status: 'waiting', pending: 0 };
  readonly dbName: string;

  constructor(options: SyncedClientOptions) {
    this.dbName = options.dbName;
    this.db = openForkcastDb(options.dbName);
    this.view = new DocumentStore(new IdbDocuments(this.db, 'docs'));
    this.send = options.send ?? sendSync;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? browserTimeZone;
    this.random = options.random ?? Math.random;
    this.autoSync = options.autoSync ?? true;
  }

  /** Called with the state after every change of it, and `changed` when the shown data changed. */
  subscribe(listener: (state: SyncState, changed: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(changed: boolean): void {
    for (const l of this.listeners) l(this.state, changed);
  }

  private setState(next: SyncState, changed = false): void {
    const same = next.status === this.state.status && next.pending === this.state.pending;
    this.state = next;
    if (!same || changed) this.emit(changed);
  }

  private ctx(): RuleContext {
    const now = this.now();
    return { now: now.getTime(), random: this.random, today: localDate(now, this.timeZone()) };
  }

  /** One local write at a time in this tab, and across tabs where the browser has Web Locks. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const locked = () =>
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request(`forkcast:${this.dbName}`, fn)
        : fn();
    const result = this.queueTail.then(locked, locked) as Promise<T>;
    this.queueTail = result.catch(() => undefined);
    return result;
  }

  /** Reads wait for the first sync of a device that never synced (or until it fails: offline). */
  private async ready(): Promise<void> {
    if (!this.firstSync) {
      this.firstSync = (async () => {
        const cursor = await (await this.db).get('meta', 'cursor');
        if (cursor === undefined) await this.sync();
      })().catch(() => undefined);
    }
    await this.firstSync;
  }

  async pendingCount(): Promise<number> {
    return (await this.db).count('ops');
  }

  /** Runs the rule on the local documents and queues the operation; a refusal queues nothing. */
  private async change<T>(
    type: string,
    payload: unknown,
    apply: (store: DiaryStore) => Promise<T>,
  ): Promise<T> {
    await this.ready();
    const result = await this.exclusive(async () => {
      const value = await run(() => apply(this.view));
      const op: Operation = { id: newOperationId(), type, payload, at: this.now().getTime() };
      await (await this.db).add('ops', { op, scope: scopeOf(op) });
      return value;
    });
    this.setState({
      status: this.state.status === 'offline' ? 'offline' : 'waiting',
      pending: await this.pendingCount(),
    });
    this.schedule(0);
    return result;
  }

  /**
   * Guest to account (decision 125): the guest's data joins the queue as operations, once per guest id (the
   * marker is written in the same transaction as the operations), and shows at once. Resolves with how many
   * operations were queued (0 when this guest's data was queued before).
   */
  async adopt(ops: Operation[], guestId: string): Promise<number> {
    await this.ready();
    const queued = await this.exclusive(async () => {
      const db = await this.db;
      const marker = `adopted:${guestId}`;
      const tx = db.transaction(['ops', 'meta'], 'readwrite');
      if ((await tx.objectStore('meta').get(marker)) !== undefined) {
        await tx.done;
        return 0;
      }
      for (const op of ops) await tx.objectStore('ops').add({ op, scope: scopeOf(op) });
      await tx.objectStore('meta').put(this.now().getTime(), marker);
      await tx.done;
      // The shown documents: the queued operations applied with the same rules (a refusal changes nothing).
      const ctx = this.ctx();
      for (const op of ops) await applyOperation(this.view, ctx, op);
      return ops.length;
    });
    this.setState({
      status: this.state.status === 'offline' ? 'offline' : 'waiting',
      pending: await this.pendingCount(),
    });
    this.emit(true);
    this.schedule(0);
    return queued;
  }

  getProfile(): Promise<Profile | null> {
    return this.ready().then(() => run(() => rules.getProfile(this.view)));
  }

  saveProfile(profile: Profile): Promise<Profile> {
    return this.change('profile.save', { profile }, (s) => rules.saveProfile(s, profile));
  }

  getDay(date: IsoDate): Promise<DailyIntake> {
    return this.ready().then(() => run(() => rules.getDay(this.view, date)));
  }

  getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    return this.ready().then(() => run(() => rules.getDays(this.view, from, to)));
  }

  async addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    const ctx = this.ctx();
    // Ids and timestamps are fixed here, so the server stores the very items shown now.
    const complete = await run(async () => items.map((i) => rules.completeItem(i, ctx)));
    return this.change('items.add', { date, items: complete }, (s) => rules.addItems(s, ctx, date, complete));
  }

  updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    return this.change('item.update', { date, id, patch }, (s) => rules.updateItem(s, date, id, patch));
  }

  removeItem(date: IsoDate, id: string): Promise<DailyIntake> {
    return this.change('item.remove', { date, id }, (s) => rules.removeItem(s, date, id));
  }

  getFavorites(): Promise<Favorite[]> {
    return this.ready().then(() => run(() => rules.listFavorites(this.view)));
  }

  async addFavorite(item: NewFoodItem): Promise<Favorite> {
    const ctx = this.ctx();
    const complete = await run(async () => rules.completeItem(item, ctx));
    return this.change('favorite.add', { item: complete }, (s) => rules.addFavorite(s, ctx, complete));
  }

  updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite> {
    return this.change('favorite.update', { id, patch }, (s) => rules.updateFavorite(s, id, patch));
  }

  removeFavorite(id: string): Promise<void> {
    return this.change('favorite.remove', { id }, (s) => rules.removeFavorite(s, id));
  }

  async toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    const ctx = this.ctx();
    const complete = await run(async () => rules.completeItem(item, ctx));
    return this.change('favorite.toggle', { item: complete }, (s) => rules.toggleFavorite(s, ctx, complete));
  }

  // Issue 13's weights and incomplete marks are operations too (decision 124): they work offline.
  getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    return this.ready().then(() => run(() => rules.getWeights(this.view, from, to)));
  }

  putWeight(date: IsoDate, weight: number): Promise<WeightEntry> {
    const ctx = this.ctx();
    return this.change('weight.put', { date, weight }, (s) => rules.putWeight(s, ctx, date, weight));
  }

  removeWeight(date: IsoDate): Promise<void> {
    return this.change('weight.remove', { date }, (s) => rules.removeWeight(s, date));
  }

  setIncomplete(date: IsoDate, incomplete: boolean): Promise<void> {
    const ctx = this.ctx();
    return this.change('day.incomplete', { date, incomplete }, (s) =>
      rules.setIncomplete(s, ctx, date, incomplete),
    );
  }

  getExpenditure(date: IsoDate): Promise<Expenditure> {
    return this.ready().then(() => run(() => rules.getExpenditure(this.view, this.ctx().today, date)));
  }

  getSuggestions(query: string): Promise<Suggestion[]> {
    return this.ready().then(() => run(() => rules.getSuggestions(this.view, this.ctx().today, query)));
  }

  /** Sync soon (after a change: at once; otherwise on the interval). */
  schedule(delay = SYNC_INTERVAL_MS): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.autoSync || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync().catch(() => undefined);
    }, delay);
  }

  /** Stops the timer (sign-out, tests). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  /**
   * Sends the queue in order, in batches, and applies the answers. One run at a time; a call while one runs
   * makes it go round once more. Rejects when the server cannot be reached (the queue stays for next time).
   */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      try {
        do {
          this.again = false;
          const db = await this.db;
          const queued = await db.getAll('ops', undefined, SYNC_BATCH);
          const cursor = ((await db.get('meta', 'cursor')) as number | undefined) ?? 0;
          const answer = await this.send({ cursor, operations: queued.map((q) => q.op) });
          await this.exclusive(() => this.apply(answer));
          if (queued.length === SYNC_BATCH) this.again = true;
        } while (this.again);
        const pending = await this.pendingCount();
        this.setState({ status: pending === 0 ? 'saved' : 'waiting', pending });
      } catch (error) {
        const pending = await this.pendingCount().catch(() => this.state.pending);
        const offline = error instanceof ApiError && error.code === 'network';
        this.setState({ status: offline ? 'offline' : 'waiting', pending });
        throw error;
      } finally {
        this.syncing = null;
        this.schedule();
      }
    })();
    return this.syncing;
  }

  /** The server's answer: its documents become the base; the view is the base plus our queued operations. */
  private async apply(answer: SyncAnswer): Promise<void> {
    const db = await this.db;
    const all = await db.getAll('ops');
    const { base, view, acknowledged } = await reconcile({
      answer,
      queued: all,
      getBase: (scope) => db.get('base', scope),
      localScopes: async () =>
        [...new Set([...(await db.getAllKeys('base')), ...(await db.getAllKeys('docs'))])] as Scope[],
      ctx: this.ctx(),
    });
    const tx = db.transaction(['base', 'docs', 'ops', 'meta'], 'readwrite');
    const writes: Promise<unknown>[] = [];
    for (const [scope, value] of base) {
      const store = tx.objectStore('base');
      writes.push(value === undefined ? store.delete(scope) : store.put(value, scope));
    }
    for (const [scope, value] of view) {
      const store = tx.objectStore('docs');
      writes.push(value === undefined ? store.delete(scope) : store.put(value, scope));
    }
    for (const q of all) {
      if (acknowledged.has(q.op.id) && q.seq !== undefined) writes.push(tx.objectStore('ops').delete(q.seq));
    }
    writes.push(tx.objectStore('meta').put(answer.cursor, 'cursor'));
    await Promise.all([...writes, tx.done]);
    if (view.size > 0) this.emit(true);
  }

  /** Forgets everything local (sign-out): the database is deleted by the caller. */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    (await this.db).close();
  }
}
