import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'foods',
    environment: 'node',
    setupFiles: ['../../test/fail-on-console-error.ts'],
  },
});
