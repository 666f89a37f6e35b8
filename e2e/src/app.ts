// Page-level steps a person takes, in the spec's words (roles and accessible names, never CSS classes).
import type { Page } from 'playwright-core';
import { expectHidden, expectVisible } from './expect.ts';

/** localStorage keys of the guest store (packages/web/src/data/keys.ts; spec section 3 storage shapes). */
export const KEYS = {
  profile: 'forkcast:profile',
  favorites: 'forkcast:favorites',
  intake: (date: string) => `forkcast:intake:${date}`,
  walkthroughDone: 'forkcast:walkthrough-completed',
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
  walkthroughDone?: boolean;
}

/** "Today" as the page sees it (the context's time zone), yyyy-MM-dd. */
export async function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * A returning guest: writes the guest store the way the app does, then loads the app. The page must already
 * be on the app's origin (call after `page.goto('/')`).
 */
export async function seedGuest(page: Page, seed: GuestSeed): Promise<void> {
  await page.evaluate(
    ({ seed, keys }) => {
      let n = 0;
      const item = (i: SeedItem, favorite: boolean, stamp: number) => ({
        id: `${stamp}-seed${n++}`,
        name: i.name,
        calories: i.calories,
        protein: i.protein,
        carbs: i.carbs ?? 0,
        fat: i.fat ?? 0,
        units: i.units ?? 'serving',
        quantity: i.quantity ?? 1,
        isFavorite: favorite,
        timestamp: stamp,
      });
      localStorage.setItem(keys.profile, JSON.stringify(seed.profile));
      if (seed.walkthroughDone) localStorage.setItem(keys.walkthroughDone, 'true');
      if (seed.favorites) {
        localStorage.setItem(
          keys.favorites,
          JSON.stringify(seed.favorites.map((f) => item(f, true, Date.now()))),
        );
      }
      for (const [date, items] of Object.entries(seed.days ?? {})) {
        const stamp = Date.parse(`${date}T12:00:00Z`);
        const stored = items.map((i) => item(i, false, stamp));
        const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat') => stored.reduce((s, i) => s + i[k], 0);
        localStorage.setItem(
          `${keys.intakePrefix}${date}`,
          JSON.stringify({
            date,
            items: stored,
            totals: {
              calories: sum('calories'),
              protein: sum('protein'),
              carbs: sum('carbs'),
              fat: sum('fat'),
            },
          }),
        );
      }
    },
    {
      seed: {
        ...seed,
        profile: seed.profile ?? DEFAULT_TEST_PROFILE,
        walkthroughDone: seed.walkthroughDone ?? true,
      },
      keys: { ...KEYS, intakePrefix: KEYS.intake('') },
    },
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
