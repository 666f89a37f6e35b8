// Page-level steps a person takes, in the spec's words (roles and accessible names, never CSS classes).
import type { Page } from 'playwright-core';
import { expectHidden, expectVisible } from './expect.ts';

/**
 * The guest store's documents (issue 12: the guest's IndexedDB database `forkcast-guest`, object store `docs`,
 * one document per scope, as packages/web/src/data/idb.ts writes them).
 */
export const KEYS = {
  profile: 'profile',
  favorites: 'favorites',
  intake: (date: string) => `day:${date}`,
  /** Issue 13: a day's weigh-in (pounds) and incomplete mark. */
  body: (date: string) => `body:${date}`,
};
const GUEST_DB = 'forkcast-guest';

export const DEFAULT_TEST_PROFILE = {
  age: 30,
  sex: 'female',
  weight: 150,
  height: 66,
  activityLevel: 'moderate',
  goal: 'maintain',
  goalType: 'maintain',
  customWeightChange: 0,
  targetCalories: 2000,
  targetProtein: 120,
  targetCarbs: 250,
  targetFat: 67,
  walkthroughCompleted: true,
  unitSystem: 'imperial',
} as const;

export interface SeedItem {
  name: string;
  calories: number;
  protein: number;
  carbs?: number;
  fat?: number;
  units?: string;
  quantity?: number;
  /** Issue 14: the meal and the nutrients beyond the macros, when the item has them. */
  meal?: 'breakfast' | 'lunch' | 'dinner' | 'snacks';
  fiber?: number;
  sugars?: number;
  sodium?: number;
}

export interface GuestSeed {
  profile?: Record<string, unknown>;
  favorites?: SeedItem[];
  /** Items per date. */
  days?: Record<string, SeedItem[]>;
  /** Issue 13: weigh-ins (pounds) per date. */
  weights?: Record<string, number>;
}

/** "Today" as the page sees it (the context's time zone), yyyy-MM-dd. */
export async function pageToday(page: Page): Promise<string> {
  // No named inner functions in page code: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => new Date().toLocaleDateString('en-CA'));
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

let seedCounter = 0;

function storedItem(i: SeedItem, favorite: boolean, stamp: number) {
  return {
    id: `${stamp}-seed${seedCounter++}`,
    name: i.name,
    calories: i.calories,
    protein: i.protein,
    carbs: i.carbs ?? 0,
    fat: i.fat ?? 0,
    units: i.units ?? 'serving',
    quantity: i.quantity ?? 1,
    isFavorite: favorite,
    timestamp: stamp,
    ...(i.meal && { meal: i.meal }),
    ...(i.fiber !== undefined && { fiber: i.fiber }),
    ...(i.sugars !== undefined && { sugars: i.sugars }),
    ...(i.sodium !== undefined && { sodium: i.sodium }),
  };
}

/** The guest store's documents for a seed, as the app writes them. */
export function guestEntries(seed: GuestSeed): [string, unknown][] {
  const entries: [string, unknown][] = [[KEYS.profile, seed.profile ?? DEFAULT_TEST_PROFILE]];
  if (seed.favorites) {
    entries.push([KEYS.favorites, seed.favorites.map((f) => storedItem(f, true, Date.now()))]);
  }
  for (const [date, items] of Object.entries(seed.days ?? {})) {
    const stamp = Date.parse(`${date}T12:00:00Z`);
    entries.push([KEYS.intake(date), items.map((i) => storedItem(i, false, stamp))]);
  }
  for (const [date, weight] of Object.entries(seed.weights ?? {}))
    entries.push([KEYS.body(date), { weight }]);
  return entries;
}

/**
 * A returning guest (the profile's walkthroughCompleted is true unless the seed's profile says otherwise):
 * writes the guest store the way the app does. The page must be on the app's origin; reload afterwards.
 */
export async function seedGuest(page: Page, seed: GuestSeed): Promise<void> {
  await page.evaluate(
    ([name, entries]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        // The same schema as the app (idb.ts), in case the app has not opened its database yet.
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore('docs');
          db.createObjectStore('base');
          db.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true });
          db.createObjectStore('meta');
        };
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['docs', 'meta'], 'readwrite');
          for (const [k, v] of entries) tx.objectStore('docs').put(v, k);
          // Nothing in localStorage to take over: this store is already the guest's.
          tx.objectStore('meta').put(Date.now(), 'migratedFromLocalStorage');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('seeding the guest store failed'));
        };
      }),
    [GUEST_DB, guestEntries(seed)] as const,
  );
}

