// playwright-core has no `expect`: these wait for a state (never a fixed sleep) and fail with what was seen.
import type { Locator } from 'playwright-core';

const DEFAULT_TIMEOUT = 10_000;

/** Polls `read` until `ok` holds; throws with the last value seen. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeout = DEFAULT_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      const seen = lastError && last === undefined ? `error ${String(lastError)}` : JSON.stringify(last);
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last seen: ${seen}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function matches(actual: string, expected: string | RegExp) {
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}

/** The locator's visible text comes to contain (or match) `expected`. */
export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeout?: number,
): Promise<string> {
  return until(
    async () => ((await locator.innerText({ timeout: 1000 })) ?? '').replace(/\s+/g, ' ').trim(),
    (t) => matches(t, expected),
    `${locator} to show ${String(expected)}`,
    timeout,
  );
}

export async function expectCount(locator: Locator, n: number, timeout?: number): Promise<void> {
  await until(
    () => locator.count(),
    (c) => c === n,
    `${locator} to count ${n}`,
    timeout,
  );
}

export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

export async function expectValue(
  locator: Locator,
  expected: string | RegExp,
  timeout?: number,
): Promise<void> {
  await until(
    () => locator.inputValue({ timeout: 1000 }),
    (v) => matches(v, expected),
    `${locator} value ${String(expected)}`,
    timeout,
  );
}

export async function expectAttribute(
  locator: Locator,
  name: string,
  expected: string | RegExp | null,
  timeout?: number,
): Promise<void> {
  await until(
    () => locator.getAttribute(name, { timeout: 1000 }),
    (v) => (expected === null ? v === null : v !== null && matches(v, expected)),
    `${locator} [${name}] to be ${String(expected)}`,
    timeout,
  );
}

export async function expectEnabled(locator: Locator, enabled = true, timeout?: number): Promise<void> {
  await until(
    () => locator.isEnabled({ timeout: 1000 }),
    (v) => v === enabled,
    `${locator} enabled=${enabled}`,
    timeout,
  );
}

/** The element that has focus matches the locator. */
export async function expectFocused(locator: Locator, timeout?: number): Promise<void> {
  await until(
    () => locator.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }),
    (v) => v,
    `${locator} to have focus`,
    timeout,
  );
}
