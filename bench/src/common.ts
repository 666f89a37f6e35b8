// What every benchmark section shares: the result rows, PostgreSQL discovery, ports, child processes.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const WEB_DIST = path.join(REPO_ROOT, 'packages/web/dist');

export type Engine = 'sqlite' | 'postgres';

/** One line of the printed table. A ratio is value / reference, both measured in this run. */
export interface Row {
  section: string;
  measure: string;
  engine?: Engine | undefined;
  value: string;
  reference?: string | undefined;
  ratio?: number | undefined;
  /** The goal for this figure (issue 15's table), printed in its own column. */
  goal?: string | undefined;
}

export interface SectionResult {
  rows: Row[];
  /** Everything measured, for results/latest.json. */
  data: unknown;
  notes: string[];
}

export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL URL when one answers, else null and the reason. */
export async function findPostgres(): Promise<{ url: string | null; problem: string | null }> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_PG_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url, problem: null };
  } catch (error) {
    return { url: null, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A schema of its own for one benchmark database; drop() removes it. */
export async function pgSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `forkcast_bench_${randomBytes(5).toString('hex')}`;
  await admin(url, (c) => c.query(`create schema "${schema}"`));
  return { schema, drop: () => admin(url, (c) => c.query(`drop schema "${schema}" cascade`)).then(() => {}) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  baseUrl: string;
  /**
   * The server process's CPU time so far (user + system), in microseconds, read from /proc (Linux): what a request
   * costs the server, whatever else the machine is doing (the load generator shares its two cores). Null where
   * /proc is not there.
   */
  cpuMicros(): number | null;
  stop(): Promise<void>;
}

/** CPU time (user + system) of a process so far, in microseconds, from /proc/<pid>/stat; null if unreadable. */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the
    // 14th field of the line, stime the 15th, in clock ticks (USER_HZ, 100 on Linux).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts bench/src/server-child.ts: the Forkcast app (or the bare Fastify reference) in a process of its own,
 * so the load generator never shares an event loop with the server it measures.
 */
export async function startChild(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(BENCH_DIR, 'src/server-child.ts')],
    {
      cwd: BENCH_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', BENCH_PORT: String(port), BENCH_URL: baseUrl, ...env },
    },
  );
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-5000)));
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-5000)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`bench server did not start within 90 s:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok || (await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    cpuMicros: () => processCpuMicros(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A small seeded generator: the same data every run. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export function daysAgo(n: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - n);
  return isoDay(d);
}

/** Foods people log: varied names so suggestions have something to rank. */
export const FOODS = [
  ['Chicken breast', 165, 31, 0, 3.6],
  ['Chicken salad', 320, 25, 10, 20],
  ['Chickpea curry', 410, 15, 55, 14],
  ['Chili con carne', 380, 26, 30, 17],
  ['Oatmeal', 150, 5, 27, 3],
  ['Banana', 105, 1.3, 27, 0.4],
  ['Apple', 95, 0.5, 25, 0.3],
  ['Greek yogurt', 130, 17, 6, 4],
  ['Eggs', 140, 12, 1, 10],
  ['Toast with butter', 180, 4, 20, 9],
  ['Coffee with milk', 40, 2, 3, 2],
  ['Rice', 205, 4, 45, 0.4],
  ['Salmon', 280, 30, 0, 17],
  ['Pasta bolognese', 520, 25, 65, 16],
  ['Caesar salad', 350, 10, 12, 28],
  ['Protein shake', 160, 30, 5, 2],
  ['Almonds', 165, 6, 6, 14],
  ['Pizza slice', 285, 12, 36, 10],
  ['Burrito', 600, 28, 70, 22],
  ['Tomato soup', 160, 4, 20, 7],
] as const;

export function dayOfItems(random: () => number, date: string, n: number) {
  const stamp = Date.parse(`${date}T12:00:00Z`);
  return Array.from({ length: n }, (_, k) => {
    const [name, calories, protein, carbs, fat] = FOODS[Math.floor(random() * FOODS.length)]!;
    return {
      id: `${stamp}-${date}-${k}`,
      name,
      calories,
      protein,
      carbs,
      fat,
      units: 'serving',
      quantity: 1,
      isFavorite: false,
      timestamp: stamp + k,
    };
  });
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)]!;
};
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
