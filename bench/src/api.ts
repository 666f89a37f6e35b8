// API throughput and latency with autocannon on loopback: four Forkcast endpoints, each beside a bare Fastify
// route of the same method measured in the same run, on SQLite and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { daysAgo, dayOfItems, findPostgres, log, pgSchema, prng, startChild } from './common.ts';
import type { ChildServer, Engine, Row, SectionResult } from './common.ts';

export interface ApiOptions {
  durationSec: number;
  connections: number;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per request answered in the measured seconds, microseconds (null: no /proc). */
  cpuPerRequest: number | null;
}

const figures = (r: Result, cpuMicros: number | null): Figures => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  cpuPerRequest: cpuMicros === null || r.requests.total === 0 ? null : cpuMicros / r.requests.total,
});

const ENDPOINT_FILTER = process.env.BENCH_ENDPOINTS?.split(',').map((e) => e.trim());

const MEAL = '2 eggs, a slice of whole wheat toast with butter and a cup of coffee with milk';

const ADD_BODY = JSON.stringify({
  items: [{ name: 'Apple', calories: 95, protein: 0.5, carbs: 25, fat: 0.3, units: 'serving', quantity: 1 }],
});

/** The second POST row: the same adds spread over this many signed-in people (decision 191). */
const PEOPLE = 50;

/** The past days in play (two years: one person's round; 50 people each go round 1/50 of it), and how many items a
 * day gets before the adds move to the days before them. */
const DAYS_ROUND = 730;
const ITEMS_PER_DAY = 12;

/**
 * Decision 220: how many days before the first (400 days ago) a person's `j`-th add goes, when each of `people`
 * goes round DAYS_ROUND / people days. Each add replies with its whole day, so what an add costs grows with the
 * day: adds going round the same 730 days without end made a day's size grow with the server's speed and the
 * run's length (about 50 items by the end of a 10-second run at 5,000 adds/s, 25 in a 5-second one), no day
 * anyone logs. Here a day ends with ITEMS_PER_DAY items, so an add's reply holds 1 to 12 (6.5 on average, the GET
 * a day row's 6), whatever the speed and the length.
 */
export function dayOfAdd(j: number, people = 1): number {
  const round = Math.max(1, Math.floor(DAYS_ROUND / people));
  return (j % round) + round * Math.floor(j / (round * ITEMS_PER_DAY));
}

/** A new account, signed in; returns its session cookie. */
async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** A user with 30 days of 6 items (the history window), signed in; returns the session cookie. */
async function seed(baseUrl: string): Promise<string> {
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const cookie = await signUp(baseUrl, 'bench@example.com');
  const random = prng(7);
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = daysAgo(i);
    return { date, items: dayOfItems(random, date, 6) };
  });
  const imported = await fetch(`${baseUrl}/api/import`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ favorites: [], days }),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  return cookie;
}

