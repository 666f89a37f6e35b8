// Issue 12: a signed-in person keeps logging offline. Changes are kept in the browser, queued, and sent when
// the server can be reached; a reload offline shows them; a second browser then shows exactly the same day;
// two browsers editing one day while one is offline keep both additions and double nothing; sign-out leaves
// no diary behind.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInByApi, signUpByApi, uniqueEmail } from '../src/accounts.ts';
import { DEFAULT_TEST_PROFILE, pageToday } from '../src/app.ts';
import { expectHidden, expectText, expectVisible, until } from '../src/expect.ts';
import { journey, newPerson, waitForAppReady } from '../src/harness.ts';
import { dialog, favoritesBar, foodRows, todaysFood } from '../src/home.ts';

const PASSWORD = 'a long enough password';

const status = (page: Page) => page.getByTestId('sync-status');

async function addItem(page: Page, name: string, calories: number): Promise<void> {
  const food = todaysFood(page);
  await food.getByRole('button', { name: 'Add Item' }).click();
  const add = dialog(page, 'Add Food Item');
  await add.getByRole('textbox', { name: 'Food name' }).fill(name);
  await add.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await add.getByRole('textbox', { name: 'Calories' }).fill(String(calories));
  await add.getByRole('textbox', { name: 'Protein (g)' }).fill('5');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expectHidden(add);
  await expectVisible(foodRows(food, name));
}

/** Today's rows as the person sees them. */
async function dayText(page: Page): Promise<string[]> {
  const rows = todaysFood(page).getByRole('listitem');
  // The 'New' badge (after the name) marks what this browser added lately; the data is the rest.
  return (await rows.allInnerTexts())
    .map((t) =>
      t
        .replace(/\s+/g, ' ')
        .replace(/New(?= )/, '')
        .trim(),
    )
    .sort();
}

test(
  'signed in and offline: add, edit, delete and favorite; reload offline; a second browser sees the same day',
  journey('local-first', async (person) => {
    const { page, context, env } = person;
    const email = uniqueEmail('offline-user');
    await signUpByApi(env.baseUrl, email, PASSWORD);
    await signInByApi(person, email, PASSWORD);
    // The seeded default profile would start the walkthrough; this person has done it.
    const saved = await page.request.put('/api/profile', {
      data: DEFAULT_TEST_PROFILE,
      headers: { origin: env.baseUrl },
    });
    assert.equal(saved.status(), 200);
    await person.open();
    await expectText(status(page), 'Auto-saved');
    await until(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      (v) => v,
      'the service worker to control the page',
      30_000,
    );
    await addItem(page, 'Porridge', 300);
    await expectText(status(page), 'Auto-saved');

    await context.setOffline(true);
    await addItem(page, 'Banana', 105);
    await addItem(page, 'Coffee', 5);
    const food = todaysFood(page);
    await foodRows(food, 'Banana').getByRole('button', { name: 'Edit item' }).click();
    const edit = dialog(page, 'Edit Food Item');
    await edit.getByRole('textbox', { name: 'Calories' }).fill('120');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectHidden(edit);
    await foodRows(food, 'Porridge').getByRole('button', { name: 'Delete item' }).click();
    await expectHidden(foodRows(food, 'Porridge'));
    await foodRows(food, 'Coffee').getByRole('button', { name: 'Toggle favorite' }).click();
    await expectVisible(favoritesBar(page).getByText('Coffee'));
    // Issue 13's weigh-in is an operation too (decision 124): it works offline.
    const weight = page.getByRole('region', { name: 'Weight' });
    await weight.getByRole('button', { name: 'Log Weight' }).click();
    await weight.getByRole('spinbutton', { name: 'Weight (lb)' }).fill('170.4');
    await weight.getByRole('button', { name: 'Save' }).click();
    await expectText(weight, 'Today: 170.4 lb');
    await expectText(status(page), /^(Offline|Waiting to sync \(6\))$/);

    // Reload with no network: the app shell from the service worker, the session and the data from this browser.
    await page.reload();
    await waitForAppReady(page);
    await expectVisible(page.getByRole('button', { name: 'Sign Out' }));
    await expectVisible(foodRows(todaysFood(page), 'Banana'));
    await expectVisible(foodRows(todaysFood(page), 'Coffee'));
    await expectHidden(foodRows(todaysFood(page), 'Porridge'));
    await expectVisible(favoritesBar(page).getByText('Coffee'));
    await expectText(page.getByRole('region', { name: 'Weight' }), 'Today: 170.4 lb');
    await expectText(status(page), 'Offline');
    const offlineDay = await dayText(page);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectText(status(page), 'Auto-saved', 20_000);

    // A second browser shows exactly the same day.
    const other = await newPerson();
    try {
      await signInByApi(other, email, PASSWORD);
      await other.open();
      await expectVisible(foodRows(todaysFood(other.page), 'Banana'));
      assert.deepEqual(await dayText(other.page), offlineDay);
      await expectVisible(favoritesBar(other.page).getByText('Coffee'));
      await expectText(other.page.getByRole('region', { name: 'Weight' }), 'Today: 170.4 lb');

      // Both edit the same day while the first is offline: both additions kept, nothing doubled.
      await context.setOffline(true);
      await addItem(page, 'Apple', 95);
      await addItem(other.page, 'Yogurt', 150);
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expectText(status(page), 'Auto-saved', 20_000);
      await expectVisible(foodRows(todaysFood(page), 'Yogurt'), 20_000);
      // The other browser sees the change when it gets focus.
      await other.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectVisible(foodRows(todaysFood(other.page), 'Apple'), 20_000);
      const first = await dayText(page);
      assert.deepEqual(await dayText(other.page), first);
      assert.equal(first.filter((t) => t.startsWith('Apple')).length, 1);
      assert.equal(first.filter((t) => t.startsWith('Yogurt')).length, 1);
      const today = await pageToday(page);
      const server = (await (await page.request.get(`/api/days/${today}`)).json()) as {
        items: { name: string }[];
      };
      assert.deepEqual(server.items.map((i) => i.name).sort(), ['Apple', 'Banana', 'Coffee', 'Yogurt']);
    } finally {
      await other.context.close();
    }

    // Sign-out on a shared computer: no diary left in this browser.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sign In' }).first());
    const left = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      return {
        names: names.filter((n) => n.startsWith('forkcast-account-')),
        account: localStorage.getItem('forkcast:account'),
      };
    });
    assert.deepEqual(left, { names: [], account: null });
  }),
);
