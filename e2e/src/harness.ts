// What a test file sees: one browser per run, a fresh context (a new person) per journey, and the stack's
// addresses. `npm run test:e2e` starts the stack once (run.ts) and hands it over through the environment;
// a file run on its own (`node --import tsx --test tests/x.test.ts`) starts its own.
import { after, before } from 'node:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { setFakeAi } from './fake-ai.ts';
import { ARTIFACTS, startServer, startStack, type Stack, type StackEnv } from './stack.ts';

/** A fixed zone keeps "today" the same in the page, the server's X-Time-Zone handling and the test. */
export const TIME_ZONE = 'UTC';
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

let env: StackEnv | null = null;
let ownStack: Stack | null = null;
let browser: Browser | null = null;
let noAi: ReturnType<typeof startServer> | null = null;

/**
 * A second server with no AI settings at all (the product's default), started only by a file that asks for
 * it and stopped with that file, so the other journeys pay nothing for it.
 */
function noAiServer() {
  return (noAi ??= startServer(null));
}

before(async () => {
  const { E2E_BASE_URL, E2E_WS_ENDPOINT, E2E_FAKE_AI_URL } = process.env;
  if (E2E_BASE_URL && E2E_WS_ENDPOINT && E2E_FAKE_AI_URL) {
    env = { baseUrl: E2E_BASE_URL, wsEndpoint: E2E_WS_ENDPOINT, fakeAiUrl: E2E_FAKE_AI_URL };
  } else {
    ownStack = await startStack();
    env = ownStack;
  }
  browser = await chromium.connect(env.wsEndpoint);
});

after(async () => {
  await browser?.close();
  await noAi?.then(
    (server) => server.stop(),
    () => undefined, // it never started: the journey that asked for it has failed already
  );
  await ownStack?.stop();
});

export function stackEnv(): StackEnv {
  if (!env) throw new Error('The e2e stack is not started (tests must run inside node:test)');
  return env;
}

export interface Person {
  context: BrowserContext;
  page: Page;
  env: StackEnv;
  /** Uncaught exceptions in the page: a journey fails if any happened. */
  pageErrors: Error[];
  /** Opens the app at its only URL and waits until the loading screen is gone. */
  open(): Promise<void>;
  /** Another page in the same context: the same person, another tab. */
  newTab(): Promise<Page>;
}

function slug(s: string) {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface JourneyOptions extends BrowserContextOptions {
  /** 'no-ai': the person meets a server started without any AI settings instead of the fake provider. */
  server?: 'fake-ai' | 'no-ai';
}

export async function newPerson({ server = 'fake-ai', ...options }: JourneyOptions = {}): Promise<Person> {
  if (!browser) throw new Error('The browser is not connected');
  const e = server === 'no-ai' ? { ...stackEnv(), baseUrl: (await noAiServer()).baseUrl } : stackEnv();
  await setFakeAi(e.fakeAiUrl, {}); // each journey starts with a provider that answers
  const context = await browser.newContext({
    baseURL: e.baseUrl,
    viewport: DESKTOP,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(10_000);
  const pageErrors: Error[] = [];
  const watch = (p: Page) => p.on('pageerror', (err) => pageErrors.push(err));
  context.on('page', watch);
  const page = await context.newPage();
  // Keeps file-chooser interception on from the start: a keyboard Enter on the photo button is dispatched at
  // once, and could otherwise reach the page before a just-added waitForEvent('filechooser') switched it on.
  page.on('filechooser', () => undefined);
  return {
    context,
    page,
    env: e,
    pageErrors,
    async open() {
      await page.goto('/');
      await waitForAppReady(page);
    },
    newTab: () => context.newPage(),
  };
}

/**
 * The spec's loading screen shows until the session is known; the app is ready when it is gone and the page's
 * own first screen (index.html's #boot, which may show the prerendered welcome, or #boot-home) has given way to
 * the app's.
 */
export async function waitForAppReady(page: Page): Promise<void> {
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  await page.locator('#boot').waitFor({ state: 'detached' });
  // A guest's home kept from the last load (decision 198) goes when the app's home has its data.
  await page.locator('#boot-home').waitFor({ state: 'detached' });
  await page.getByText('Loading your nutrition data...').waitFor({ state: 'hidden' });
}

/**
 * Wraps a journey: a fresh context per run, closed afterwards; on failure a screenshot and the page's
 * text go to e2e/artifacts/failures/ so a red run explains itself.
 */
export function journey(
  name: string,
  fn: (person: Person) => Promise<void>,
  options: JourneyOptions = {},
): () => Promise<void> {
  return async () => {
    const person = await newPerson(options);
    try {
      await fn(person);
      if (person.pageErrors.length > 0) {
        const e = person.pageErrors[0]!;
        throw new Error(`Uncaught error in the page: ${e.name}: ${e.message}\n${e.stack ?? ''}`);
      }
    } catch (err) {
      const dir = path.join(ARTIFACTS, 'failures');
      mkdirSync(dir, { recursive: true });
      for (const [i, p] of person.context.pages().entries()) {
        const base = path.join(dir, `${slug(name)}${i ? `-${i}` : ''}`);
        await p.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        const text = await p
          .evaluate(() => document.body.innerText)
          .catch((e: unknown) => `(no text: ${String(e)})`);
        writeFileSync(`${base}.txt`, text);
      }
      throw err;
    } finally {
      await person.context.close();
    }
  };
}
