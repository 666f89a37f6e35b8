// A guest with a week of data signs up (spec section 4 and issue 4: the guest's data moves into the
// account), signs out, and signs in from a second, empty browser: the same data is there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y } from '../src/a11y.ts';
import { uniqueEmail } from '../src/accounts.ts';
import { DEFAULT_TEST_PROFILE, KEYS, addDays, navigate, pageToday, seedGuest, stored } from '../src/app.ts';
import {
  expectAttribute,
  expectHidden,
  expectText,
  expectValue,
  expectVisible,
  until,
} from '../src/expect.ts';
import { journey, newPerson, waitForAppReady } from '../src/harness.ts';
import { card, favoritesBar, foodRows, tellChat, todaysFood } from '../src/home.ts';
import { snap } from '../src/screens.ts';
import type { Page } from 'playwright-core';

/** What History's week shows, row by row: the day and its numbers (the data a person can see). */
async function weekRows(page: Page): Promise<string[]> {
  await navigate(page, 'History');
  const rows = card(page, 'Daily Breakdown - Past 7 Days')
    .getByRole('listitem')
    .filter({ has: page.locator('button[aria-expanded]') });
  await until(
    () => rows.count(),
    (n) => n === 7,
    'seven history rows',
  );
  // Rows load their numbers with the days: wait until the logged ones show.
  await until(
    () => rows.allInnerTexts(),
    (texts) => texts.filter((t) => !t.includes('Not logged')).length === 6,
    'six logged days in the week',
  );
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

test(
  'a guest with a week of data signs up, signs out, and finds the same data from another browser',
  journey('account', async ({ page }) => {
    const email = uniqueEmail('guest-turned-user');
    const password = 'a long enough password';

    await page.goto('/');
    const today = await pageToday(page);
    const days: Record<string, { name: string; calories: number; protein: number }[]> = {};
    for (let n = 0; n < 7; n++) {
      if (n === 4) continue; // one day not logged
      days[addDays(today, -n)] = [
        { name: `Breakfast ${n}`, calories: 400 + 10 * n, protein: 20 + n },
        { name: `Dinner ${n}`, calories: 900 + 20 * n, protein: 45 + n },
      ];
    }
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE, targetCalories: 1850, targetProtein: 115 },
      favorites: [{ name: 'Greek yogurt', calories: 150, protein: 15, units: 'cups', quantity: 1 }],
      days,
    });
    await page.reload();
    await waitForAppReady(page);
    const guestWeek = await weekRows(page);

    // Sign up from the account card in Settings.
    await navigate(page, 'Settings');
    await expectVisible(page.getByRole('heading', { name: 'Save Your Data' }));
    await card(page, 'Save Your Data').getByRole('button', { name: 'Sign Up' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Create Account' }));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sign Out' }), 20_000);

    // The week is now the account's (and the browser's copy is gone: it moved, it was not duplicated).
    assert.deepEqual(await weekRows(page), guestWeek);
    await until(
      () => stored(page, KEYS.intake(today)),
      (v) => v === null,
      'the guest copy to be cleared',
    );
    await navigate(page, 'Settings');
    await expectVisible(page.getByRole('heading', { name: 'Account Connected' }));
    await expectText(card(page, 'Account Connected'), email);
    await expectValue(page.getByRole('textbox', { name: 'Calories' }), '1850');
    await expectVisible(card(page, 'Favorite Foods').getByText('Greek yogurt'));
    await checkA11y(page, 'settings-account');
    await snap(page, 'settings-account');

    // Sign out: back to the entry flow, nothing of the account left on screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));

    // A second, empty browser signs in and sees the same week, targets and favorites.
    const other = await newPerson();
    try {
      const p2 = other.page;
      await other.open();
      await p2.getByRole('button', { name: 'Sign In' }).click();
      await p2.getByRole('textbox', { name: 'Email' }).fill(email);
      await p2.getByLabel('Password', { exact: true }).fill(password);
      await p2.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      await expectVisible(p2.getByRole('button', { name: 'Sign Out' }), 20_000);
      await expectVisible(foodRows(todaysFood(p2), 'Breakfast 0'));
      await expectVisible(foodRows(todaysFood(p2), 'Dinner 0'));
      assert.deepEqual(await weekRows(p2), guestWeek);
      await navigate(p2, 'Settings');
      await expectValue(p2.getByRole('textbox', { name: 'Calories' }), '1850');
      await expectVisible(card(p2, 'Favorite Foods').getByText('Greek yogurt'));

      // Signed in, logging goes to the server: a chat entry, a favorite, and a past day's item in History.
      await navigate(p2, 'Forkcast');
      await tellChat(p2, 'a banana');
      const banana = foodRows(todaysFood(p2), 'Banana');
      await expectVisible(banana);
      await banana.getByRole('button', { name: 'Toggle favorite' }).click();
      await expectAttribute(banana.getByRole('button', { name: 'Toggle favorite' }), 'aria-pressed', 'true');
      await navigate(p2, 'History');
      const fourDaysAgo = card(p2, 'Daily Breakdown - Past 7 Days')
        .getByRole('listitem')
        .filter({ has: p2.locator('button[aria-expanded]') })
        .nth(4);
      await expectText(fourDaysAgo, 'Not logged');
      await fourDaysAgo.getByRole('button').first().click();
      await fourDaysAgo.getByRole('button', { name: 'Add Item' }).click();
      const add = p2.getByRole('dialog', { name: 'Add Food Item' });
      await add.getByRole('textbox', { name: 'Food name' }).fill('Late snack');
      await add.getByRole('textbox', { name: 'Calories' }).fill('330');
      await add.getByRole('textbox', { name: 'Protein (g)' }).fill('12');
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expectHidden(add);
      await expectText(fourDaysAgo, '330 cal · 12g protein');
      // All of it is on the server: a reload shows it again.
      await p2.reload();
      await waitForAppReady(p2);
      await expectVisible(foodRows(todaysFood(p2), 'Banana'));
      await expectVisible(favoritesBar(p2).getByRole('button', { name: /^Banana\b/ }));
      await navigate(p2, 'History');
      await expectText(
        card(p2, 'Daily Breakdown - Past 7 Days')
          .getByRole('listitem')
          .filter({ has: p2.locator('button[aria-expanded]') })
          .nth(4),
        '330 cal · 12g protein',
      );
      await navigate(p2, 'Settings');

      // Deleting the account (settings): confirmed in a dialog, then the address no longer signs in.
      await p2.getByRole('button', { name: 'Delete account' }).click();
      const confirm = p2.getByRole('dialog', { name: 'Delete account?' });
      await expectVisible(confirm);
      await checkA11y(p2, 'delete-account-dialog');
      await snap(p2, 'delete-account-dialog');
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await expectVisible(p2.getByRole('button', { name: 'Get Started' }), 20_000);
      await p2.getByRole('button', { name: 'Sign In' }).click();
      await p2.getByRole('textbox', { name: 'Email' }).fill(email);
      await p2.getByLabel('Password', { exact: true }).fill(password);
      await p2.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      await expectText(p2.getByRole('alert'), /invalid email or password|login failed/i);
      assert.equal(other.pageErrors.length, 0, `no uncaught errors: ${other.pageErrors[0]?.message}`);
    } finally {
      await other.context.close();
    }
  }),
);
