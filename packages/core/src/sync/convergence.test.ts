// Issue 12: replicas that apply random operations locally, with their requests delayed, duplicated, reordered
// or lost (and answers lost), all converge to the state of one serial application of the operations, and no
// operation accepted locally is lost or applied twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../schemas/index.ts';
import type { NewFoodItem } from '../schemas/index.ts';
import * as rules from '../diary/rules.ts';
import { RuleError } from '../diary/rules.ts';
import type { RuleContext } from '../diary/rules.ts';
import { DocumentStore, MemoryDocuments } from './documents.ts';
import { applyOperation, scopeOf } from './operations.ts';
import type { Operation } from './operations.ts';
import { MemoryServer } from './memory-server.ts';
import { reconcile } from './replica.ts';
import type { Queued, SyncAnswer, SyncRequest } from './replica.ts';

const TODAY = '2026-11-22';
const DATES = ['2026-11-20', '2026-11-21', TODAY];
const NAMES = ['Egg', 'Rice', 'Tea'];
const BATCH = 3;

class Replica {
  base = new MemoryDocuments();
  view = new MemoryDocuments();
  store = new DocumentStore(this.view);
  queue: Queued[] = [];
  cursor = 0;
  accepted: string[] = [];
  private n = 0;
  constructor(readonly name: string) {}

  ctx(): RuleContext {
    return { now: 1_000 + this.n, random: () => 0.5, today: TODAY };
  }

  /** A local change: the rule on the view, then the operation queued (nothing when the rule refuses). */
  async change(type: string, payload: unknown): Promise<void> {
    this.n += 1;
    const op: Operation = { id: `${this.name}-${this.n}`, type, payload, at: 1_000 + this.n };
    try {
      const outcome = await applyOperation(this.store, this.ctx(), op);
      if (outcome.status === 'rejected') return;
    } catch (e) {
      if (e instanceof RuleError) return;
      throw e;
    }
    this.queue.push({ op, scope: scopeOf(op) });
    this.accepted.push(op.id);
  }

  request(): SyncRequest {
    return { cursor: this.cursor, operations: this.queue.slice(0, BATCH).map((q) => q.op) };
  }

  async receive(answer: SyncAnswer): Promise<void> {
    if (answer.cursor < this.cursor) return; // a stale answer: its operations are resent and answered again
    const { base, view, acknowledged } = await reconcile({
      answer,
      queued: this.queue,
      getBase: (s) => this.base.get(s),
      localScopes: async () => [...new Set([...this.base.map.keys(), ...this.view.map.keys()])],
      ctx: this.ctx(),
    });
    for (const [s, v] of base) await this.base.put(s, v);
    for (const [s, v] of view) await this.view.put(s, v);
    this.queue = this.queue.filter((q) => !acknowledged.has(q.op.id));
    this.cursor = answer.cursor;
  }
}

const item = (id: string, name: string): NewFoodItem => ({
  id,
  name,
  calories: 100,
  protein: 1,
  carbs: 2,
  fat: 3,
  units: 'serving',
  quantity: 1,
  timestamp: 5,
});

type Command =
  | { kind: 'add'; r: number; date: number; id: number; name: number }
  | { kind: 'edit'; r: number; date: number; id: number; calories: number }
  | { kind: 'remove'; r: number; date: number; id: number }
  | { kind: 'favorite'; r: number; op: 'add' | 'toggle' | 'remove' | 'edit'; name: number; calories: number }
  | { kind: 'profile'; r: number; age: number }
  | { kind: 'body'; r: number; op: 'weigh' | 'unweigh' | 'mark' | 'unmark'; date: number; weight: number }
  | { kind: 'send'; r: number }
  | { kind: 'deliver'; pick: number; duplicate: boolean; loseAnswer: boolean; drop: boolean };

const replicaIndex = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    r: replicaIndex,
    date: fc.nat(2),
    id: fc.nat(3),
    name: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    r: replicaIndex,
    date: fc.nat(2),
    id: fc.nat(3),
    calories: fc.integer({ min: 1, max: 900 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), r: replicaIndex, date: fc.nat(2), id: fc.nat(3) }),
  fc.record({
    kind: fc.constant('favorite' as const),
    r: replicaIndex,
    op: fc.constantFrom('add' as const, 'toggle' as const, 'remove' as const, 'edit' as const),
    name: fc.nat(2),
    calories: fc.integer({ min: 1, max: 900 }),
  }),
  fc.record({
    kind: fc.constant('profile' as const),
    r: replicaIndex,
    age: fc.integer({ min: 20, max: 90 }),
  }),
  fc.record({
    kind: fc.constant('body' as const),
    r: replicaIndex,
    op: fc.constantFrom('weigh' as const, 'unweigh' as const, 'mark' as const, 'unmark' as const),
    date: fc.nat(2),
    weight: fc.integer({ min: 100, max: 300 }),
  }),
  fc.record({ kind: fc.constant('send' as const), r: replicaIndex }),
  fc.record({
    kind: fc.constant('deliver' as const),
    pick: fc.nat(),
    duplicate: fc.boolean(),
    loseAnswer: fc.boolean(),
    drop: fc.boolean(),
  }),
);

