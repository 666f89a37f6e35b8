// Issue 6, accessibility: every action is reachable by keyboard, Escape closes each modal, and focus goes
// back where it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, KEYS, pageToday, seedGuest, stored } from '../src/app.ts';
import { expectAttribute, expectFocused, expectHidden, expectVisible, until } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import { chatBox, dialog, favoritesBar, foodRows, todaysFood } from '../src/home.ts';
import { mealPhoto } from '../src/photos.ts';
import { snap } from '../src/screens.ts';

/** Presses Tab until `target` has focus (at most `limit` times): proves it is in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached with Tab in ${limit} presses`);
}

/** The accessible-ish name of what has focus, for the tab-order record. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('placeholder') ?? '').trim();
  });

test(
  'keyboard: the walkthrough, every home action and every modal by keyboard; Escape closes; focus returns',
  journey('keyboard', async ({ page }) => {
    await page.goto('/');
    const today = await pageToday(page);
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE, walkthroughCompleted: false },
      favorites: [
        { name: 'Apple', calories: 95, protein: 0.5, carbs: 25, fat: 0.3, units: 'medium', quantity: 1 },
      ],
      days: {
        [today]: [
          { name: 'Coffee', calories: 5, protein: 0.3, units: 'cups' },
          { name: 'Bagel', calories: 280, protein: 11, units: 'pieces' },
        ],
      },
    });
    await page.reload();
    await waitForAppReady(page);

    // The walkthrough opens by itself with focus on Next; Escape closes it and it stays closed.
    const tour = page.getByRole('dialog', { name: 'Welcome to Forkcast!' });
    await expectVisible(tour);
    await expectFocused(tour.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('dialog', { name: 'Smart food logging' }));
    await page.keyboard.press('Escape');
    await expectHidden(page.getByRole('dialog'));
    await until(
      () => stored(page, KEYS.profile),
      (p) => p?.walkthroughCompleted === true,
      'closing the tour to mark it complete',
    );

    // Tab order from the top of the page reaches every control of home.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focusedName(page));
    }
    for (const name of [
      'History',
      'Settings',
      'Sign In',
      'Edit targets',
      'Add Item',
      'Edit item',
      'Toggle favorite',
      'Delete item',
      'Edit Quick Add Items',
      'Snap or upload a meal photo',
      'What did you eat?',
      'Sign Up',
    ]) {
      assert.ok(
        [...seen].some((s) => s === name || s.startsWith(name)),
        `${name} is reached by Tab (saw: ${[...seen].join(' | ')})`,
      );
    }

    const food = todaysFood(page);
    const bagel = foodRows(food, 'Bagel');

    // Add Item: opened with Enter, filled by typing, Escape closes it, focus back on the trigger.
    const addItem = food.getByRole('button', { name: 'Add Item' });
    await tabTo(page, addItem);
    await page.keyboard.press('Enter');
    const add = dialog(page, 'Add Food Item');
    await expectVisible(add);
    await page.keyboard.press('Escape');
    await expectHidden(add);
    await expectFocused(addItem);
    // ...and used for real: typed, submitted with Enter.
    await page.keyboard.press('Enter');
    await expectVisible(add);
    await add.getByRole('textbox', { name: 'Food name' }).focus();
    await page.keyboard.type('Orange juice');
    await add.getByRole('textbox', { name: 'Calories' }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('110');
    await page.keyboard.press('Enter');
    await expectHidden(add);
    await expectVisible(foodRows(food, 'Orange juice'));

    // Edit item: Enter opens, Escape closes, focus returns to that row's Edit item.
    const editBagel = bagel.getByRole('button', { name: 'Edit item' });
    await tabTo(page, editBagel);
    await page.keyboard.press('Enter');
    const edit = dialog(page, 'Edit Food Item');
    await expectVisible(edit);
    await page.keyboard.press('Escape');
    await expectHidden(edit);
    await expectFocused(editBagel);

    // Toggle favorite with Space, Delete item with Enter.
    const star = bagel.getByRole('button', { name: 'Toggle favorite' });
    await tabTo(page, star);
    await page.keyboard.press(' ');
    await expectAttribute(star, 'aria-pressed', 'true');
    const coffeeDelete = foodRows(food, 'Coffee').getByRole('button', { name: 'Delete item' });
    await tabTo(page, coffeeDelete);
    await page.keyboard.press('Enter');
    await expectHidden(foodRows(food, 'Coffee'));

    // Edit Quick Add Items: Escape closes it (spec section 2), focus back on its pencil.
    const quickEdit = page.getByRole('button', { name: 'Edit Quick Add Items' });
    await tabTo(page, quickEdit);
    await page.keyboard.press('Enter');
    const quick = dialog(page, 'Edit Quick Add Items');
    await expectVisible(quick);
    await checkA11y(page, 'edit-quick-add-dialog');
    await snap(page, 'edit-quick-add-dialog');
    await page.keyboard.press('Escape');
    await expectHidden(quick);
    await expectFocused(quickEdit);

    // A favorite chip opens the prefilled form; Escape closes it, focus back on the chip.
    const apple = favoritesBar(page).getByRole('button', { name: /^Apple\b/ });
    await tabTo(page, apple);
    await page.keyboard.press('Enter');
    const prefilled = dialog(page, 'Add Food Item');
    await expectVisible(prefilled);
    await page.keyboard.press('Escape');
    await expectHidden(prefilled);
    await expectFocused(apple);

    // The photo description: Escape cancels, focus back on the photo button, nothing analysed.
    const photoButton = page.getByRole('button', { name: 'Snap or upload a meal photo' });
    await tabTo(page, photoButton);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'meal.jpg', mimeType: 'image/jpeg', buffer: await mealPhoto(page) });
    const describe = dialog(page, 'Add Description (Optional)');
    await expectVisible(describe);
    await page.keyboard.press('Escape');
    await expectHidden(describe);
    await expectFocused(photoButton);

    // The chat box: typed and sent with Enter.
    await tabTo(page, chatBox(page));
    await page.keyboard.type('a banana');
    await page.keyboard.press('Enter');
    await expectVisible(foodRows(food, 'Banana'));
    await expectFocused(chatBox(page));

    // History by keyboard: a day opens and closes with Enter.
    const history = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'History' });
    await tabTo(page, history);
    await page.keyboard.press('Enter');
    const todayRow = page.getByRole('button', { name: /\(Today\)/ });
    await tabTo(page, todayRow);
    await page.keyboard.press('Enter');
    await expectAttribute(todayRow, 'aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expectAttribute(todayRow, 'aria-expanded', 'false');
  }),
);
