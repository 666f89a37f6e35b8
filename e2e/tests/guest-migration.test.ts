// Issue 12 (decision 123): a guest who used Forkcast before guests moved to IndexedDB finds everything again.
// The guest store of before (spec section 3's localStorage keys) is written on the app's origin before the app
// ever runs there; the first start moves it into IndexedDB once, and a reload neither loses nor doubles it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_TEST_PROFILE, KEYS, addDays, pageToday, stored } from '../src/app.ts';
import { expectText, expectVisible, until } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import { favoritesBar, foodRows, todaysFood } from '../src/home.ts';

const item = (id: string, name: string, calories: number, favorite = false) => ({
  id,
  name,
  calories,
  protein: 10,
  carbs: 20,
  fat: 5,
  units: 'serving',
  quantity: 1,
  isFavorite: favorite,
  timestamp: 1_763_000_000_000,
});

test(
  "guest data from before IndexedDB: the first start moves localStorage's days, favorites and weight, once",
  journey('guest-migration', async ({ page }) => {
    // A page of the origin that does not start the app: the old store is there before the new app first runs.
    await page.goto('/favicon.svg');
    const today = await pageToday(page);
    const yesterday = addDays(today, -1);
    const legacy: [string, unknown][] = [
      ['forkcast:profile', DEFAULT_TEST_PROFILE],
      ['forkcast:favorites', [item('1763000000000-fav000001', 'Greek yogurt', 150, true)]],
      [
        `forkcast:intake:${today}`,
        {
          date: today,
          items: [item('1763000000000-oats00001', 'Oats', 300), item('1763000000001-eggs00001', 'Eggs', 140)],
          totals: { calories: 440, protein: 20, carbs: 40, fat: 10 },
        },
      ],
      [
        `forkcast:intake:${yesterday}`,
        {
          date: yesterday,
          items: [item('1762900000000-soup00001', 'Soup', 220)],
          totals: { calories: 220, protein: 10, carbs: 20, fat: 5 },
        },
      ],
      ['forkcast:bodyDays', { [today]: { weight: 170.2 } }],
    ];
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, JSON.stringify(v));
    }, legacy);

    await page.goto('/');
    await waitForAppReady(page);
    const food = todaysFood(page);
    await expectVisible(foodRows(food, 'Oats'));
    await expectVisible(foodRows(food, 'Eggs'));
    await expectVisible(favoritesBar(page).getByText('Greek yogurt'));
    await expectText(page.getByRole('region', { name: 'Weight' }), 'Today: 170.2 lb');
    // Moved, not copied: the old keys are gone once the data is in IndexedDB.
    await until(
      () =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((k) => /^forkcast:(profile|favorites|intake:|bodyDays)/.test(k)),
        ),
      (keys) => keys.length === 0,
      'the localStorage guest keys to be removed',
    );
    const day = await stored<{ name: string }[]>(page, KEYS.intake(today));
    assert.deepEqual(
      day?.map((i) => i.name),
      ['Oats', 'Eggs'],
    );
    assert.deepEqual(
      (await stored<{ name: string }[]>(page, KEYS.intake(yesterday)))?.map((i) => i.name),
      ['Soup'],
    );

    // A second start migrates nothing again: the same two rows, once each.
    await page.reload();
    await waitForAppReady(page);
    await expectVisible(foodRows(todaysFood(page), 'Oats'));
    assert.equal(await foodRows(todaysFood(page), 'Oats').count(), 1);
    assert.equal(await todaysFood(page).getByRole('listitem').count(), 2);
  }),
);
