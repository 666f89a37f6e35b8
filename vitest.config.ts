import { defineConfig } from 'vitest/config';

// One test command for the whole tree; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
