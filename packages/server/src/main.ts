// Entry point: read the configuration, open the database, migrate, listen. `npm start` runs this with tsx.
import fs from 'node:fs';
import { loadFoodDatabase } from '@forkcast/foods';
import { resolveAuthSecret } from './auth/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { DEFAULT_WEB_ROOT, webBuildExists } from './http/web.ts';
import { createServer } from './server.ts';
import { openPostgres, openSqlite } from './storage/database.ts';

function readConfig(): Config {
  // A .env in the working directory is read when present; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Forkcast cannot start.\n${error.message}\nSee .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database =
    config.database.kind === 'postgres'
      ? openPostgres(config.database.url, { preparedStatements: config.database.preparedStatements })
      : openSqlite(config.database.file);
  const server = await createServer({
    config,
    database,
    authSecret: resolveAuthSecret(config.dataDir, config.authSecret),
    webRoot: DEFAULT_WEB_ROOT,
    logger: { level: config.logLevel },
  });
  const { app } = server;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));

  // The first read of the food database unzips and parses it synchronously (130-360 ms): done here, before
  // listening, the first food search or portion change does not hold the event loop that long. Not in the app
  // factory, so the tests that build many apps do not pay it each time.
  loadFoodDatabase();
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.file;
  app.log.info(`Forkcast is running at ${config.publicUrl} (storage: ${where})`);
  if (!webBuildExists(DEFAULT_WEB_ROOT)) app.log.warn('The web app is not built: run `npm run build`.');
}

main().catch((error: unknown) => {
  console.error('Forkcast failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
