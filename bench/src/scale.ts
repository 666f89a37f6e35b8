// Scale out on one machine (issue 11 item 5): three Forkcast servers (main.ts, as `npm run serve` starts it) on
// one fresh PostgreSQL database behind HAProxy from Debian's packages, all on loopback. Simulated people each
// log a day (sign-up, profile, ten analyses and adds, the day, the 30-day history) through the proxy, first
// with one server behind it and then with three; then again with three while one server is killed with
// SIGKILL, followed by the checks: every acknowledged add is in the database, every session works on the
// servers still up, the sign-in limits hold across servers, and the migrations ran once although three
// servers started at the same moment on an empty database.
//
// Every simulated person connects from a loopback address of its own (127.1.0.0/16 and up), so the
// per-address limits (sign-up, sign-in, analysis) see many people, as they would behind a real proxy; the
// proxy passes the address in X-Forwarded-For and the servers trust the proxy's address only (TRUST_PROXY).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROFILE } from '@forkcast/core';
import pg from 'pg';
import { DEFAULT_PG_URL, freePort, log, percentile, REPO_ROOT } from './common.ts';

export interface ScaleOptions {
  /** Simulated people per phase. */
  people: number;
  /** People logging at the same time. */
  concurrency: number;
  /** A phase stops starting people after this many seconds (the run stays bounded on a busy machine). */
  phaseLimitSec: number;
}

const SECRET = `scale-bench-${randomBytes(16).toString('hex')}`;
const PASSWORD = 'scale-bench-password';
const MEALS = [
  '2 eggs, a slice of whole wheat toast with butter and a cup of coffee with milk',
  'a bowl of oatmeal with a banana',
  'chicken breast with rice and broccoli',
  'greek yogurt and a handful of almonds',
  'a turkey sandwich and an apple',
  'spaghetti with tomato sauce and a side salad',
  'a glass of orange juice and a bagel with cream cheese',
  'salmon, baked potato and green beans',
  'a cheeseburger and fries',
  'a protein shake with milk',
];

// ---------------------------------------------------------------------------------------------------------
// HTTP from a chosen loopback address

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

class Person {
  readonly email: string;
  cookie = '';
  private readonly agent: http.Agent;
  constructor(
    readonly key: string,
    readonly address: string,
  ) {
    this.email = `${key}@scale.example.com`;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }
  close() {
    this.agent.destroy();
  }
  request(
    base: string,
    method: string,
    urlPath: string,
    body?: unknown,
    extra: http.OutgoingHttpHeaders = {},
  ) {
    return send(base, method, urlPath, body, {
      agent: this.agent,
      localAddress: this.address,
      headers: { ...(this.cookie && { cookie: this.cookie }), ...extra },
    });
  }
}

