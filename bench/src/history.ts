// History growth: one user with 1, 3 and 10 years of data (6 items a day). The everyday reads (30-day stats,
// suggestions, a day's totals) must not grow with the history; only the full export may (it returns it all).
// Requests go through the real app in this process (Fastify inject), so the figures are the server's own work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calculateTdee, DEFAULT_PROFILE, historyStats, historyWindow } from '@forkcast/core';
import type { DailyIntake } from '@forkcast/core';
import type { FastifyRequest } from 'fastify';
import { getSessionUserId } from '../../packages/server/src/auth/auth.ts';
import { createServer } from '../../packages/server/src/server.ts';
import type { ForkcastServer } from '../../packages/server/src/server.ts';
import { openPostgres, openSqlite } from '../../packages/server/src/storage/database.ts';
import type { Database } from '../../packages/server/src/storage/database.ts';
import { daysAgo, dayOfItems, findPostgres, log, median, percentile, pgSchema, prng } from './common.ts';
import type { Engine, Row, SectionResult } from './common.ts';

const YEARS = [1, 3, 10] as const;
const ITEMS_PER_DAY = 6;
const ORIGIN = 'http://bench.local';

interface Timing {
  medianMs: number;
  p90Ms: number;
  runs: number;
}

const timing = (ms: number[]): Timing => ({
  medianMs: median(ms),
  p90Ms: percentile(ms, 90),
  runs: ms.length,
});

/**
 * Times each operation on every dataset in turns (1, 3, 10 years, 1, 3, 10 years, ...), so drift on a shared
 * machine (another process waking up, a GC) lands on all three alike instead of on whichever ran last.
 */
async function interleaved(ops: (() => Promise<void>)[], runs: number): Promise<Timing[]> {
  const ms: number[][] = ops.map(() => []);
  for (let i = 0; i < Math.min(10, runs); i++) for (const op of ops) await op();
  for (let i = 0; i < runs; i++) {
    for (const [k, op] of ops.entries()) {
      const started = performance.now();
      await op();
      ms[k]!.push(performance.now() - started);
    }
  }
  return ms.map(timing);
}

interface Opened {
  database: Database;
  close: () => Promise<void>;
}

async function openDatabase(engine: Engine, pgUrl: string | null): Promise<Opened> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-history-'));
    const database = openSqlite(path.join(dir, 'forkcast.db'));
    return {
      database,
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { schema, drop } = await pgSchema(pgUrl!);
  const database = openPostgres(pgUrl!, { searchPath: schema });
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** One database, one server and one user with `years` of history; get() is a signed-in GET through the app. */
async function dataset(engine: Engine, years: number, pgUrl: string | null) {
  const opened = await openDatabase(engine, pgUrl);
  const server: ForkcastServer = await createServer({
    config: {
      publicUrl: ORIGIN,
      trustedOrigins: [ORIGIN],
      trustProxy: false,
      oidc: null,
      ai: {},
      analyzeRateLimit: 0,
    },
    database: opened.database,
    authSecret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    webRoot: null,
    authRateLimit: false,
  });
  const { app } = server;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: `history-${years}@example.com`, password: 'bench-password' }),
  });
  const userId = signUp.json<{ user: { id: string } }>().user.id;
  const raw = signUp.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');

  const random = prng(years);
  const totalDays = years * 365;
  const days = Array.from({ length: totalDays }, (_, i) => {
    const date = daysAgo(totalDays - 1 - i);
    return { date, items: dayOfItems(random, date, ITEMS_PER_DAY) };
  });
  // Straight into storage: seeding is not what is measured.
  for (let i = 0; i < days.length; i += 365) {
    await server.services.repo.importData(userId, { favorites: [], days: days.slice(i, i + 365) });
  }

  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url, headers: { cookie, 'x-time-zone': 'UTC' } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r;
  };
  return {
    years,
    items: totalDays * ITEMS_PER_DAY,
    server,
    cookie,
    get,
    close: async () => {
      await server.close();
      await opened.close();
    },
  };
}

