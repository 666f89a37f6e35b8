import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { ANALYSIS_BUSY, createAnalyzePool } from './analyze-pool.ts';

// One thread and a queue of four: the pool's order and its bound are seen with a handful of analyses.
const QUEUE = 4;
const pool = createAnalyzePool({ threads: 1, maxQueue: QUEUE });
afterAll(() => pool.close());

const meals = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1} bananas and a cup of coffee`);

describe('the analysis pool (decision 221)', () => {
  it('answers analyses that wait for its thread in the order they came', async () => {
    await pool.analyze('an apple', []);
    const answered: number[] = [];
    await Promise.all(meals(QUEUE + 1).map((text, i) => pool.analyze(text, []).then(() => answered.push(i))));
    expect(answered).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses an analysis past its queue at once with 503 busy, and answers the others', async () => {
    await pool.analyze('an apple', []);
    const results = await Promise.allSettled(meals(10).map((text) => pool.analyze(text, [])));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as HttpError);
    // One running, QUEUE waiting.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1 + QUEUE);
    expect(refused).toHaveLength(10 - 1 - QUEUE);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect([error.statusCode, error.code, error.message]).toEqual([503, 'busy', ANALYSIS_BUSY]);
    }
  });

  it('drops an analysis whose asker went away while it waited, and answers the rest in order', async () => {
    await pool.analyze('an apple', []);
    const answered: number[] = [];
    const gone = new AbortController();
    const sent = meals(4).map((text, i) =>
      pool.analyze(text, [], i === 2 ? gone.signal : undefined).then(() => answered.push(i)),
    );
    gone.abort();
    const results = await Promise.allSettled(sent);
    expect(answered).toEqual([0, 1, 3]);
    const dropped = results[2]!;
    expect(dropped.status).toBe('rejected');
    expect((dropped as PromiseRejectedResult).reason).toMatchObject({ statusCode: 499 });
  });

  it('does not start an analysis whose asker has already gone', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(pool.analyze('an apple', [], gone.signal)).rejects.toMatchObject({ statusCode: 499 });
  });
});
