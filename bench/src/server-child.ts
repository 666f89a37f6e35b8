// The process the API benchmark loads. BENCH_MODE=forkcast runs the real app (createServer, the same wiring as
// main.ts) with rate limits off; BENCH_MODE=bare runs a bare Fastify with one GET and one POST route: the
// reference every API figure is divided by, started the same way in the same kind of process.
import Fastify from 'fastify';
import { createServer } from '../../packages/server/src/server.ts';
import { openPostgres, openSqlite } from '../../packages/server/src/storage/database.ts';

const port = Number(process.env.BENCH_PORT);
const publicUrl = process.env.BENCH_URL!;
const mode = process.env.BENCH_MODE ?? 'forkcast';

async function bare() {
  const app = Fastify({ logger: false });
  app.get('/ready', async () => ({ ok: true }));
  app.get('/bare', async () => ({ ok: true }));
  app.post('/bare', async (request) => request.body);
  await app.listen({ port, host: '127.0.0.1' });
  return () => app.close();
}

async function forkcast() {
  const engine = process.env.BENCH_ENGINE ?? 'sqlite';
  const database =
    engine === 'postgres'
      ? openPostgres(process.env.BENCH_PG_URL!, { searchPath: process.env.BENCH_PG_SCHEMA! })
      : openSqlite(process.env.BENCH_SQLITE_FILE!);
  const server = await createServer({
    config: {
      publicUrl,
      trustedOrigins: [publicUrl],
      trustProxy: false,
      oidc: null,
      ai: {},
      // Off: the benchmark is one client sending thousands of requests a second.
      analyzeRateLimit: 0,
    },
    database,
    authSecret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    webRoot: process.env.BENCH_WEB_ROOT || null,
    authRateLimit: false,
    // Production logs each request at `info` to standard output; BENCH_LOG_LEVEL=info runs the same logging, to
    // /dev/null, to measure what it costs (decision 212). Off by default, as the figures have always been taken.
    logger: process.env.BENCH_LOG_LEVEL ? { level: process.env.BENCH_LOG_LEVEL, file: '/dev/null' } : false,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  return async () => {
    await server.close();
    await database.close();
  };
}

const stop = await (mode === 'bare' ? bare() : forkcast());
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void stop().finally(() => process.exit(0));
  });
}
