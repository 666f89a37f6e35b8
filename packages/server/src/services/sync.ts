// Sync (issue 12, decision 120): a batch of operations is applied in one transaction, each exactly once (by
// its id), in the order received, with the same rules as the JSON API; the answer carries every change since
// the client's cursor, its own included, as whole documents per scope.
import { applyOperation } from '@forkcast/core';
import type { IsoDate, Operation, OperationOutcome } from '@forkcast/core';
import type { Changes, Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';

/**
 * Decision 126: an operation's id is kept this long. A resend comes at the next sync after a lost answer; one
 * later than this is applied again (an add or a removal is then refused as done, an edit repeats itself).
 */
export const SYNC_OPS_KEEP_DAYS = 90;

export interface SyncResult extends Changes {
  results: OperationOutcome[];
}

export class SyncService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  async sync(userId: string, today: IsoDate, cursor: number, operations: Operation[]): Promise<SyncResult> {
    const results =
      operations.length === 0
        ? []
        : await this.repo.write(userId, async (store, log) => {
            const out: OperationOutcome[] = [];
            for (const op of operations) {
              const seen = await log.findOp(op.id);
              if (seen) {
                out.push(seen);
                continue;
              }
              const ctx = { now: this.clock.now(), random: this.clock.random, today };
              const outcome = await applyOperation(store, ctx, op);
              await log.recordOp(outcome);
              out.push(outcome);
            }
            // Pruning rides on the batch's own transaction: one delete over this person's rows (its key prefix).
            await log.forgetOpsBefore(this.clock.now() - SYNC_OPS_KEEP_DAYS * 86_400_000);
            return out;
          });
    return { ...(await this.repo.changesSince(userId, cursor)), results };
  }
}