/** Goes through the spec's entry flow as a newcomer and stays a guest: welcome -> questionnaire -> home. */
export async function onboardAsGuest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Set Up Your Profile' }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Your Nutrition Plan' }));
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Create Account' }));
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expectHidden(page.getByRole('heading', { name: 'Create Account' }));
}

/** Opens a top-bar view by its button. */
export async function navigate(page: Page, view: 'History' | 'Settings' | 'Forkcast'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: view }).click();
}

/** A guest-store document as the app left it (null when there is none). */
export async function stored<T = Record<string, unknown>>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    ([name, k]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(name);
        let absent = false;
        // No database yet: do not create an empty one the app would then take as its own.
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction?.abort();
        };
        open.onerror = () =>
          absent ? resolve(null) : reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('docs').objectStore('docs').get(k);
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
          get.onerror = () => reject(get.error ?? new Error('reading the guest store failed'));
        };
      }),
    [GUEST_DB, key] as const,
  ) as Promise<T | null>;
}

/** What `watchKeptHomeSwap` records in the page as `window.e2eSwap`. */
export interface KeptHomeSwap {
  /** The kept home (`#boot-home`) when it first showed: its text, `#root`'s display, whether it is inert. */
  text: string;
  root: string;
  inert: boolean;
  /** 'New' marks in the kept home. */
  marks: number;
  /** Boxes [x, y, width, height] of the kept home's sections, rows and bars, and of the app's at the swap. */
  kept: number[][];
  app?: number[][];
  /** When the kept home left the page (ms since navigation start). */
  at?: number;
  /** The layout shifts the browser reported, each with its sources [node, previous rect, current rect]. */
  shifts: { value: number; at: number; sources: string[][] }[];
}

/**
 * An init script (decision 198's e2e): records the kept home as it first shows, the app's parts where they are when
 * it is swapped out, and the layout shifts, as `window.e2eSwap` (`KeptHomeSwap`). A string: tsx would name the
 * helpers with a function the page lacks.
 */
export const watchKeptHomeSwap = `(() => {
  const boxes = (root) =>
    [...root.querySelectorAll('main section, main li, main [role="progressbar"]')].map((e) => {
      const r = e.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height];
    });
  // What the page found kept when it started (a failure's message says whether the copy was there).
  if (location.protocol !== 'about:') window.e2eStored = localStorage.getItem('forkcast:home-screen');
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      shifts.push({ value: e.value, at: Math.round(e.startTime), sources: e.sources.map((x) => [
        x.node && x.node.nodeType === 1 ? x.node.outerHTML.slice(0, 120) : String(x.node && x.node.textContent),
        JSON.stringify(x.previousRect), JSON.stringify(x.currentRect)]) });
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    const kept = document.getElementById('boot-home');
    if (kept && !window.e2eSwap)
      window.e2eSwap = {
        text: kept.textContent || '',
        root: getComputedStyle(document.getElementById('root')).display,
        inert: kept.hasAttribute('inert'),
        marks: kept.querySelectorAll('[data-new]').length,
        kept: boxes(kept),
        shifts,
      };
    if (!kept && window.e2eSwap && !window.e2eSwap.app) {
      window.e2eSwap.app = boxes(document.getElementById('root'));
      window.e2eSwap.at = Math.round(performance.now());
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['id'] });
})();`;