async function local(replica: Replica, c: Command): Promise<void> {
  // Ids are shared across replicas on purpose: two devices touching "the same item" is the interesting case.
  if (c.kind === 'add') {
    await replica.change('items.add', { date: DATES[c.date], items: [item(`i${c.id}`, NAMES[c.name]!)] });
  } else if (c.kind === 'edit') {
    await replica.change('item.update', {
      date: DATES[c.date],
      id: `i${c.id}`,
      patch: { calories: c.calories },
    });
  } else if (c.kind === 'remove') {
    await replica.change('item.remove', { date: DATES[c.date], id: `i${c.id}` });
  } else if (c.kind === 'favorite') {
    const favorites = await rules.listFavorites(replica.store);
    const mine = favorites.find((f) => f.name === NAMES[c.name]);
    if (c.op === 'add')
      await replica.change('favorite.add', { item: item(`f-${replica.name}-${c.calories}`, NAMES[c.name]!) });
    if (c.op === 'toggle') {
      await replica.change('favorite.toggle', {
        item: item(`t-${replica.name}-${c.calories}`, NAMES[c.name]!),
      });
    }
    if (c.op === 'remove' && mine) await replica.change('favorite.remove', { id: mine.id });
    if (c.op === 'edit' && mine)
      await replica.change('favorite.update', { id: mine.id, patch: { calories: c.calories } });
  } else if (c.kind === 'profile') {
    await replica.change('profile.save', { profile: { ...DEFAULT_PROFILE, age: c.age } });
  } else if (c.kind === 'body') {
    const date = DATES[c.date];
    if (c.op === 'weigh') await replica.change('weight.put', { date, weight: c.weight });
    if (c.op === 'unweigh') await replica.change('weight.remove', { date });
    if (c.op === 'mark' || c.op === 'unmark') {
      await replica.change('day.incomplete', { date, incomplete: c.op === 'mark' });
    }
  }
}

async function documents(docs: MemoryDocuments): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of [...docs.map].sort(([a], [b]) => a.localeCompare(b))) {
    const empty = v === undefined || v === null || (Array.isArray(v) && v.length === 0);
    if (!empty) out[k] = v;
  }
  return out;
}

describe('sync convergence (property)', () => {
  it('converges every replica to one serial application, losing and doubling nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 60 }), async (commands) => {
        const server = new MemoryServer(TODAY);
        const replicas = [new Replica('a'), new Replica('b'), new Replica('c')];
        const inFlight: { r: number; request: SyncRequest }[] = [];

        const deliver = async (
          index: number,
          c: { duplicate: boolean; loseAnswer: boolean; drop: boolean },
        ) => {
          const [flight] = inFlight.splice(index, 1);
          if (!flight || c.drop) return; // lost on the way: never reached the server
          let answer = await server.sync(flight.request);
          if (c.duplicate) answer = await server.sync(flight.request);
          if (!c.loseAnswer) await replicas[flight.r]!.receive(answer);
        };

        for (const c of commands) {
          if (c.kind === 'send') inFlight.push({ r: c.r, request: replicas[c.r]!.request() });
          else if (c.kind === 'deliver') {
            if (inFlight.length > 0) await deliver(c.pick % inFlight.length, c);
          } else await local(replicas[c.r]!, c);
        }
        // Delayed requests arrive late, then everyone syncs over a working network until nothing is queued.
        while (inFlight.length > 0)
          await deliver(inFlight.length - 1, { duplicate: true, loseAnswer: false, drop: false });
        for (let round = 0; round < 50 && replicas.some((r) => r.queue.length > 0); round++) {
          for (const r of replicas) await r.receive(await server.sync(r.request()));
        }
        for (const r of replicas) await r.receive(await server.sync({ cursor: r.cursor, operations: [] }));

        // Nothing lost, nothing applied twice.
        const appliedIds = server.applied.map((o) => o.id);
        expect(new Set(appliedIds).size).toBe(appliedIds.length);
        expect(new Set(appliedIds)).toEqual(new Set(replicas.flatMap((r) => r.accepted)));

        // One serial application of the operations, in the server's order, gives the server's state...
        const serial = new MemoryDocuments();
        const serialStore = new DocumentStore(serial);
        for (const op of server.applied) {
          await applyOperation(serialStore, { now: op.at ?? 0, random: Math.random, today: TODAY }, op);
        }
        const expected = await documents(serial);
        expect(await documents(server.docs)).toEqual(expected);
        // ...and every replica shows exactly it.
        for (const r of replicas) {
          expect(r.queue).toEqual([]);
          expect(await documents(r.view)).toEqual(expected);
          expect(await documents(r.base)).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});
