// Meal analysis off the event loop (issue 11): the offline parser runs in a small pool of worker threads
// (piscina), each request within a time budget. Over budget the request gets a 503 and the worker running it is
// terminated and replaced; a full queue is a 503 too, at once. Nothing the parser does can delay another request.
import os from 'node:os';
import { Piscina } from 'piscina';
import type { Favorite } from '@forkcast/core';
import type { MealAnalysis } from '@forkcast/foods';
import { HttpError } from '../http/errors.ts';
import type { AnalyzeTask } from './analyze-task.ts';

export const ANALYSIS_TOO_SLOW =
  'That description took too long to analyze. Please try a shorter one, or split it into meals.';
export const ANALYSIS_BUSY = 'The server is busy analyzing other meals. Please try again in a moment.';

export interface AnalyzePoolOptions {
  /** Worker threads; by default one fewer than the machine's cores (at least 1, at most 4). */
  threads?: number;
  /** Per request, from arrival to answer, queueing included. */
  budgetMs?: number;
  /**
   * Analyses waiting for a thread; one more is refused at once (503 busy). By default 64 per thread: at the parser's
   * few milliseconds per description a full queue waits a fraction of a second, well inside the budget (decision 221).
   */
  maxQueue?: number;
}

export const DEFAULT_ANALYZE_BUDGET_MS = 5_000;

const tooSlow = () => new HttpError(503, 'analysis_timeout', ANALYSIS_TOO_SLOW);

/** An analysis dropped because its asker went away while it waited; nobody reads the reply (nginx's 499). */
const askerGone = () =>
  new HttpError(499, 'client_closed_request', 'The request was closed before its analysis began.');

export interface AnalyzePool {
  /** `gone`: the asker has gone away (its connection closed); an analysis still waiting for a thread is dropped. */
  analyze(text: string, favorites: Favorite[], gone?: AbortSignal): Promise<MealAnalysis>;
  close(): Promise<void>;
}

export function defaultThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createAnalyzePool(opts: AnalyzePoolOptions = {}): AnalyzePool {
  const threads = opts.threads ?? defaultThreads();
  const budgetMs = opts.budgetMs ?? DEFAULT_ANALYZE_BUDGET_MS;
  const maxQueue = opts.maxQueue ?? threads * 64;
  let pool: Piscina<AnalyzeTask, MealAnalysis> | undefined;
  // Started on first use: a server (or a test) that never analyzes offline starts no thread.
  const started = () =>
    (pool ??= new Piscina<AnalyzeTask, MealAnalysis>({
      filename: new URL('./analyze-worker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 5 * 60_000,
    }));

  // A worker's start (loading TypeScript and the food database, a few seconds on a busy machine) is not part of
  // any request's budget: requests wait for a warm pool, then the budget counts.
  let warm: Promise<void> | undefined;
  const ready = () =>
    (warm ??= started()
      .run({ text: '', favorites: [] })
      .then(
        () => undefined,
        (error: unknown) => {
          warm = undefined;
          throw error;
        },
      ));

  // Decision 221: analyses wait for a thread here, in arrival order, and piscina is handed one only when a thread
  // is free. A task with an abort signal (every one here) that finds the threads busy waits in piscina's skip
  // queue, which puts it back at the tail (or, with `stricterFIFO`, puts new arrivals first) each time a thread
  // frees, and which its `maxQueue` does not bound: under load one analysis in a hundred waited seconds and none was
  // ever refused (piscina issue #1031).
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = (budget: AbortSignal, gone: AbortSignal | undefined): Promise<void> => {
    if (gone?.aborted) return Promise.reject(askerGone());
    if (running < threads) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= maxQueue) return Promise.reject(new HttpError(503, 'busy', ANALYSIS_BUSY));
    return new Promise((resolve, reject) => {
      // The error is made only if it leaves: most waits end in a turn.
      const leave = (error: () => HttpError) => () => {
        stopListening();
        waiting.splice(waiting.indexOf(start), 1);
        reject(error());
      };
      const overBudget = leave(tooSlow);
      const left = leave(askerGone);
      const stopListening = () => {
        budget.removeEventListener('abort', overBudget);
        gone?.removeEventListener('abort', left);
      };
      const start = () => {
        stopListening();
        running++;
        resolve();
      };
      waiting.push(start);
      budget.addEventListener('abort', overBudget, { once: true });
      gone?.addEventListener('abort', left, { once: true });
    });
  };
  const done = () => {
    running--;
    waiting.shift()?.();
  };

  return {
    async analyze(text, favorites, gone) {
      await ready();
      const signal = AbortSignal.timeout(budgetMs);
      await turn(signal, gone);
      try {
        return await started().run({ text, favorites }, { signal });
      } catch (error) {
        if (signal.aborted) {
          // The worker that ran over was terminated; its replacement warms up before the next request's budget.
          warm = undefined;
          throw tooSlow();
        }
        throw error;
      } finally {
        done();
      }
    },
    async close() {
      const p = pool;
      pool = undefined;
      warm = undefined;
      await p?.destroy();
    },
  };
}
