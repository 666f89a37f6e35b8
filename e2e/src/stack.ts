// The whole product as a person meets it: the web app built once, the real server started as a child
// process on a free port with a fresh SQLite directory, the fake AI provider, and one headless Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import { startFakeAi, type FakeAi } from './fake-ai.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ROOT = path.join(REPO_ROOT, 'e2e');
export const ARTIFACTS = path.join(E2E_ROOT, 'artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the test processes need to reach the stack (passed through the environment). */
export interface StackEnv {
  baseUrl: string;
  wsEndpoint: string;
  fakeAiUrl: string;
}

export interface Stack extends StackEnv {
  stop(): Promise<void>;
}

function log(message: string) {
  process.stderr.write(`[e2e] ${message}\n`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the web app once per run (E2E_SKIP_BUILD=1 reuses an existing build while iterating). */
export function buildWeb(): void {
  const dist = path.join(REPO_ROOT, 'packages/web/dist/index.html');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(dist)) {
    log('reusing packages/web/dist (E2E_SKIP_BUILD=1)');
    return;
  }
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@forkcast/web'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
  }
  log(`web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before it was healthy:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server was not healthy within 90 s:\n${output()}`);
}

/**
 * The built server on a free port with a fresh SQLite directory. `fakeAiUrl` null starts it with no AI
 * settings at all, as `npm start` runs on a fresh machine: text through the built-in USDA parser, no photos.
 */
export async function startServer(
  fakeAiUrl: string | null,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // `npm start`'s script when it is there (it serves the build made above); the server's entry otherwise.
  const entry = existsSync(path.join(REPO_ROOT, 'scripts/start.mjs'))
    ? ['scripts/start.mjs']
    : ['--import', 'tsx', 'packages/server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    detached: true, // its own process group, so stop() ends the server and anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every setting of .env.example is given, blank when unused, so a developer's .env changes nothing here.
      DATABASE_URL: '',
      TRUST_PROXY: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      OIDC_PROVIDER_NAME: '',
      AI_TIMEOUT_MS: '',
      PUBLIC_URL: baseUrl,
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      AI_BASE_URL: fakeAiUrl === null ? '' : `${fakeAiUrl}/v1`,
      AI_API_KEY: fakeAiUrl === null ? '' : 'fake-key',
      AI_TEXT_MODEL: fakeAiUrl === null ? '' : 'fake-text',
      AI_VISION_MODEL: fakeAiUrl === null ? '' : 'fake-vision',
      // Every journey comes from 127.0.0.1; the per-client analysis limit is tested by the server's own suite.
      ANALYZE_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
  });
  // Whenever the server ends (stopped, crashed, interrupted), its fresh database goes with it.
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (err) {
    killGroup(child);
    throw err;
  }
  return {
    baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        killGroup(child);
        // A server that does not stop within 10 s is ended the hard way.
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
      });
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function startBrowser(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function startStack(): Promise<Stack> {
  buildWeb();
  const fakeAi: FakeAi = await startFakeAi();
  const server = await startServer(fakeAi.url);
  const browser = await startBrowser();
  log(`server ${server.baseUrl}, fake AI ${fakeAi.url}`);
  let stopping: Promise<void> | null = null;
  return {
    baseUrl: server.baseUrl,
    wsEndpoint: browser.wsEndpoint(),
    fakeAiUrl: fakeAi.url,
    stop() {
      // Once, however many callers (the run's end and an interrupt); each part even if another fails.
      stopping ??= Promise.allSettled([server.stop(), browser.close(), fakeAi.close()]).then((results) => {
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      });
      return stopping;
    },
  };
}
