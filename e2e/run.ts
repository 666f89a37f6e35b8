// `npm run test:e2e`: starts the stack once (web build, server, fake AI, one Chromium), then runs every
// journey file with Node's test runner, one file at a time (2-core machine), and stops the stack.
// Extra arguments name test files to run instead of all of them.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, startStack } from './src/stack.ts';

const started = Date.now();
const requested = process.argv.slice(2);
const files =
  requested.length > 0
    ? requested.map((f) => path.resolve(process.cwd(), f))
    : readdirSync(path.join(E2E_ROOT, 'tests'))
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => path.join(E2E_ROOT, 'tests', f));

const stack = await startStack();
// The server runs in its own process group: an interrupted run must still stop it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().finally(() => process.exit(130));
  });
}
let code: number;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        // A stuck journey fails on its own instead of holding CI hostage.
        '--test-timeout=180000',
        ...files,
      ],
      {
        cwd: E2E_ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: stack.baseUrl,
          E2E_WS_ENDPOINT: stack.wsEndpoint,
          E2E_FAKE_AI_URL: stack.fakeAiUrl,
        },
      },
    );
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
} finally {
  await stack.stop();
}
process.stderr.write(`[e2e] whole run ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(code);