async function load(
  server: ChildServer,
  url: string,
  opts: ApiOptions,
  request: Omit<Options, 'url'> = {},
): Promise<Figures> {
  // A short warm-up, not counted: the JIT and the connection pool settle first.
  await autocannon({
    ...request,
    url,
    connections: opts.connections,
    duration: Math.min(2, opts.durationSec),
  });
  const cpuBefore = server.cpuMicros();
  const result = await autocannon({
    ...request,
    url,
    connections: opts.connections,
    duration: opts.durationSec,
  });
  const cpuAfter = server.cpuMicros();
  const f = figures(result, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore);
  if (f.non2xx > 0 || f.errors > 0) {
    log(
      `warning: ${url} answered ${f.non2xx} non-2xx and ${f.errors} errors: ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return f;
}

async function bareReference(opts: ApiOptions): Promise<{ get: Figures; post: Figures }> {
  const bare = await startChild({ BENCH_MODE: 'bare' });
  try {
    const url = `${bare.baseUrl}/bare`;
    const get = await load(bare, url, opts);
    const post = await load(bare, url, opts, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ name: 'Apple', calories: 95 }] }),
    });
    return { get, post };
  } finally {
    await bare.stop();
  }
}

async function forkcastEndpoints(server: ChildServer, opts: ApiOptions) {
  const base = server.baseUrl;
  const cookie = await seed(base);
  const headers = { cookie, origin: base, 'x-time-zone': 'UTC' };
  const json = { ...headers, 'content-type': 'application/json' };

  // BENCH_ENDPOINTS=history (a comma list of getDay, postItem, postItemPeople, history, analyze) measures only those.
  const wanted = (key: string) => !ENDPOINT_FILTER || ENDPOINT_FILTER.includes(key);
  const getDay = wanted('getDay')
    ? await load(server, `${base}/api/days/${daysAgo(1)}`, opts, { headers })
    : null;
  // `cookies` are the people the adds go to, in turn: one person (every connection writes for the same person,
  // whose writes run in one order) or PEOPLE of them (decision 191). Each person's adds go round two years of past
  // days, as people log, and a day holds at most ITEMS_PER_DAY of them: then the days before them (decision 220).
  const adds = (cookies: string[]) => {
    let n = 0;
    return load(server, `${base}/api/days/${daysAgo(400)}/items`, opts, {
      requests: [
        {
          method: 'POST',
          headers: json,
          body: ADD_BODY,
          setupRequest: (request) => {
            const k = n++;
            return {
              ...request,
              headers: { ...json, cookie: cookies[k % cookies.length]! },
              path: `/api/days/${daysAgo(400 + dayOfAdd(Math.floor(k / cookies.length), cookies.length))}/items`,
            };
          },
        },
      ],
    });
  };
  const postItem = wanted('postItem') ? await adds([cookie]) : null;
  const postItemPeople = wanted('postItemPeople')
    ? await adds(
        await Promise.all(Array.from({ length: PEOPLE }, (_, i) => signUp(base, `bench-${i}@example.com`))),
      )
    : null;
  const history = wanted('history')
    ? await load(server, `${base}/api/days?from=${daysAgo(29)}&to=${daysAgo(0)}`, opts, { headers })
    : null;
  const analyze = wanted('analyze')
    ? await load(server, `${base}/api/analyze/text`, opts, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ text: MEAL }),
      })
    : null;
  return { getDay, postItem, postItemPeople, history, analyze };
}

async function runEngine(engine: Engine, opts: ApiOptions, pgUrl: string | null) {
  // The reference first, in the same run, right beside the figures it is compared with.
  const bare = await bareReference(opts);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-api-'));
  const schema = engine === 'postgres' ? await pgSchema(pgUrl!) : null;
  const server = await startChild({
    BENCH_MODE: 'forkcast',
    BENCH_ENGINE: engine,
    BENCH_SQLITE_FILE: path.join(tmp, 'forkcast.db'),
    ...(schema && { BENCH_PG_URL: pgUrl!, BENCH_PG_SCHEMA: schema.schema }),
  });
  try {
    return { bare, forkcast: await forkcastEndpoints(server, opts) };
  } finally {
    await server.stop();
    await schema?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// Issue 15's goals: the ratio to bare Fastify for the everyday read and write, the p99 for the history.
const ENDPOINTS = [
  ['getDay', 'GET a day (6 items)', 'get', 'ratio >= 0.2', undefined],
  ['postItem', 'POST an item', 'post', 'ratio >= 0.1', undefined],
  ['postItemPeople', `POST an item, ${PEOPLE} people`, 'post', 'ratio >= 0.1', undefined],
  ['history', 'GET a 30-day history', 'get', undefined, 'p99 < 100 ms'],
  ['analyze', 'POST /api/analyze/text (offline parser)', 'post', undefined, undefined],
] as const;

export async function runApi(opts: ApiOptions): Promise<SectionResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = { ...opts };
  const { url: pgUrl, problem } = await findPostgres();
  const engines: Engine[] = ['sqlite'];
  if (pgUrl) engines.push('postgres');
  else
    notes.push(
      `PostgreSQL SKIPPED: not reachable (${problem}); set BENCH_DATABASE_URL or TEST_DATABASE_URL.`,
    );

  const wanted = process.env.BENCH_ENGINES?.split(',').map((e) => e.trim());
  for (const engine of engines) {
    if (wanted && !wanted.includes(engine)) continue;
    log(`API on ${engine}: ${opts.connections} connections, ${opts.durationSec} s per endpoint`);
    const result = await runEngine(engine, opts, pgUrl);
    data[engine] = result;
    for (const [key, label, method, rateGoal, latencyGoal] of ENDPOINTS) {
      const f = result.forkcast[key];
      if (!f) continue;
      const ref = result.bare[method];
      rows.push({
        section: 'API',
        measure: `${label}: requests/s`,
        engine,
        value: f.rps.toFixed(0),
        reference: `${ref.rps.toFixed(0)} bare ${method.toUpperCase()}`,
        ratio: f.rps / ref.rps,
        goal: rateGoal,
      });
      // Issue 15's title asks what a request costs: the server's CPU per request, beside the bare route's, moves far
      // less than requests/s with what else the two cores run (autocannon shares them). Its ratio is bare's cost
      // over ours, so it reads as the requests/s ratio would on a server with a core of its own.
      if (f.cpuPerRequest !== null && ref.cpuPerRequest !== null)
        rows.push({
          section: 'API',
          measure: `${label}: server CPU per request, us`,
          engine,
          value: f.cpuPerRequest.toFixed(0),
          reference: `${ref.cpuPerRequest.toFixed(0)} bare ${method.toUpperCase()}`,
          ratio: ref.cpuPerRequest / f.cpuPerRequest,
          goal: rateGoal && 'cost ratio >= ' + rateGoal.split('>= ')[1],
        });
      // No ratio here: the bare route's latencies are a millisecond or two, below autocannon's resolution.
      rows.push({
        section: 'API',
        measure: `${label}: p50 / p99 ms`,
        engine,
        value: `${f.p50} / ${f.p99}`,
        reference: `${ref.p50} / ${ref.p99} bare`,
        goal: latencyGoal,
      });
      if (f.non2xx > 0 || f.errors > 0)
        notes.push(`${engine} ${label}: ${f.non2xx} non-2xx answers, ${f.errors} errors`);
    }
  }
  return { rows, data, notes };
}
