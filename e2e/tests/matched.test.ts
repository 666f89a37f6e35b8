// Issue 10 (item 2, decision 106): a typed meal shows what each item matched in the food database and its grams;
// one tap swaps the food for an alternative or changes the portion among its household measures; the logged
// item keeps the new values, after a reload too. On the server without an AI provider, so the built-in parser
// answers (its choices may change as it improves: the journey reads them from the reply, not from this file).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, seedGuest } from '../src/app.ts';
import { expectHidden, expectText, expectVisible, until } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import {
  answerTo,
  dialog,
  expectBarsMatchRows,
  foodRows,
  rowNumbers,
  tellChat,
  todaysFood,
} from '../src/home.ts';
import { snap } from '../src/screens.ts';

interface Analyzed {
  name: string;
  calories: number;
  grams: number;
  foodId: string;
  confidence: number;
  matchedName: string;
  alternatives: { foodId: string; name: string; grams: number; calories: number }[];
}

/** 'Matched: Egg, whole, cooked · 100 g' -> the grams shown. */
async function shownGrams(row: Locator): Promise<number> {
  const text = await expectText(row, /Matched: .+ · [\d.]+ g/);
  return Number(/Matched: .+ · ([\d.]+) g/.exec(text)![1]);
}

test(
  'issue 10: a typed meal shows what it matched; a swap and a portion change are kept, after a reload too',
  journey(
    'matched',
    async ({ page }) => {
      await page.goto('/');
      await seedGuest(page, { profile: { ...DEFAULT_TEST_PROFILE } });
      await page.reload();
      await waitForAppReady(page);
      const food = todaysFood(page);

      // The meal: each item shows the database food it matched and its grams.
      const answer = answerTo(page, '/api/analyze/text');
      await tellChat(page, '2 eggs');
      const reply = (await (await answer).json()) as { items: Analyzed[] };
      const eggs = reply.items[0]!;
      assert.ok(eggs.foodId, 'the parser matched a database food');
      assert.ok(eggs.alternatives.length > 0, 'the parser offers other foods');
      const row = foodRows(food, eggs.name);
      await expectText(row, `Matched: ${eggs.matchedName} · ${eggs.grams} g`);
      const lowShown = (await row.getByText('Low confidence', { exact: true }).count()) === 1;
      assert.equal(lowShown, eggs.confidence < 0.7, `confidence ${eggs.confidence}`);

      // One tap swaps it for another food, for the same grams.
      const alternative = eggs.alternatives[0]!;
      await row.getByRole('button', { name: `Change match: ${eggs.name}` }).click();
      const change = dialog(page, 'Change Match');
      await expectVisible(change);
      await checkA11y(page, 'change-match-dialog');
      await snap(page, 'change-match-dialog');
      await change
        .getByRole('region', { name: 'Other foods' })
        .getByRole('button', {
          // The button reads "<name> <grams> g · <calories> cal": the name is followed by its amount, so
          // "Egg, white, cooked" does not also pick "Egg, white, cooked, fat added".
          name: new RegExp(`^${alternative.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d`),
        })
        .click();
      await expectHidden(change);
      const swapped = foodRows(food, alternative.name);
      // The row is named as items are (no survey coding notes); 'Matched:' gives the database food's own name.
      const detail = await page.request.get(`/api/foods/${encodeURIComponent(alternative.foodId)}`);
      const database = ((await detail.json()) as { food: { name: string } }).food.name;
      await expectText(swapped, `Matched: ${database} · ${alternative.grams} g`);
      assert.equal((await rowNumbers(swapped)).calories, alternative.calories);

      // One tap changes the portion among the food's household measures (fetched by the food's id).
      await swapped.getByRole('button', { name: `Change match: ${alternative.name}` }).click();
      await expectVisible(change);
      const portions = change.getByRole('region', { name: 'Portion' });
      const other = portions.getByRole('button', { pressed: false }).first();
      await expectVisible(other);
      const offered = ((await other.textContent()) ?? '').replace(/\s+/g, ' ');
      const amount = /([\d.]+) g · ([\d,]+) cal/.exec(offered);
      assert.ok(amount, `a measure with its grams and calories: ${offered}`);
      const grams = Number(amount[1]);
      const calories = Number(amount[2]!.replace(/,/g, ''));
      assert.notEqual(grams, alternative.grams, `a different amount: ${offered}`);
      await other.click();
      await expectHidden(change);
      await until(
        () => shownGrams(swapped),
        (g) => g === grams,
        `the row to show ${grams} g`,
      );
      assert.equal((await rowNumbers(swapped)).calories, calories);
      await expectBarsMatchRows(page);

      // The logged item keeps the new values: after a reload the row asks the database for its food again.
      await page.reload();
      await waitForAppReady(page);
      const kept = foodRows(todaysFood(page), alternative.name);
      await expectText(kept, `Matched: ${database} · ${grams} g`);
      assert.equal((await rowNumbers(kept)).calories, calories);
      await kept.scrollIntoViewIfNeeded();
      await checkA11y(page, 'matched-row');
      await snap(page, 'matched-row');
      await kept.getByRole('button', { name: `Change match: ${alternative.name}` }).click();
      await expectVisible(change);
      const current = change.getByRole('region', { name: 'Portion' }).getByRole('button', { pressed: true });
      await expectText(current, `${grams} g · ${calories} cal`);
      await expectText(current, '(current)');
      await page.keyboard.press('Escape');
      await expectHidden(change);
    },
    { server: 'no-ai' },
  ),
);
