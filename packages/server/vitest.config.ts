import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    setupFiles: ['../../test/fail-on-console-error.ts'],
    // Finds out once whether PostgreSQL answers; suites then run on SQLite and, where it does, PostgreSQL.
    globalSetup: ['./src/testing/global-setup.ts'],
    // Each file works in its own SQLite databases and PostgreSQL schema, so files run in parallel.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