async function measure(engine: Engine, pgUrl: string | null) {
  const sets = [];
  for (const years of YEARS) {
    log(`history growth on ${engine}: seeding ${years} year(s), ${years * 365 * ITEMS_PER_DAY} items`);
    sets.push(await dataset(engine, years, pgUrl));
  }
  try {
    const today = daysAgo(0);
    const window = historyWindow(today, 'month');
    const tdee = calculateTdee(DEFAULT_PROFILE);
    log(`history growth on ${engine}: timing`);
    // What the History view does: fetch the window, then compute its statistics.
    const stats = await interleaved(
      sets.map((d) => async () => {
        const { days } = (await d.get(`/api/days?from=${window[0]}&to=${today}`)).json<{
          days: DailyIntake[];
        }>();
        historyStats(days, window, tdee, today, 'month');
      }),
      100,
    );
    const suggestions = await interleaved(
      sets.map((d) => async () => void (await d.get('/api/suggestions?q=chi'))),
      100,
    );
    const day = await interleaved(
      sets.map((d) => async () => void (await d.get(`/api/days/${daysAgo(3)}`))),
      100,
    );
    // Where an everyday request's time goes: the same app answering without a session, and with one.
    const one = sets[0]!;
    const [open, signedIn] = await interleaved(
      [async () => void (await one.get('/api/health')), async () => void (await one.get('/api/profile'))],
      300,
    );
    // The session check alone (decision 150): the in-process cache's answer, and Better Auth's own check.
    const request = { headers: { cookie: one.cookie }, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const BATCH = 100;
    const [cached, uncached] = await interleaved(
      [
        async () => {
          for (let i = 0; i < BATCH; i++) await one.server.sessions.userIdOf(request);
        },
        async () => {
          for (let i = 0; i < BATCH; i++) await getSessionUserId(one.server.auth, request);
        },
      ],
      30,
    );
    const perCheck = (t: Timing): Timing => ({ ...t, medianMs: t.medianMs / BATCH, p90Ms: t.p90Ms / BATCH });
    const exportBytes: number[] = sets.map(() => 0);
    const exported = await interleaved(
      sets.map((d, k) => async () => {
        exportBytes[k] = (await d.get('/api/export')).rawPayload.length;
      }),
      5,
    );
    const perSet = sets.map((d, k) => ({
      years: d.years,
      items: d.items,
      stats: stats[k]!,
      suggestions: suggestions[k]!,
      day: day[k]!,
      export: exported[k]!,
      exportBytes: exportBytes[k]!,
    }));
    return {
      perSet,
      session: {
        health: open!,
        profile: signedIn!,
        cached: perCheck(cached!),
        uncached: perCheck(uncached!),
      },
    };
  } finally {
    for (const d of sets) await d.close();
  }
}

export async function runHistory(): Promise<SectionResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  const { url: pgUrl, problem } = await findPostgres();
  const engines: Engine[] = ['sqlite'];
  if (pgUrl) engines.push('postgres');
  else notes.push(`History growth on PostgreSQL SKIPPED: not reachable (${problem}).`);

  for (const engine of engines) {
    const { perSet: results, session } = await measure(engine, pgUrl);
    data[engine] = { results, session };
    const one = results[0]!;
    const ten = results[results.length - 1]!;
    const ops = [
      ['stats', '30-day stats (fetch + compute)', 'ratio < 1.5'],
      ['suggestions', 'suggestions', 'ratio < 1.5'],
      ['day', "a day's totals", 'ratio < 1.5'],
      ['export', 'full export (JSON)', 'ratio ~ linear'],
    ] as const;
    for (const [key, label, goal] of ops) {
      const byYears = results.map((r) => `${r[key].medianMs.toFixed(2)}`).join(' / ');
      rows.push({
        section: 'History growth',
        measure: `${label}: median ms at 1 / 3 / 10 years`,
        engine,
        value: byYears,
        reference: `${one[key].medianMs.toFixed(2)} (1 year)`,
        ratio: ten[key].medianMs / one[key].medianMs,
        goal,
      });
    }
    rows.push({
      section: 'Request cost',
      measure: 'GET /api/profile (session check + one row) vs /api/health, median ms',
      engine,
      value: session.profile.medianMs.toFixed(2),
      reference: `${session.health.medianMs.toFixed(2)} /api/health`,
      ratio: session.profile.medianMs / session.health.medianMs,
    });
    rows.push({
      section: 'Request cost',
      measure: 'session check per signed-in request (in-process cache), median ms',
      engine,
      value: session.cached.medianMs.toFixed(4),
      reference: `${session.uncached.medianMs.toFixed(3)} uncached (Better Auth + database)`,
      ratio: session.cached.medianMs / session.uncached.medianMs,
      goal: 'value < 0.1 ms',
    });
  }
  return { rows, data, notes };
}
