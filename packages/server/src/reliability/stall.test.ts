// Issue 11 part 1: no request stalls the server. The red team's worst requests run at once while /api/health
// is asked over real HTTP every 25 ms; before the fix health waited 9 to 58 s behind one analysis. Sizes are
// smaller than the red team's where theirs would take minutes to set up (their 120,000 imported items are
// 2,400 here; their 26.6 MB import is now refused at the body limit, so 1.5 MB goes through), and the bound is
// relative, for a shared 2-core machine: most health answers within 100 ms, and none waits as long as the
// slowest request running beside it (before: as long).
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@forkcast/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../server.ts';
import type { ForkcastServer } from '../server.ts';
import { anonymous, fixedClock, item, signUp, TEST_SECRET, testConfig, TODAY } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

const egg = (n: number) => ({
  ...item(`${n} egg and ${'egg '.repeat(60)}`.slice(0, LIMITS.name.max).trim()),
  id: `f${n}`,
  isFavorite: true,
  timestamp: n,
});
const EGGS = 'egg and '.repeat(250).slice(0, LIMITS.analyzeTextMax);

function daysBefore(today: string, count: number, perDay: number) {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, d) => ({
    date: new Date(end - d * 86_400_000).toISOString().slice(0, 10),
    items: Array.from({ length: perDay }, (_, n) => ({
      ...item(`Food ${n % 40} ${d % 7}`),
      id: `i${d}-${n}`,
      timestamp: end - d * 86_400_000 + n,
    })),
  }));
}

describe.each(ENGINES)('the event loop under the worst requests on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const servers: ForkcastServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it(
    'answers /api/health quickly while analyses, suggestions and imports run',
    { timeout: 90_000 },
    async () => {
      const server = await createServer({
        config: { ...testConfig, analyzeBudgetMs: 3_000 },
        database: openDatabase(),
        authSecret: TEST_SECRET,
        webRoot: null,
        clock: fixedClock(),
        authRateLimit: false,
      });
      servers.push(server);
      const { app } = server;
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      // Signed in, with as many long favorites as an account may keep and a long history.
      const alice = await signUp(app);
      const favorites = Array.from({ length: LIMITS.favorites.max }, (_, n) => egg(n));
      // The account's own default favorite plus these is the limit.
      const imported = await alice.post('/api/import', {
        favorites: favorites.slice(1),
        days: daysBefore(TODAY, 60, 40),
      });
      expect(imported.json()).toEqual({ items: 2400, favorites: LIMITS.favorites.max - 1 });
      // The cap on favorites holds for adding too (LIMITS.favorites.max).
      const oneMore = await alice.post('/api/favorites', item('One more'));
      expect(oneMore.statusCode).toBe(400);
      expect(oneMore.json().error.code).toBe('limit_exceeded');
      // Warm the analysis workers, as a running server is.
      expect((await anonymous(app).post('/api/analyze/text', { text: '2 eggs' })).statusCode).toBe(200);

      const latencies: number[] = [];
      let running = true;
      const probe = (async () => {
        while (running) {
          const t = performance.now();
          const response = await fetch(`${base}/api/health`);
          latencies.push(performance.now() - t);
          expect(response.status).toBe(200);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();

      const bigImport = { days: daysBefore('2025-12-31', 30, 50) };
      // Each worst request's duration, from sending to its answer: the bound health is held to.
      const durations: number[] = [];
      const timed = async <T>(p: Promise<T>) => {
        const t = performance.now();
        const r = await p;
        durations.push(performance.now() - t);
        return r;
      };
      const worst = await Promise.all([
        timed(anonymous(app).post('/api/analyze/text', { text: EGGS, favorites })),
        timed(anonymous(app).post('/api/analyze/text', { text: EGGS, favorites })),
        timed(alice.post('/api/analyze/text', { text: EGGS })),
        timed(alice.get('/api/suggestions?q=')),
        timed(alice.get('/api/suggestions?q=food')),
        timed(alice.post('/api/import', bigImport)),
        // More favorites than anyone may send is refused before any work.
        timed(anonymous(app).post('/api/analyze/text', { text: EGGS, favorites: [...favorites, egg(9999)] })),
      ]);
      running = false;
      await probe;

      for (const response of worst.slice(0, 3)) {
        // Finished, or stopped at its time budget with a clear error: either way within the budget.
        expect([200, 503]).toContain(response.statusCode);
        if (response.statusCode === 503) expect(response.json().error.code).toBe('analysis_timeout');
      }
      expect(worst[3]!.statusCode).toBe(200);
      expect(worst[5]!.statusCode).toBe(200);
      expect(worst[6]!.statusCode).toBe(400);

      // Before the fix health waited as long as the slowest analysis (9.1 s of 9.3 s). Now: most answers within
      // 100 ms, and none waits even half as long as the slowest of the requests running beside it.
      latencies.sort((a, b) => a - b);
      const seen = `health latencies (ms): ${latencies.map(Math.round).join(' ')}; requests (ms): ${durations.map(Math.round).join(' ')}`;
      const median = latencies[Math.floor(latencies.length / 2)]!;
      expect(latencies.length, seen).toBeGreaterThan(5);
      expect(median, seen).toBeLessThan(100);
      expect(latencies.at(-1)!, seen).toBeLessThan(Math.max(...durations));
    },
  );
});
