// Runs once per test run: finds out whether PostgreSQL answers. Where it does not, the PostgreSQL suites are
// left out and the run says so plainly; under CI=true a missing PostgreSQL fails the run instead.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/** The URL without its password, for messages. */
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const problem = await reachable(url);
  if (problem === null) {
    project.provide('postgresUrl', url);
    return;
  }
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is required under CI=true but ${shown(url)} does not answer: ${problem}`);
  }
  const notice = `\n[server] PostgreSQL SKIPPED: ${shown(url)} does not answer (${problem}). Only the SQLite suites ran; set TEST_DATABASE_URL or start PostgreSQL to run both.\n`;
  console.warn(notice);
  project.provide('postgresUrl', null);
  // Said again after the results, where it is seen.
  return () => console.warn(notice);
}
