// Convention 14: a test fails on an unexpected console.error. A test that expects one
// spies on console.error itself (vi.spyOn(console, 'error').mockImplementation(...)).
import { afterEach, beforeEach } from 'vitest';

let calls: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    calls = [];
    throw new Error(`Unexpected console.error during the test: ${first}`);
  }
});
