// Issue 14 (items 1, 2 and 4): meals from the words, the day viewed by meal, a meal changed in the Edit dialog,
// copy and repeat from History's expanded day, and the fiber, sugars and sodium of database foods.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, addDays, navigate, pageToday, seedGuest } from '../src/app.ts';
import { expectCount, expectEnabled, expectHidden, expectText, expectVisible, until } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import { card, dialog, foodRows, tellChat, todaysFood } from '../src/home.ts';
import { snap } from '../src/screens.ts';

test(
  'meals, copy and nutrients: "for lunch I had ...", view by meal, change a meal, copy a past meal, log again, chat to a past day',
  journey(
    'meals',
    async ({ page }) => {
      await page.goto('/');
      const today = await pageToday(page);
      const yesterday = addDays(today, -1);
      await seedGuest(page, {
        profile: { ...DEFAULT_TEST_PROFILE },
        days: {
          [yesterday]: [
            { name: 'Oatmeal', calories: 150, protein: 5, meal: 'breakfast', fiber: 4, sodium: 115 },
            { name: 'Lentil soup', calories: 300, protein: 18, meal: 'dinner', fiber: 11.2, sodium: 840 },
          ],
        },
      });
      await page.reload();
      await waitForAppReady(page);
      const food = todaysFood(page);

      // The words name the meal: both items are Lunch, whatever the hour; database foods bring their fiber.
      await tellChat(page, 'for lunch I had a turkey sandwich and an apple');
      await expectCount(food.getByRole('listitem'), 2);
      const apple = foodRows(food, 'Apple');
      await expectText(apple, /Lunch ·/);
      await expectText(foodRows(food, 'Turkey sandwich'), /Lunch ·/);
      const nutrients = food.getByTestId('day-nutrients');
      await expectText(nutrients, /Fiber [\d.]+g · Sugars [\d.]+g · Sodium [\d,]+mg/);

      // The day by meal: a Lunch heading with both items.
      await food.getByRole('button', { name: 'View by meal' }).click();
      const lunch = food.getByRole('region', { name: 'Lunch' });
      await expectCount(lunch.getByRole('listitem'), 2);
      await checkA11y(page, 'home-by-meal');
      await snap(page, 'home-by-meal');

      // The meal is changeable: the apple becomes a snack; carbs and fat are edited in the same dialog.
      await apple.getByRole('button', { name: 'Edit item: Apple' }).click();
      const edit = dialog(page, 'Edit Food Item');
      await edit.getByLabel('Meal').selectOption('Snacks');
      await edit.getByLabel('Fat (g)').fill('1');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expectHidden(edit);
      await expectCount(food.getByRole('region', { name: 'Snacks' }).getByRole('listitem'), 1);
      await expectCount(lunch.getByRole('listitem'), 1);

      // History: yesterday's breakfast copied to today, the soup logged again, then the whole day.
      await navigate(page, 'History');
      const day = page.getByRole('button', { name: new RegExp(`^${await dayLabel(page, yesterday)}`) });
      await day.click();
      const panel = page.locator(`#${await day.getAttribute('aria-controls')}`);
      await expectText(panel, /Fiber 15\.2g · Sodium 955mg/);
      await panel.getByRole('button', { name: 'View by meal' }).click();
      await panel.getByRole('button', { name: 'Copy Breakfast to today' }).click();
      await expectVisible(page.getByText('Breakfast copied to today'));
      await panel.getByRole('button', { name: 'Log again: Lentil soup' }).click();
      await expectVisible(page.getByText('Lentil soup logged again today'));
      await checkA11y(page, 'history-copy');

      await navigate(page, 'Forkcast');
      // The copied oatmeal keeps its meal (Breakfast) whatever the hour.
      await expectText(foodRows(food, 'Oatmeal'), /Breakfast ·/);
      await expectVisible(foodRows(food, 'Lentil soup'));
      // The copies keep their nutrients: today's fiber now includes the oatmeal's 4 g and the soup's 11.2 g.
      const fiber = await until(
        async () => Number(/Fiber ([\d.]+)g/.exec(await nutrients.innerText())?.[1] ?? 0),
        (n) => n > 15.2,
        "today's fiber with the copies",
      );
      assert.ok(fiber > 15.2, `fiber ${fiber}`);

      // The chat box logs to the past day being viewed; 'Next day' stops at today.
      await page.getByRole('button', { name: 'Previous day' }).click();
      const past = card(page, `Food on ${await dayLabel(page, yesterday)}`);
      await expectVisible(past);
      await tellChat(page, 'a banana');
      await expectVisible(foodRows(past, 'Banana'));
      await page.getByRole('button', { name: 'Next day' }).click();
      await expectVisible(food);
      await expectEnabled(page.getByRole('button', { name: 'Next day' }), false);
      await expectCount(foodRows(food, 'Banana'), 0);
    },
    { server: 'no-ai' },
  ),
);

/** The History row's label for a date ('Mon, Nov 23'), as the page formats it. */
async function dayLabel(page: Page, date: string): Promise<string> {
  return page.evaluate(
    (d) =>
      new Date(`${d}T12:00:00`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
    date,
  );
}

test(
  "saved meals: a day's breakfast saved as a meal, logged again in one tap, edited in Settings",
  journey(
    'saved-meals',
    async ({ page }) => {
      await page.goto('/');
      await seedGuest(page, {
        profile: { ...DEFAULT_TEST_PROFILE },
        days: {
          [await pageToday(page)]: [
            { name: 'Oatmeal', calories: 150, protein: 5, meal: 'breakfast', fiber: 4 },
            { name: 'Blueberries', calories: 85, protein: 1, meal: 'breakfast', fiber: 3.6 },
            { name: 'Coffee', calories: 2, protein: 0, meal: 'breakfast' },
          ],
        },
      });
      await page.reload();
      await waitForAppReady(page);
      const food = todaysFood(page);

      await food.getByRole('button', { name: 'View by meal' }).click();
      await food.getByRole('button', { name: 'Save Breakfast as a meal' }).click();
      await expectVisible(page.getByText('Usual breakfast saved to Quick Add'));

      // One tap logs the three foods again, each with its own values.
      const chip = page.getByRole('button', { name: 'Log Usual breakfast (3 foods)' });
      await expectText(chip, '237 cal');
      await chip.click();
      // A saved meal's foods go to the meal of the time they are logged (decision 149), Breakfast only before 11:00:
      // counted over every meal, so the journey holds at any hour.
      await expectCount(food.getByRole('region').getByRole('listitem'), 6);
      await checkA11y(page, 'home-saved-meal');

      // Settings: the coffee out and the meal made for two.
      await navigate(page, 'Settings');
      await page.getByRole('button', { name: 'Edit Usual breakfast' }).click();
      const edit = dialog(page, 'Edit saved meal');
      await edit.getByRole('button', { name: 'Remove Coffee from Usual breakfast' }).click();
      await edit.getByLabel('Servings').fill('2');
      await expectText(edit, 'One serving: 118 cal');
      await checkA11y(page, 'settings-saved-meal');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectHidden(edit);

      await navigate(page, 'Forkcast');
      await expectText(page.getByRole('button', { name: 'Log Usual breakfast (2 foods)' }), '118 cal');
    },
    { server: 'no-ai' },
  ),
);
