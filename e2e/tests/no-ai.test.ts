// The product's default (no keys, no AI provider: `npm start` on a fresh machine), on a second server started
// without any AI settings: typed meals go through the built-in USDA parser, and a photo gets the server's
// own words for why it cannot be read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, seedGuest } from '../src/app.ts';
import { expectCount, expectHidden, expectText, expectValue, expectVisible } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import {
  answerTo,
  card,
  chatBox,
  expectBarsMatchRows,
  rowNumbers,
  tellChat,
  todaysFood,
} from '../src/home.ts';
import { snap } from '../src/screens.ts';

/** Spec section 8. */
const TEXT_FAILED = "Sorry, I couldn't understand that. Please try again with a clearer description.";
/** packages/server/src/services/analyze.ts, PHOTO_ANALYSIS_UNAVAILABLE. */
const PHOTO_UNAVAILABLE =
  'Photo analysis needs an AI provider, and this server has none configured. ' +
  'Describe your meal in words instead: that works offline.';

test(
  'no AI provider: typed meals from the USDA database, "hello" not understood, photos unavailable',
  journey(
    'no-ai',
    async ({ page }) => {
      await page.goto('/');
      await seedGuest(page, { profile: { ...DEFAULT_TEST_PROFILE } });
      await page.reload();
      await waitForAppReady(page);
      const food = todaysFood(page);
      await expectVisible(food.getByText('No food logged yet today'));

      // The built-in parser, not a model, reads the meal.
      let answer = answerTo(page, '/api/analyze/text');
      await tellChat(page, '2 eggs and a slice of whole wheat toast');
      const parsed = (await (await answer).json()) as { source: string; items: unknown[] };
      assert.equal(parsed.source, 'database');
      await expectCount(food.getByRole('listitem'), 2);
      await expectValue(chatBox(page), '');

      // USDA (FNDDS) eggs are 70-90 kcal each, 50 g boiled to fried; a slice of whole wheat toast is 25-33 g
      // at 270-306 kcal per 100 g: the parser's portion and food choices may move within these, not beyond.
      const eggs = await rowNumbers(food.getByRole('listitem').filter({ hasText: /egg/i }));
      assert.equal(eggs.quantity, 2);
      assert.ok(eggs.calories >= 140 && eggs.calories <= 180, `2 eggs at ${eggs.calories} kcal`);
      const toast = await rowNumbers(food.getByRole('listitem').filter({ hasText: /toast/i }));
      assert.equal(toast.quantity, 1);
      assert.equal(toast.units, 'slice');
      assert.ok(toast.calories >= 70 && toast.calories <= 100, `a slice of toast at ${toast.calories} kcal`);

      const totals = await expectBarsMatchRows(page);
      assert.equal(totals.calories, eggs.calories + toast.calories);
      await expectText(card(page, "Today's Progress"), `${totals.calories} / 2000`);

      // Words the parser cannot place: named in the reply, the spec's alert, the words kept to try again, nothing logged.
      answer = answerTo(page, '/api/analyze/text');
      await tellChat(page, 'hello');
      assert.deepEqual(await (await answer).json(), { items: [], unmatched: ['hello'], source: 'database' });
      await expectText(page.getByRole('alert'), TEXT_FAILED);
      await expectValue(chatBox(page), 'hello');
      await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
      await expectHidden(page.getByRole('alert'));
      await chatBox(page).fill('');

      // A photo: the app says first that this server cannot analyze photos (issue 14, #9): no file picker
      // opens and nothing is logged. The server's own refusal (400 photo_analysis_unavailable) is tested over HTTP.
      let pickerOpened = false;
      page.on('filechooser', () => (pickerOpened = true));
      await page.getByRole('button', { name: 'Snap or upload a meal photo' }).click();
      await expectText(page.getByRole('status').filter({ hasText: 'Photo analysis' }), PHOTO_UNAVAILABLE);
      assert.equal(pickerOpened, false);
      await expectCount(food.getByRole('listitem'), 2);
      await checkA11y(page, 'no-ai-photo-unavailable');
      await snap(page, 'no-ai-photo-unavailable');
    },
    { server: 'no-ai' },
  ),
);
