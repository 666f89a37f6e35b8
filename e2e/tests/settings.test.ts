// Settings (spec section 2 and section 4): a goal change recomputes the targets and saves automatically;
// units switch to metric and back without losing the stored pounds and inches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_TEST_PROFILE, KEYS, navigate, seedGuest, stored } from '../src/app.ts';
import { checkA11y } from '../src/a11y.ts';
import { expectFocused, expectHidden, expectText, expectValue, expectVisible, until } from '../src/expect.ts';
import { journey } from '../src/harness.ts';
import { snap } from '../src/screens.ts';

/** Spec section 9, by hand: Mifflin-St Jeor for a 30-year-old woman, 150 lb, 66 in, moderate (x1.55). */
const KG = 150 * 0.453592;
const CM = 66 * 2.54;
const TDEE = Math.round((10 * KG + 6.25 * CM - 5 * 30 - 161) * 1.55);

test(
  'settings: a goal change recomputes the targets and auto-saves; units switch to metric and back',
  journey('settings', async ({ page }) => {
    await page.goto('/');
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE },
      favorites: [{ name: 'Granola', calories: 240, protein: 6, units: 'cups', quantity: 0.5 }],
    });
    await page.reload();
    await navigate(page, 'Settings');

    await expectVisible(page.getByRole('heading', { name: 'Daily Goals' }));
    await expectVisible(page.getByRole('heading', { name: 'Profile' }));
    await expectVisible(page.getByRole('heading', { name: 'Favorite Foods' }));
    const status = page.getByRole('status').filter({ hasText: /Auto-saved|Saving/ });
    await expectText(status, 'Auto-saved');
    await expectText(
      page.getByText(/maintenance [\d,]+ kcal\/day/),
      `maintenance ${TDEE.toLocaleString('en-US')} kcal/day`,
    );
    await checkA11y(page, 'settings');
    await snap(page, 'settings');

    const calories = page.getByRole('textbox', { name: 'Calories' });
    await expectValue(calories, '2000');

    // Spec section 4: lose sets the rate to 0.5 lb/week: 0.5 x 3500 / 7 = 250 kcal under maintenance.
    await page.getByRole('combobox', { name: 'Goal' }).selectOption({ label: 'Lose weight' });
    await expectValue(calories, String(TDEE - 250));
    await expectVisible(page.getByText('Lose 0.5 lb/week', { exact: false }));
    await expectValue(page.getByRole('textbox', { name: /Rate/ }), '0.5');
    await expectVisible(page.getByText('Recommended: 0.5-1 lb per week'));
    await expectText(status, 'Auto-saved');

    // Saved: the stored profile carries the new goal and target, and a reload shows them.
    const saved = await until(
      () => stored(page, KEYS.profile),
      (p) => p?.targetCalories === TDEE - 250,
      'the profile to be saved',
    );
    assert.equal(saved?.customWeightChange, -0.5);
    await page.reload();
    await navigate(page, 'Settings');
    await expectValue(page.getByRole('textbox', { name: 'Calories' }), String(TDEE - 250));
    await expectValue(page.getByRole('combobox', { name: 'Goal' }), 'lose');

    // Units: metric shows kilograms and centimetres; back to imperial shows the same pounds and inches.
    await page.getByRole('combobox', { name: 'Units' }).selectOption({ label: 'Metric (kg, cm)' });
    await expectValue(page.getByRole('textbox', { name: 'Weight (kg)' }), /^68(\.0\d?)?$/);
    await expectValue(page.getByRole('textbox', { name: 'Height (cm)' }), /^167\.6|^168$/);
    await expectText(status, 'Auto-saved');
    await snap(page, 'settings-metric');
    await page.getByRole('combobox', { name: 'Units' }).selectOption({ label: 'Imperial (lb, ft/in)' });
    await expectValue(page.getByRole('textbox', { name: 'Weight (lb)' }), '150');
    await expectValue(page.getByRole('textbox', { name: 'Feet' }), '5');
    await expectValue(page.getByRole('textbox', { name: 'Inches' }), '6');
    await expectText(status, 'Auto-saved');
    const after = await until(
      () => stored(page, KEYS.profile),
      (p) => p?.unitSystem === 'imperial',
      'the units to be saved',
    );
    assert.equal(after?.weight, 150);
    assert.equal(after?.height, 66);

    // Favorite Foods: an edit dialog, closed with Escape, focus back on its button.
    const editGranola = page.getByRole('button', { name: 'Edit Granola' });
    await editGranola.click();
    const editFavorite = page.getByRole('dialog', { name: 'Edit favorite' });
    await expectVisible(editFavorite);
    await checkA11y(page, 'settings-edit-favorite-dialog');
    await snap(page, 'settings-edit-favorite-dialog');
    await page.keyboard.press('Escape');
    await expectHidden(editFavorite);
    await expectFocused(editGranola);

    // Clearing guest data (spec section 4) leads to the fallback welcome.
    await page.getByRole('button', { name: 'Clear data' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear data?' });
    await expectVisible(clear);
    await checkA11y(page, 'clear-data-dialog');
    await snap(page, 'clear-data-dialog');
    await clear.getByRole('button', { name: 'Clear data' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sign In / Sign Up' }));
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));
    assert.equal(await stored(page, KEYS.profile), null);
    assert.equal(await stored(page, KEYS.favorites), null);
    await checkA11y(page, 'fallback-welcome');
    await snap(page, 'fallback-welcome');
  }),
);
