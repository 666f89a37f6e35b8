// Page-level steps a person takes, in the spec's words (roles and accessible names, never CSS classes).
import type { Page } from 'playwright-core';
import { expectHidden, expectVisible } from './expect.ts';

/** localStorage keys of the guest store (packages/web/src/data/keys.ts; spec section 3 storage shapes). */
export const KEYS = {
  profile: 'forkcast:profile',
  favorites: 'forkcast:favorites',
  intake: (date: string) => `forkcast:intake:${date}`,
};

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
}

export interface GuestSeed {
  profile?: Record<string, unknown>;
  favorites?: SeedItem[];
  /** Items per date. */
  days?: Record<string, SeedItem[]>;
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
  };
}

/** The guest store's entries for a seed, as the app writes them. */
export function guestEntries(seed: GuestSeed): [string, string][] {
  const entries: [string, string][] = [[KEYS.profile, JSON.stringify(seed.profile ?? DEFAULT_TEST_PROFILE)]];
  if (seed.favorites) {
    entries.push([
      KEYS.favorites,
      JSON.stringify(seed.favorites.map((f) => storedItem(f, true, Date.now()))),
    ]);
  }
  for (const [date, items] of Object.entries(seed.days ?? {})) {
    const stamp = Date.parse(`${date}T12:00:00Z`);
    const stored = items.map((i) => storedItem(i, false, stamp));
    const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat') => stored.reduce((s, i) => s + i[k], 0);
    const totals = {
      calories: sum('calories'),
      protein: sum('protein'),
      carbs: sum('carbs'),
      fat: sum('fat'),
    };
    entries.push([KEYS.intake(date), JSON.stringify({ date, items: stored, totals })]);
  }
  return entries;
}

/**
 * A returning guest (the profile's walkthroughCompleted is true unless the seed's profile says otherwise):
 * writes the guest store the way the app does. The page must be on the app's origin; reload afterwards.
 */
export async function seedGuest(page: Page, seed: GuestSeed): Promise<void> {
  await page.evaluate((entries) => {
    for (const [k, v] of entries) localStorage.setItem(k, v);
  }, guestEntries(seed));
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

/** A guest-store entry as the app left it. */
export async function stored<T = Record<string, unknown>>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown,
    key,
  ) as Promise<T | null>;
}