function send(
  base: string,
  method: string,
  urlPath: string,
  body: unknown,
  opts: { agent?: http.Agent; localAddress?: string; headers?: http.OutgoingHttpHeaders },
): Promise<Reply> {
  const url = new URL(urlPath, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        ...(opts.agent && { agent: opts.agent }),
        ...(opts.localAddress && { localAddress: opts.localAddress }),
        headers: {
          origin: PUBLIC.url,
          'x-time-zone': 'UTC',
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
          ...opts.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const cookieOf = (reply: Reply) =>
  (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');

/**
 * `url`: the servers' PUBLIC_URL (the proxy's three-server front), the Origin every request carries, as a
 * browser on the app's page would send. `target`: the front the simulated people are sent to in a phase.
 */
const PUBLIC = { url: '', target: '' };

// ---------------------------------------------------------------------------------------------------------
// Processes: the database, the servers, the proxy

async function adminQuery(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

interface AppServer {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: string;
}

function startServer(name: string, port: number, databaseUrl: string, dataDir: string): AppServer {
  // What `npm run serve` runs (scripts/serve.mjs), started directly so SIGKILL reaches the server itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'server', 'src', 'main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: PUBLIC.url,
        TRUST_PROXY: '127.0.0.1',
        BETTER_AUTH_SECRET: SECRET,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ANALYZE_THREADS: '1',
      },
    },
  );
  const server: AppServer = { name, port, base: `http://127.0.0.1:${port}`, child, output: '' };
  const keep = (c: Buffer) => (server.output = (server.output + c.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return server;
}

async function waitHealthy(server: AppServer, seconds = 90): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server ${server.name} exited (${server.child.exitCode}):\n${server.output}`);
    if (Date.now() - started > seconds * 1000)
      throw new Error(`server ${server.name} not healthy within ${seconds} s:\n${server.output}`);
    try {
      if ((await send(server.base, 'GET', '/api/health', undefined, {})).status === 200)
        return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

function stopServer(server: AppServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function haproxyPath(): string | null {
  for (const p of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** HAProxy from Debian's packages; installed when missing (`apt-get update` only if the install fails). */
function ensureHaproxy(): string {
  const found = haproxyPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('HAProxy is not installed and this is not root: run `apt-get install -y haproxy` first.');
  }
  log('installing HAProxy from Debian (apt-get install -y haproxy)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (install().status !== 0) throw new Error('apt-get install -y haproxy failed');
  }
  const installed = haproxyPath();
  if (!installed) throw new Error('apt-get installed haproxy but its binary was not found');
  return installed;
}

function haproxyConfig(one: number, three: number, servers: AppServer[]): string {
  const line = (s: AppServer) => `  server ${s.name} 127.0.0.1:${s.port}`;
  return `global
  maxconn 4096
  nbthread 1

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # X-Forwarded-For gets the client's address; the servers trust 127.0.0.1 (the proxy) only.
  option forwardfor
  # A server that refuses connections (killed) is skipped for the next one; a request already sent is not
  # resent: its client sees 502 and decides (a write sent again with its id is refused as a duplicate).
  option redispatch
  retries 2
  option httpchk GET /api/health
  default-server check inter 500ms fall 2 rise 2

frontend one_server
  bind 127.0.0.1:${one}
  default_backend one

frontend three_servers
  bind 127.0.0.1:${three}
  default_backend three

backend one
  balance roundrobin
${line(servers[0]!)}

backend three
  balance roundrobin
${servers.map(line).join('\n')}
`;
}

// ---------------------------------------------------------------------------------------------------------
// A day of logging

interface Stats {
  latencies: number[];
  byKind: Record<string, number[]>;
  /** Answers that were not what the day expected, by kind and status. */
  failures: Record<string, number>;
  /** Requests that failed at the proxy or the connection and were sent again. */
  retried: number;
  /** Item ids the server acknowledged with a 2xx, per person's email. */
  acknowledged: Map<string, string[]>;
  profilesAcknowledged: Set<string>;
  people: Person[];
  requestsDone: number;
}

const newStats = (): Stats => ({
  latencies: [],
  byKind: {},
  failures: {},
  retried: 0,
  acknowledged: new Map(),
  profilesAcknowledged: new Set(),
  people: [],
  requestsDone: 0,
});

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** One request of a person's day; connection errors and proxy errors (502/503) are sent again up to twice. */
async function step(
  stats: Stats,
  person: Person,
  kind: string,
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<Reply | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await person.request(PUBLIC.target, method, urlPath, body).catch(() => null);
    if (reply !== null && reply.status !== 502 && reply.status !== 503) {
      stats.latencies.push(reply.ms);
      (stats.byKind[kind] ??= []).push(reply.ms);
      stats.requestsDone++;
      return reply;
    }
    stats.retried++;
    await sleep(200);
  }
  stats.failures[`${kind} unanswered`] = (stats.failures[`${kind} unanswered`] ?? 0) + 1;
  return null;
}

function fail(stats: Stats, kind: string, reply: Reply | null) {
  if (reply === null) return;
  const key = `${kind} ${reply.status}`;
  stats.failures[key] = (stats.failures[key] ?? 0) + 1;
}

/** A new person's first day, or (`returning`) another day of someone signed in: no sign-up, no profile. */
async function logADay(stats: Stats, person: Person, returning = false): Promise<void> {
  if (!returning) await firstVisit(stats, person);
  if (person.cookie === '') return;
  const date = today();
  const acknowledged: string[] = [];
  stats.acknowledged.set(person.email, acknowledged);
  for (let k = 0; k < 10; k++) {
    const analysis = await step(stats, person, 'analyze', 'POST', '/api/analyze/text', {
      text: MEALS[k % MEALS.length],
    });
    if (analysis?.status !== 200) {
      fail(stats, 'analyze', analysis);
      continue;
    }
    const found = (JSON.parse(analysis.body) as { items: Record<string, unknown>[] }).items;
    if (found.length === 0) continue;
    const items = found.map((i, n) => ({
      id: `${person.key}-${returning ? 'r' : ''}${k}-${n}`,
      name: i.name,
      calories: i.calories,
      protein: i.protein,
      carbs: i.carbs,
      fat: i.fat,
      units: i.units,
      quantity: i.quantity,
      ...(i.foodId !== null && { foodId: i.foodId }),
      ...(i.grams !== null && { grams: i.grams }),
    }));
    const add = await step(stats, person, 'add', 'POST', `/api/days/${date}/items`, { items });
    if (add?.status === 201) acknowledged.push(...items.map((i) => i.id));
    else if (add?.status !== 409) fail(stats, 'add', add); // 409: an attempt cut off by the kill was stored
  }
  const day = await step(stats, person, 'day', 'GET', `/api/days/${date}`);
  if (day?.status !== 200) fail(stats, 'day', day);
  const history = await step(stats, person, 'history', 'GET', `/api/days?from=${daysBefore(29)}&to=${date}`);
  if (history?.status !== 200) fail(stats, 'history', history);
}

async function firstVisit(stats: Stats, person: Person): Promise<void> {
  const signUp = await step(stats, person, 'sign-up', 'POST', '/api/auth/sign-up/email', {
    email: person.email,
    password: PASSWORD,
    name: person.key,
  });
  if (signUp?.status === 200) person.cookie = cookieOf(signUp);
  else {
    // A sign-up cut off by the kill may have been stored: the person signs in instead.
    fail(stats, 'sign-up', signUp);
    const signIn = await step(stats, person, 'sign-in', 'POST', '/api/auth/sign-in/email', {
      email: person.email,
      password: PASSWORD,
    });
    if (signIn?.status !== 200) return fail(stats, 'sign-in', signIn);
    person.cookie = cookieOf(signIn);
  }
  const profile = await step(stats, person, 'profile', 'PUT', '/api/profile', {
    ...DEFAULT_PROFILE,
    walkthroughCompleted: true,
  });
  if (profile?.status === 200) stats.profilesAcknowledged.add(person.email);
  else fail(stats, 'profile', profile);
}

interface PhaseResult {
  name: string;
  servers: number;
  people: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  p99ByKind: Record<string, number>;
  failures: Record<string, number>;
  retried: number;
  loadBefore: string;
  loadAfter: string;
  /** CPU seconds the app servers (worker threads included) and the proxy used, per simulated person. */
  cpuPerPerson: { servers: number; proxy: number } | null;
  /** What the database did per simulated person (pg_stat_database): commits, rows written and read. */
  dbPerPerson: { commits: number; rowsWritten: number; rowsRead: number };
}

/** A process's user + system CPU seconds, threads included (Linux /proc; null elsewhere or once it is gone). */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (CLK_TCK 100)
  } catch {
    return null;
  }
}

interface Meters {
  servers: () => (number | undefined)[];
  proxy: () => number | undefined;
  databaseUrl: string;
  dbName: string;
}

async function readMeters(m: Meters) {
  const servers = m.servers().map(cpuSeconds);
  const proxy = cpuSeconds(m.proxy());
  const db = await adminQuery(
    m.databaseUrl,
    `select xact_commit::float8 as commits, (tup_inserted + tup_updated + tup_deleted)::float8 as written,
            (tup_returned + tup_fetched)::float8 as read
       from pg_stat_database where datname = $1`,
    [m.dbName],
  );
  const row = db.rows[0] as { commits: number; written: number; read: number };
  return {
    servers: servers.every((c) => c !== null) ? servers.reduce((a, b) => a! + b!, 0)! : null,
    proxy,
    commits: row.commits,
    written: row.written,
    read: row.read,
  };
}

const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
};

let addressCounter = 0;
/** A loopback address of its own for each person (never 127.0.0.1: that is the proxy the servers trust). */
function nextAddress(): string {
  const n = addressCounter++;
  return `127.${1 + Math.floor(n / 65_000)}.${Math.floor((n % 65_000) / 250)}.${(n % 250) + 1}`;
}

async function runPhase(
  name: string,
  servers: number,
  opts: ScaleOptions,
  meters: Meters,
  more: { during?: (stats: Stats) => Promise<void>; returning?: Person[] } = {},
): Promise<{ result: PhaseResult; stats: Stats }> {
  const { during, returning } = more;
  const count = returning?.length ?? opts.people;
  const stats = newStats();
  const loadBefore = uptime();
  const before = await readMeters(meters);
  log(`${name}: ${count} people, ${opts.concurrency} at a time, ${servers} server(s); ${loadBefore}`);
  const run = Math.random().toString(36).slice(2, 8);
  let next = 0;
  const started = performance.now();
  const deadline = Date.now() + opts.phaseLimitSec * 1000;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const person = returning?.[next++] ?? new Person(`${name}-${run}-${next++}`, nextAddress());
      stats.people.push(person);
      await logADay(stats, person, returning !== undefined);
    }
  };
  const side = during?.(stats);
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  await side;
  const seconds = (performance.now() - started) / 1000;
  await sleep(1200); // PostgreSQL publishes its statistics about once a second
  const after = await readMeters(meters);
  const people = stats.people.length;
  const p99ByKind = Object.fromEntries(
    Object.entries(stats.byKind).map(([k, v]) => [k, Math.round(percentile(v, 99))]),
  );
  const result: PhaseResult = {
    name,
    servers,
    people: stats.people.length,
    seconds,
    requests: stats.requestsDone,
    rps: stats.requestsDone / seconds,
    p50: Math.round(percentile(stats.latencies, 50)),
    p99: Math.round(percentile(stats.latencies, 99)),
    p99ByKind,
    failures: stats.failures,
    retried: stats.retried,
    loadBefore,
    loadAfter: uptime(),
    cpuPerPerson:
      before.servers !== null && after.servers !== null && before.proxy !== null && after.proxy !== null
        ? { servers: (after.servers - before.servers) / people, proxy: (after.proxy - before.proxy) / people }
        : null,
    dbPerPerson: {
      commits: (after.commits - before.commits) / people,
      rowsWritten: (after.written - before.written) / people,
      rowsRead: (after.read - before.read) / people,
    },
  };
  log(
    `${name}: ${result.requests} requests in ${seconds.toFixed(1)} s = ${result.rps.toFixed(1)}/s, p99 ${result.p99} ms`,
  );
  return { result, stats };
}

// ---------------------------------------------------------------------------------------------------------
// The checks after the kill

async function checkAcknowledged(databaseUrl: string, stats: Stats) {
  const ids = [...stats.acknowledged.values()].flat();
  const stored = await adminQuery(databaseUrl, 'select id from food_items where id = any($1)', [ids]);
  const found = new Set(stored.rows.map((r: { id: string }) => r.id));
  const profiles = await adminQuery(
    databaseUrl,
    `select u.email from profiles p join auth_user u on u.id = p.user_id where u.email = any($1)`,
    [[...stats.profilesAcknowledged]],
  );
  return {
    itemsAcknowledged: ids.length,
    itemsMissing: ids.filter((id) => !found.has(id)).length,
    profilesAcknowledged: stats.profilesAcknowledged.size,
    profilesMissing: stats.profilesAcknowledged.size - profiles.rowCount!,
  };
}

/** Every person's session, asked directly of each server still up (the proxy chose any of the three). */
async function checkSessions(people: Person[], servers: AppServer[]) {
  let ok = 0;
  let refused = 0;
  for (const person of people.filter((p) => p.cookie !== '')) {
    for (const server of servers) {
      const reply = await send(server.base, 'GET', '/api/profile', undefined, {
        headers: { cookie: person.cookie },
      });
      if (reply.status === 200) ok++;
      else refused++;
    }
  }
  return { checked: ok + refused, ok, refused };
}

/**
 * Sign-in limits with the servers taking turns (direct, each request carrying its address in X-Forwarded-For
 * as the proxy would): wrong passwords at one account from a new address each time, and right passwords for
 * several accounts from one address.
 */
async function checkSignInLimits(people: Person[], servers: AppServer[]) {
  const victim = people[0]!;
  const perAccount: number[] = [];
  for (let k = 0; k < 12; k++) {
    const server = servers[k % servers.length]!;
    const reply = await send(
      server.base,
      'POST',
      '/api/auth/sign-in/email',
      { email: victim.email, password: 'not-the-password' },
      { headers: { 'x-forwarded-for': `127.200.0.${k + 1}` } },
    );
    perAccount.push(reply.status);
  }
  const rightAfterLock = await send(
    servers[0]!.base,
    'POST',
    '/api/auth/sign-in/email',
    { email: victim.email, password: PASSWORD },
    { headers: { 'x-forwarded-for': '127.200.0.100' } },
  );
  const perAddress: number[] = [];
  for (let k = 0; k < 7; k++) {
    const server = servers[k % servers.length]!;
    const reply = await send(
      server.base,
      'POST',
      '/api/auth/sign-in/email',
      { email: people[1 + k]!.email, password: PASSWORD },
      { headers: { 'x-forwarded-for': '127.201.0.1' } },
    );
    perAddress.push(reply.status);
  }
  // Decision 114: ANALYZE_RATE_LIMIT (30 a minute by default) per address, the servers taking turns.
  const analyses: number[] = [];
  for (let k = 0; k < 32; k++) {
    const server = servers[k % servers.length]!;
    const reply = await send(
      server.base,
      'POST',
      '/api/analyze/text',
      { text: 'an apple' },
      { headers: { 'x-forwarded-for': '127.202.0.1' } },
    );
    analyses.push(reply.status);
  }
  return {
    analyses,
    analysisLimitHolds:
      analyses.slice(0, 30).every((s) => s === 200) && analyses.slice(30).every((s) => s === 429),
    // Decision 110: 10 attempts at an account in 15 minutes, then 429 whatever the address or password.
    perAccount,
    perAccountHolds:
      perAccount.slice(0, 10).every((s) => s === 401) &&
      perAccount.slice(10).every((s) => s === 429) &&
      rightAfterLock.status === 429,
    rightPasswordAfterLock: rightAfterLock.status,
    // Decision 021: 5 sign-ins a minute from one address, then 429.
    perAddress,
    perAddressHolds:
      perAddress.slice(0, 5).every((s) => s === 200) && perAddress.slice(5).every((s) => s === 429),
  };
}

async function checkMigrations(databaseUrl: string) {
  const rows = await adminQuery(databaseUrl, 'select name from kysely_migration order by name');
  const names = rows.rows.map((r: { name: string }) => r.name);
  const files = fs
    .readdirSync(path.join(REPO_ROOT, 'packages/server/src/storage/migrations'))
    .filter((f) => /^\d{3}-.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
  return { applied: names, expected: files.length, once: new Set(names).size === names.length };
}

// ---------------------------------------------------------------------------------------------------------

export async function runScale(opts: ScaleOptions) {
  const haproxy = ensureHaproxy();
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_PG_URL;
  const dbName = `forkcast_scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-scale-'));
  const [portOne, portThree, ...serverPorts] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  PUBLIC.url = `http://127.0.0.1:${portThree}`;
  const publicOne = `http://127.0.0.1:${portOne}`;

  const servers: AppServer[] = [];
  let proxy: ChildProcess | null = null;
  try {
    // Three servers at the same moment on an empty database: the migrations must run once (decision 013).
    log(`starting 3 servers at once on database ${dbName}`);
    const startedAt = Date.now();
    for (const [i, port] of serverPorts.entries()) {
      servers.push(
        startServer(String.fromCharCode(97 + i), port!, databaseUrl, path.join(dataDir, String(i))),
      );
    }
    await Promise.all(servers.map((s) => waitHealthy(s)));
    const concurrentStartMs = Date.now() - startedAt;
    const migrations = await checkMigrations(databaseUrl);

    const cfg = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(portOne!, portThree!, servers));
    const checked = spawnSync(haproxy, ['-c', '-f', cfg], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`HAProxy refused its configuration:\n${checked.stderr}`);
    proxy = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
    let proxyOutput = '';
    proxy.stderr!.on('data', (c: Buffer) => (proxyOutput = (proxyOutput + c.toString()).slice(-4000)));
    for (const base of [publicOne, PUBLIC.url]) {
      for (let k = 0; ; k++) {
        if (proxy.exitCode !== null) throw new Error(`HAProxy exited:\n${proxyOutput}`);
        const ok = await send(base, 'GET', '/api/health', undefined, {}).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (k > 100) throw new Error(`HAProxy did not answer at ${base}:\n${proxyOutput}`);
        await sleep(100);
      }
    }
    await sleep(1500); // every server seen healthy by the proxy's checks

    // Each server's analysis threads start on its first analysis (loading the food database): not measured.
    await Promise.all(
      servers.map(async (s) => {
        for (const text of MEALS.slice(0, 3)) await send(s.base, 'POST', '/api/analyze/text', { text }, {});
      }),
    );

    const meters: Meters = {
      servers: () => servers.map((s) => s.child.pid),
      proxy: () => proxy?.pid,
      databaseUrl,
      dbName,
    };
    // One server, then three, then three and one again (ABBA): a machine that gets busier or quieter during
    // the run moves both the same way. The same day for the same number of new people each time.
    PUBLIC.target = publicOne;
    const oneA = await runPhase('one', 1, opts, meters);
    PUBLIC.target = PUBLIC.url;
    const threeA = await runPhase('three', 3, opts, meters);
    const threeB = await runPhase('three', 3, opts, meters);
    PUBLIC.target = publicOne;
    const oneB = await runPhase('one', 1, opts, meters);

    // Three, and server b is killed with SIGKILL once a third of the expected requests are done.
    const victim = servers[1]!;
    let killedAtRequest = 0;
    // The people of the first run log another day (one server): the steady state of people who have accounts.
    const again = await runPhase('again', 1, opts, meters, { returning: oneA.stats.people });
    PUBLIC.target = PUBLIC.url;

    const kill = await runPhase('kill', 3, opts, meters, {
      during: async (stats) => {
        const at = Math.floor((opts.people * 24) / 3);
        while (stats.requestsDone < at && stats.people.length < opts.people) await sleep(20);
        killedAtRequest = stats.requestsDone;
        log(`SIGKILL server ${victim.name} (pid ${victim.child.pid}) after ${killedAtRequest} requests`);
        await stopServer(victim, 'SIGKILL');
      },
    });
    const survivors = servers.filter((s) => s !== victim);
    const acknowledged = await checkAcknowledged(databaseUrl, kill.stats);
    const sessions = await checkSessions(
      [
        ...oneA.stats.people,
        ...threeA.stats.people,
        ...threeB.stats.people,
        ...oneB.stats.people,
        ...kill.stats.people,
      ],
      survivors,
    );
    // The killed server comes back (its start runs the migrations again, beside two running servers).
    servers[1] = startServer(victim.name, victim.port, databaseUrl, path.join(dataDir, 'restart'));
    const restartMs = await waitHealthy(servers[1]);
    const sessionsAfterRestart = await checkSessions(kill.stats.people.slice(0, 20), [servers[1]]);
    const limits = await checkSignInLimits(threeA.stats.people, servers);
    const migrationsAfter = await checkMigrations(databaseUrl);
    // Where the database read rows from: a table read by sequential scans grows with its users.
    const tables = (
      await adminQuery(
        databaseUrl,
        `select relname as table, seq_scan::float8 as "seqScans", seq_tup_read::float8 as "seqRowsRead",
                coalesce(idx_scan, 0)::float8 as "indexScans", n_live_tup::float8 as rows
           from pg_stat_user_tables order by seq_tup_read desc`,
      )
    ).rows;
    const phases = [oneA, threeA, threeB, oneB, again, kill];
    for (const p of phases.flatMap((ph) => ph.stats.people)) p.close();
    // Bytes on disk per logged item (table and indexes): for sizing the database.
    const size = (
      await adminQuery(
        databaseUrl,
        `select pg_total_relation_size('food_items')::float8 as bytes, count(*)::float8 as items from food_items`,
      )
    ).rows[0] as { bytes: number; items: number };
    type Phase = typeof oneA;
    const both = (a: Phase, b: Phase) => ({
      rps: (a.result.requests + b.result.requests) / (a.result.seconds + b.result.seconds),
      p99: Math.round(percentile([...a.stats.latencies, ...b.stats.latencies], 99)),
      p50: Math.round(percentile([...a.stats.latencies, ...b.stats.latencies], 50)),
      cpuPerPerson: a.result.cpuPerPerson &&
        b.result.cpuPerPerson && {
          servers: (a.result.cpuPerPerson.servers + b.result.cpuPerPerson.servers) / 2,
          proxy: (a.result.cpuPerPerson.proxy + b.result.cpuPerPerson.proxy) / 2,
        },
    });
    const one = both(oneA, oneB);
    const three = both(threeA, threeB);

    return {
      database: dbName,
      options: opts,
      concurrentStartMs,
      migrations,
      phases: phases.map((p) => p.result),
      one,
      three,
      scaling: { rps: three.rps / one.rps, p99: three.p99 / one.p99 },
      kill: { server: victim.name, afterRequests: killedAtRequest, ...acknowledged },
      sessions,
      restartMs,
      sessionsAfterRestart,
      limits,
      migrationsAfter,
      tables,
      bytesPerItem: size.bytes / size.items,
    };
  } finally {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((r) => proxy!.once('exit', r));
      proxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(servers.map((s) => stopServer(s)));
    await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`).catch((e: unknown) =>
      log(`could not drop ${dbName}: ${String(e)}`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
