// The other ways to log (spec sections 1, 2 and 5): a meal photo read by the (fake) vision model, a manual
// entry (and one from the food database), and the prefilled form opened from a favorite.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, addDays, pageToday, seedGuest } from '../src/app.ts';
import {
  expectEnabled,
  expectFocused,
  expectHidden,
  expectText,
  expectValue,
  expectVisible,
  until,
} from '../src/expect.ts';
import { fakeAiRequests } from '../src/fake-ai.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import {
  chatBox,
  dialog,
  expectBarsMatchRows,
  expectNewBadges,
  favoritesBar,
  foodRows,
  recordNewBadges,
  rowNumbers,
  todaysFood,
} from '../src/home.ts';
import { mealPhoto } from '../src/photos.ts';
import { snap } from '../src/screens.ts';

test(
  'logging: a meal photo with a description, a manual item, a database food, a favorite and a suggestion prefilled',
  journey('logging', async ({ page, env }) => {
    await page.goto('/');
    const today = await pageToday(page);
    const plantainDay = [{ name: 'Baked plantain', calories: 180, protein: 1.5, units: 'cups', quantity: 1 }];
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE },
      favorites: [
        { name: 'Oatmeal', calories: 150, protein: 5, carbs: 27, fat: 3, units: 'cups', quantity: 1 },
      ],
      // Eaten on four of the last days: a suggestion both 'Recent' and 'Frequent' (spec section 9).
      days: Object.fromEntries([1, 2, 3, 5].map((n) => [addDays(today, -n), plantainDay])),
    });
    await page.reload();
    await waitForAppReady(page);
    const food = todaysFood(page);

    // A photo: the description dialog, then the model's items, New, in today's list.
    const photoButton = page.getByRole('button', { name: 'Snap or upload a meal photo' });
    const chooser = page.waitForEvent('filechooser');
    await photoButton.click();
    const photo = await mealPhoto(page);
    await (await chooser).setFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: photo });
    const describe = dialog(page, 'Add Description (Optional)');
    await expectVisible(describe);
    await expectVisible(describe.getByRole('img', { name: 'The meal photo' }));
    await checkA11y(page, 'photo-description-dialog');
    await snap(page, 'photo-description-dialog');
    await describe.getByRole('textbox', { name: 'Description' }).fill('salmon with rice, about a cup');
    await recordNewBadges(page);
    await describe.getByRole('button', { name: 'Analyze Photo' }).click();
    await expectHidden(describe);
    await expectVisible(foodRows(food, 'Grilled salmon'));
    await expectVisible(foodRows(food, 'Steamed white rice'));
    await expectNewBadges(page, ['Grilled salmon', 'Steamed white rice']);
    const [sent] = await fakeAiRequests(env.fakeAiUrl);
    assert.equal(sent?.kind, 'photo');
    assert.equal(sent?.imagePrefix, 'data:image/jpeg;base64,');
    assert.equal(sent?.imageBytes, photo.length, 'the photo reaches the model whole');
    assert.match(sent?.userText ?? '', /salmon with rice, about a cup/);
    assert.equal(sent?.temperature, 0.1);
    assert.equal(sent?.maxTokens, 1000);
    await expectFocused(page.getByRole('button', { name: 'Snap or upload a meal photo' }));
    await expectBarsMatchRows(page);

    // Manual add: the submit waits for a name; a manual item has no carbs or fat (spec section 5).
    const addItem = food.getByRole('button', { name: 'Add Item' });
    await addItem.click();
    const add = dialog(page, 'Add Food Item');
    await expectVisible(add);
    await checkA11y(page, 'add-item-dialog');
    await snap(page, 'add-item-dialog');
    await expectEnabled(add.getByRole('button', { name: 'Add Item' }), false);
    await add.getByRole('textbox', { name: 'Food name' }).fill('Protein shake');
    await add.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await add.getByRole('combobox', { name: 'Units' }).selectOption('cups');
    await add.getByRole('textbox', { name: 'Calories' }).fill('210');
    await add.getByRole('textbox', { name: 'Protein (g)' }).fill('30');
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expectHidden(add);
    await expectFocused(addItem);
    const shake = foodRows(food, 'Protein shake');
    await expectVisible(shake);
    assert.deepEqual(await rowNumbers(shake), { quantity: 2, units: 'cups', calories: 210, protein: 30 });

    // A food from the built-in database: search, pick, and its portion fills the numbers.
    await addItem.click();
    await expectVisible(add);
    await add.getByRole('searchbox', { name: 'Search food database' }).fill('banana');
    const results = add.getByRole('region', { name: 'Food database results' });
    const banana = results.getByRole('button', { name: /banana/i }).first();
    await expectVisible(banana);
    const bananaName = (await banana.locator('span').first().innerText()).trim();
    await banana.click();
    await expectValue(add.getByRole('textbox', { name: 'Food name' }), bananaName);
    await expectVisible(add.getByRole('combobox', { name: 'Portion' }));
    await until(
      () => add.getByRole('textbox', { name: 'Calories' }).inputValue(),
      (v) => Number(v) > 0,
      'the portion to fill the calories',
    );
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expectHidden(add);
    await expectVisible(foodRows(food, bananaName));

    // A favorite from the bottom bar opens the prefilled form; quantity rescales every number.
    await favoritesBar(page)
      .getByRole('button', { name: /^Oatmeal\b/ })
      .click();
    const prefilled = dialog(page, 'Add Food Item');
    await expectVisible(prefilled);
    await expectValue(prefilled.getByRole('textbox', { name: 'Food name' }), 'Oatmeal');
    await expectValue(prefilled.getByLabel('Quantity'), '1');
    await expectValue(prefilled.getByRole('combobox', { name: 'Units' }), 'cups');
    await prefilled.getByLabel('Quantity').fill('0');
    await prefilled.getByRole('button', { name: 'Add to Today' }).click();
    await expectText(prefilled.getByRole('alert'), 'Please enter a valid quantity');
    await prefilled.getByLabel('Quantity').fill('2');
    await expectValue(prefilled.getByRole('textbox', { name: 'Calories' }), '300');
    await expectValue(prefilled.getByRole('textbox', { name: 'Protein (g)' }), '10');
    await expectValue(prefilled.getByRole('textbox', { name: 'Carbs (g)' }), '54');
    await expectValue(prefilled.getByRole('textbox', { name: 'Fat (g)' }), '6');
    await prefilled.getByRole('textbox', { name: 'Food name' }).fill('');
    await prefilled.getByRole('button', { name: 'Add to Today' }).click();
    await expectText(prefilled.getByRole('alert'), 'Please enter a food name');
    await prefilled.getByRole('textbox', { name: 'Food name' }).fill('Oatmeal');
    await prefilled.getByRole('button', { name: 'Add to Today' }).click();
    await expectHidden(prefilled);
    const oatmeal = foodRows(food, 'Oatmeal');
    await expectVisible(oatmeal);
    assert.deepEqual(await rowNumbers(oatmeal), { quantity: 2, units: 'cups', calories: 300, protein: 10 });

    // Five items: four shown, then 'Show All (5)' and 'Show Less' (spec sections 2 and 9).
    const showAll = food.getByRole('button', { name: 'Show All (5)' });
    await expectVisible(showAll);
    await showAll.click();
    await expectVisible(food.getByRole('button', { name: 'Show Less' }));
    await expectBarsMatchRows(page);
    await snap(page, 'home-show-all');
    await food.getByRole('button', { name: 'Show Less' }).click();
    await expectVisible(food.getByRole('button', { name: 'Show All (5)' }));

    // Typing shows suggestions from history instead of favorites; one opens the prefilled form.
    await chatBox(page).fill('plant');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    const plantain = suggestions.getByRole('button', { name: /^Baked plantain\b/ });
    await expectVisible(plantain);
    await expectText(plantain, 'Recent');
    await expectText(plantain, 'Frequent');
    await checkA11y(page, 'home-suggestions');
    await snap(page, 'home-suggestions');
    await plantain.click();
    const fromSuggestion = dialog(page, 'Add Food Item');
    await expectValue(fromSuggestion.getByRole('textbox', { name: 'Food name' }), 'Baked plantain');
    await fromSuggestion.getByRole('button', { name: 'Add to Today' }).click();
    await expectHidden(fromSuggestion);
    await expectVisible(food.getByRole('button', { name: 'Show All (6)' }));
  }),
);
