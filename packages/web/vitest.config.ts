import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Component tests click through whole views; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 15_000,
    // The guest's store is IndexedDB (fake-indexeddb runs its requests on setImmediate): tests that fake the
    // clock still let the database answer.
    fakeTimers: {
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    },
    setupFiles: ['../../test/fail-on-console-error.ts', './src/test/setup.ts'],
  },
});
