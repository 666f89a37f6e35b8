// Issue 7 part 2: the real server (src/main.ts) as a child process, killed with SIGKILL while writes stream in.
// After a restart on the same data every acknowledged write is there, a write cut off mid-flight is all or
// nothing, and the SQLite file passes its own integrity check. Issue 12: killed in the middle of syncs, no
// operation is lost and none is applied twice when the clients resend.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import type { DailyIntake } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { item, PASSWORD, randomEmail } from '../testing/app.ts';
import { createSchema, ENGINES, postgresUrl } from '../testing/engines.ts';
import type { Engine } from '../storage/database.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const WRITERS = 8;
/** Acknowledged writes before the kill: enough that the kill lands in a busy stream. */
const ACKS_BEFORE_KILL = 120;
const DATES = ['2025-01-01', '2025-01-02', '2025-01-03'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Child {
  process: ChildProcess;
  output: () => string;
}

async function startServer(
  env: Record<string, string>,
  baseUrl: string,
  children: ChildProcess[],
): Promise<Child> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-10_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { process: child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within 60 s:\n${output}`);
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

type State = 'absent' | { calories: number };
/** Per item, the final states a correct server may show: one when every write to it was answered. */
type Ledger = Map<string, { date: string; allowed: State[] }>;
interface Batch {
  ids: string[];
  acknowledged: boolean;
}

class Api {
  constructor(
    readonly baseUrl: string,
    readonly cookie: string,
  ) {}

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    return fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        origin: this.baseUrl,
        cookie: this.cookie,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }
}

/** One writer: adds three items at once, edits one, deletes another, and so on until the server dies. */
async function writer(api: Api, w: number, ledger: Ledger, batches: Batch[], acks: { n: number }) {
  const stateOf = (id: string) => ledger.get(id)!;
  for (let n = 0; ; n++) {
    const date = DATES[n % DATES.length]!;
    const ids = [0, 1, 2].map((k) => `w${w}-${n}-${k}`);
    for (const id of ids) ledger.set(id, { date, allowed: ['absent', { calories: 100 }] });
    const batch: Batch = { ids, acknowledged: false };
    batches.push(batch);
    try {
      const added = await api.call('POST', `/api/days/${date}/items`, {
        items: ids.map((id) => ({ ...item(id, 100), id })),
      });
      if (added.status !== 201) throw new Error(`add answered ${added.status}: ${await added.text()}`);
      for (const id of ids) stateOf(id).allowed = [{ calories: 100 }];
      batch.acknowledged = true;
      acks.n++;

      stateOf(ids[0]!).allowed = [{ calories: 100 }, { calories: 250 }];
      const edited = await api.call('PATCH', `/api/days/${date}/items/${ids[0]}`, { calories: 250 });
      if (edited.status !== 200) throw new Error(`edit answered ${edited.status}`);
      stateOf(ids[0]!).allowed = [{ calories: 250 }];
      acks.n++;

      stateOf(ids[1]!).allowed = [{ calories: 100 }, 'absent'];
      const removed = await api.call('DELETE', `/api/days/${date}/items/${ids[1]}`);
      if (removed.status !== 200) throw new Error(`delete answered ${removed.status}`);
      stateOf(ids[1]!).allowed = ['absent'];
      acks.n++;
    } catch (error) {
      // The kill: the connection drops. Anything else is a real failure.
      if (error instanceof TypeError && /fetch failed/.test(error.message)) return;
      throw error;
    }
  }
}

async function readAll(api: Api): Promise<Map<string, { date: string; calories: number }>> {
  const found = new Map<string, { date: string; calories: number }>();
  const response = await api.call('GET', `/api/days?from=${DATES[0]}&to=${DATES[DATES.length - 1]}`);
  expect(response.status).toBe(200);
  const { days } = (await response.json()) as { days: DailyIntake[] };
  for (const day of days)
    for (const i of day.items) found.set(i.id, { date: day.date, calories: i.calories });
  return found;
}

function integrityCheck(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    const orphans = sqlite.pragma('foreign_key_check') as unknown[];
    return [
      ...rows.map((r) => r.integrity_check),
      ...orphans.map((o) => `foreign key: ${JSON.stringify(o)}`),
    ];
  } finally {
    sqlite.close();
  }
}

async function environment(engine: Engine) {
  if (engine === 'sqlite') return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const { schema, drop } = await createSchema(postgresUrl!);
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { env: { DATABASE_URL: url.toString() }, drop, schema };
}

/** The server's environment: everything optional unset, so a developer's .env cannot change the test. */
function serverEnv(target: Record<string, string>, port: number, dataDir: string): Record<string, string> {
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...target,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    BETTER_AUTH_SECRET: 'crash-test-secret-0123456789-abcdefghijklmnop',
    // Empty counts as unset.
    ...Object.fromEntries(
      [
        'AI_API_KEY',
        'AI_BASE_URL',
        'AI_TEXT_MODEL',
        'AI_VISION_MODEL',
        'AI_TIMEOUT_MS',
        'ANALYZE_RATE_LIMIT',
        'OIDC_ISSUER',
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
        'OIDC_PROVIDER_NAME',
        'TRUST_PROXY',
      ].map((k) => [k, '']),
    ),
  };
}

async function signUpOn(baseUrl: string): Promise<Api> {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: randomEmail(), password: PASSWORD }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return new Api(baseUrl, cookie);
}

// The engines run side by side: each test has its own port, data directory or schema.
describe.concurrent.each(ENGINES)('SIGKILL during a stream of writes on %s', (engine) => {
  it('keeps every acknowledged write after a restart', { timeout: 150_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-crash-'));
    const target = await environment(engine);
    const children: ChildProcess[] = [];
    try {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = serverEnv(target.env, port, dataDir);
      const first = await startServer(env, baseUrl, children);

      const api = await signUpOn(baseUrl);

      const ledger: Ledger = new Map();
      const batches: Batch[] = [];
      const acks = { n: 0 };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(api, w, ledger, batches, acks));
      const failed = Promise.all(writers).then(() => {
        throw new Error(`the writers stopped before the kill:\n${first.output()}`);
      });
      await Promise.race([
        failed,
        (async () => {
          while (acks.n < ACKS_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
        })(),
      ]);
      await killed(first.process);
      // A server that exited on its own (exitCode set) is a crash, not this test's kill: show why.
      expect(
        first.process.signalCode,
        `the server exited ${first.process.exitCode}:\n${first.output()}`,
      ).toBe('SIGKILL');
      await Promise.all(writers);
      expect(acks.n).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

      if (engine === 'sqlite') expect(integrityCheck(path.join(dataDir, 'forkcast.db'))).toEqual(['ok']);

      const second = await startServer(env, baseUrl, children);
      const found = await readAll(api);

      const wrong: string[] = [];
      for (const [id, { date, allowed }] of ledger) {
        const actual = found.get(id);
        const state: State = actual === undefined ? 'absent' : { calories: actual.calories };
        if (actual !== undefined && actual.date !== date) wrong.push(`${id}: on ${actual.date}, not ${date}`);
        if (!allowed.some((a) => JSON.stringify(a) === JSON.stringify(state))) {
          wrong.push(`${id}: ${JSON.stringify(state)}, allowed ${JSON.stringify(allowed)}`);
        }
      }
      expect(wrong).toEqual([]);
      // An add cut off by the kill (never answered, so nothing else touched its items) is all or nothing.
      const unanswered = batches.filter((b) => !b.acknowledged);
      expect(unanswered.length).toBeLessThanOrEqual(WRITERS);
      for (const { ids } of unanswered) expect([0, 3]).toContain(ids.filter((id) => found.has(id)).length);
      // Nothing is there that was never sent.
      expect([...found.keys()].filter((id) => !ledger.has(id))).toEqual([]);

      // The restarted server still takes writes.
      const after = await api.call('POST', `/api/days/${DATES[0]}/items`, { items: [item('After restart')] });
      expect(after.status).toBe(201);
      await killed(second.process);
      if (engine === 'sqlite') expect(integrityCheck(path.join(dataDir, 'forkcast.db'))).toEqual(['ok']);
    } finally {
      await Promise.all(children.map(killed));
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

interface SyncOp {
  id: string;
  type: string;
  payload: unknown;
  at: number;
}

/**
 * Issue 12: one device's queue. Each operation adds one item without an id (the server makes one), so an
 * operation applied twice would show as two items. Batches go in order; a batch whose answer never came (the
 * kill) stays queued and is sent again, with the same operation ids, once the server is back.
 */
class Device {
  readonly queue: SyncOp[] = [];
  /** Every operation ever queued (to send one again as if its answer had been lost). */
  readonly all: SyncOp[] = [];
  readonly created: string[] = [];
  readonly outcomes = new Map<string, string[]>();
  cursor = 0;
  constructor(
    readonly api: Api,
    readonly name: string,
  ) {}

  enqueue(n: number): void {
    const food = `${this.name}-${n}`;
    this.created.push(food);
    this.queue.push({
      id: `${this.name}-op-${n}`,
      type: 'items.add',
      payload: { date: DATES[n % DATES.length], items: [item(food, 100)] },
      at: Date.parse('2025-01-03T12:00:00Z') + n,
    });
    this.all.push(this.queue[this.queue.length - 1]!);
  }

  /** One round trip; false when the server could not be reached (the batch stays queued). */
  async send(): Promise<boolean> {
    const batch = this.queue.slice(0, 5);
    let answer: { cursor: number; results: { id: string; status: string }[] };
    try {
      const response = await this.api.call('POST', '/api/sync', { cursor: this.cursor, operations: batch });
      if (response.status !== 200)
        throw new Error(`sync answered ${response.status}: ${await response.text()}`);
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      // The kill: the connection drops before the request or in the middle of the answer.
      if (error instanceof TypeError && /fetch failed|terminated/.test(error.message)) return false;
      throw error;
    }
    for (const r of answer.results) this.outcomes.set(r.id, [...(this.outcomes.get(r.id) ?? []), r.status]);
    const done = new Set(answer.results.map((r) => r.id));
    this.queue.splice(0, this.queue.length, ...this.queue.filter((op) => !done.has(op.id)));
    this.cursor = answer.cursor;
    return true;
  }
}

describe.concurrent.each(ENGINES)('SIGKILL in the middle of a sync on %s', (engine) => {
  it(
    'loses no operation: the client resends, the server applies each once',
    { timeout: 150_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-sync-crash-'));
      const target = await environment(engine);
      const children: ChildProcess[] = [];
      try {
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        const env = serverEnv(target.env, port, dataDir);
        const first = await startServer(env, baseUrl, children);
        const api = await signUpOn(baseUrl);
        const devices = Array.from({ length: 4 }, (_, d) => new Device(api, `d${d}`));
        const answered = { n: 0 };
        // Each device keeps queuing and sending until the server dies under it.
        const running = devices.map(async (device) => {
          for (let n = 0; ; n++) {
            device.enqueue(n);
            if (!(await device.send())) return;
            answered.n++;
          }
        });
        // Kill once 60 batches were answered; a server that stops answering fails here, not at the test's timeout.
        const deadline = Date.now() + 60_000;
        while (answered.n < 60) {
          if (Date.now() > deadline)
            throw new Error(`only ${answered.n} of 60 sync batches answered in 60 s`);
          await new Promise((r) => setTimeout(r, 5));
        }
        await killed(first.process);
        expect(first.process.signalCode).toBe('SIGKILL');
        await Promise.all(running);
        // Some batches were cut off with the kill: they are still queued.
        expect(devices.reduce((n, d) => n + d.queue.length, 0)).toBeGreaterThan(0);

        await startServer(env, baseUrl, children);
        for (const device of devices) while (device.queue.length > 0) expect(await device.send()).toBe(true);
        // An answer lost on the way back looks the same to the client: the first batches are sent once more.
        for (const device of devices) {
          device.queue.push(...device.all.slice(0, 5));
          expect(await device.send()).toBe(true);
        }

        const found = await api.call('GET', `/api/days?from=${DATES[0]}&to=${DATES[DATES.length - 1]}`);
        const { days } = (await found.json()) as { days: DailyIntake[] };
        const names = days.flatMap((d) => d.items.map((i) => i.name)).sort();
        // Every operation is there, each once: nothing lost, nothing applied twice.
        expect(names).toEqual(devices.flatMap((d) => d.created).sort());
        for (const device of devices) {
          for (const [id, statuses] of device.outcomes) {
            expect(new Set(statuses), id).toEqual(new Set(['applied']));
          }
        }
      } finally {
        await Promise.all(children.map(killed));
        await target.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
