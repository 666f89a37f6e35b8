// The sync server's contract in memory (decision 120): operations applied once by id, in arrival order, with
// the rules; changes per scope since a cursor. The property test's server and the browser tests' server double.
import type { IsoDate } from '../schemas/index.ts';
import { DocumentStore, MemoryDocuments } from './documents.ts';
import type { Documents } from './documents.ts';
import { applyOperation } from './operations.ts';
import type { Operation, OperationOutcome, Scope } from './operations.ts';
import type { SyncAnswer, SyncRequest } from './replica.ts';

class Tracking implements Documents {
  touched = new Set<Scope>();
  constructor(readonly inner: MemoryDocuments) {}
  get(scope: Scope) {
    return this.inner.get(scope);
  }
  put(scope: Scope, value: unknown) {
    this.touched.add(scope);
    return this.inner.put(scope, value);
  }
  dates(from: IsoDate, to: IsoDate, kind?: 'day' | 'body') {
    return this.inner.dates(from, to, kind);
  }
}

export class MemoryServer {
  readonly docs = new MemoryDocuments();
  private readonly tracking = new Tracking(this.docs);
  readonly store = new DocumentStore(this.tracking);
  version = 0;
  private readonly changed = new Map<Scope, number>();
  private readonly log = new Map<string, OperationOutcome>();
  /** Every operation applied, in the server's order (each once). */
  readonly applied: Operation[] = [];
  /** Set to make the next sync fail before anything is applied (a server killed mid-request). */
  failNext = false;

  constructor(private readonly today: IsoDate = '2026-11-22') {}

  async sync(request: SyncRequest): Promise<SyncAnswer> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('server went away');
    }
    const results: OperationOutcome[] = [];
    if (request.operations.length > 0) {
      this.version += 1;
      this.tracking.touched.clear();
      for (const op of request.operations) {
        const seen = this.log.get(op.id);
        if (seen) {
          results.push(seen);
          continue;
        }
        const outcome = await applyOperation(
          this.store,
          { now: op.at ?? 0, random: Math.random, today: this.today },
          op,
        );
        this.log.set(op.id, outcome);
        this.applied.push(structuredCloneJson(op));
        results.push(outcome);
      }
      for (const scope of this.tracking.touched) this.changed.set(scope, this.version);
    }
    return { ...(await this.changesSince(request.cursor)), results };
  }

  private async changesSince(cursor: number): Promise<Omit<SyncAnswer, 'results'>> {
    const full = cursor <= 0 || cursor > this.version;
    const scopes = full
      ? [...this.docs.map.keys()]
      : [...this.changed].filter(([, v]) => v > cursor).map(([s]) => s);
    const changes = await Promise.all(
      scopes.map(async (scope) => ({ scope, value: (await this.docs.get(scope)) ?? null })),
    );
    return { cursor: this.version, full, changes };
  }
}

function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
