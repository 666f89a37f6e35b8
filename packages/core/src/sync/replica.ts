// How a replica takes the server's answer (issue 12, decision 120): the server's documents become its base,
// and what it shows is that base with its own still-queued operations replayed on top, in queue order. Only
// the scopes the answer or the acknowledged operations touched are recomputed. The browser and the property
// test's replicas both run this.
import type { RuleContext } from '../diary/rules.ts';
import { DocumentStore, MemoryDocuments } from './documents.ts';
import { applyOperation } from './operations.ts';
import type { Operation, OperationOutcome, Scope } from './operations.ts';

export interface SyncRequest {
  cursor: number;
  operations: Operation[];
}

export interface SyncAnswer {
  cursor: number;
  full: boolean;
  changes: { scope: string; value: unknown }[];
  results: OperationOutcome[];
}

export interface Queued {
  op: Operation;
  scope: Scope;
}

/** What the server sends for a scope, as a replica stores it: no document for an empty day or no profile. */
export function normalizeDocument(scope: Scope, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (scope.startsWith('day:') && Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

export interface Reconciled {
  /** New base and view documents per recomputed scope (undefined: none). */
  base: Map<Scope, unknown>;
  view: Map<Scope, unknown>;
  /** Queued operations the server has applied or refused: they leave the queue. */
  acknowledged: Set<string>;
}

export async function reconcile(input: {
  answer: SyncAnswer;
  /** Every operation still queued, in queue order (those just sent included). */
  queued: Queued[];
  /** The replica's current base document of a scope. */
  getBase: (scope: Scope) => Promise<unknown>;
  /** Every scope the replica holds (base or view): a full answer replaces them all. */
  localScopes: () => Promise<Scope[]>;
  ctx: RuleContext;
}): Promise<Reconciled> {
  const { answer, queued, ctx } = input;
  const acknowledged = new Set(answer.results.map((r) => r.id));
  const affected = new Set<Scope>();
  if (answer.full) for (const s of await input.localScopes()) affected.add(s);
  const incoming = new Map<Scope, unknown>();
  for (const c of answer.changes) {
    const scope = c.scope as Scope;
    incoming.set(scope, normalizeDocument(scope, c.value));
    affected.add(scope);
  }
  for (const q of queued) if (acknowledged.has(q.op.id)) affected.add(q.scope);

  const base = new Map<Scope, unknown>();
  const overlay = new MemoryDocuments();
  for (const scope of affected) {
    const value = incoming.has(scope)
      ? incoming.get(scope)
      : answer.full
        ? undefined
        : await input.getBase(scope);
    base.set(scope, value);
    await overlay.put(scope, value);
  }
  const replay = new DocumentStore(overlay);
  for (const q of queued) {
    if (!acknowledged.has(q.op.id) && affected.has(q.scope)) await applyOperation(replay, ctx, q.op);
  }
  const view = new Map<Scope, unknown>();
  for (const scope of affected) view.set(scope, overlay.map.get(scope));
  return { base, view, acknowledged };
}
