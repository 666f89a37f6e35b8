// History (spec sections 2, 4 and 9): week and month windows, their statistics, the navigation bounds,
// rows that expand and collapse, and no day after today.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, addDays, navigate, pageToday, seedGuest } from '../src/app.ts';
import {
  expectAttribute,
  expectEnabled,
  expectHidden,
  expectText,
  expectVisible,
  until,
} from '../src/expect.ts';
import { journey } from '../src/harness.ts';
import { card } from '../src/home.ts';
import { snap } from '../src/screens.ts';

/** Spec section 9 by hand for DEFAULT_TEST_PROFILE (30, female, 150 lb, 66 in, moderate). */
const TDEE = Math.round((10 * 150 * 0.453592 + 6.25 * 66 * 2.54 - 5 * 30 - 161) * 1.55);

/** 'Mon, Nov 17': how a history row names its day. */
const rowLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

test(
  'history: week and month, statistics, navigation bounds, expand and collapse, no future day',
  journey('history', async ({ page }) => {
    await page.goto('/');
    const today = await pageToday(page);
    const day = (n: number) => addDays(today, -n);
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE },
      days: {
        [today]: [{ name: 'Porridge', calories: 500, protein: 30 }],
        [day(1)]: [
          { name: 'Chicken salad', calories: 1000, protein: 60 },
          { name: 'Pasta', calories: 800, protein: 40 },
        ],
        [day(2)]: [{ name: 'Pizza', calories: 2400, protein: 150 }],
        [day(3)]: [{ name: 'Rice bowl', calories: 2000, protein: 120 }],
        [day(5)]: [{ name: 'Soup', calories: 1500, protein: 90 }],
        [day(9)]: [{ name: 'Burger', calories: 2200, protein: 110 }],
        [day(20)]: [{ name: 'Curry', calories: 1900, protein: 100 }],
      },
    });
    await page.reload();
    await navigate(page, 'History');

    const breakdown = card(page, 'Daily Breakdown - Past 7 Days');
    // A day's row holds its own list of foods when expanded: the rows are the items with an expander.
    const dayRows = (scope: typeof breakdown) =>
      scope.getByRole('listitem').filter({ has: page.locator('button[aria-expanded]') });
    const rows = dayRows(breakdown);
    await expectVisible(page.getByRole('heading', { name: '7-Day Stats' }));
    await expectAttribute(page.getByRole('button', { name: 'Week', exact: true }), 'aria-pressed', 'true');

    // The window: today and the six days before it, newest first, and nothing after today.
    const weekLabels = [0, 1, 2, 3, 4, 5, 6].map((n) => rowLabel(day(n)));
    await until(
      async () =>
        (await rows.allInnerTexts()).map((t) =>
          t
            .split('\n')[0]!
            .replace(/\s*\(Today\)/, '')
            .trim(),
        ),
      (labels) => JSON.stringify(labels) === JSON.stringify(weekLabels),
      'the week rows, today first',
    );
    await expectText(rows.first(), '(Today)');
    assert.equal(await breakdown.getByText(rowLabel(addDays(today, 1))).count(), 0, 'no row for tomorrow');
    for (const row of await rows.all()) await expectEnabled(row.getByRole('button').first());

    // Rows: calories, protein and the signed difference from maintenance; unlogged days say so.
    const yesterday = rows.nth(1);
    await expectText(yesterday, '1800 cal · 100g protein');
    await expectText(yesterday, `${1800 - TDEE}`);
    await expectText(rows.nth(4), 'Not logged');

    // Statistics (section 9 and decision 005): logged days before today only, averages rounded.
    const stats = card(page, '7-Day Stats');
    const avg = (1800 + 2400 + 2000 + 1500) / 4;
    await expectText(stats, `Avg. calories ${Math.round(avg)}`);
    await expectText(stats, `Avg. protein ${(100 + 150 + 120 + 90) / 4}g`);
    await expectText(stats, `Vs. maintenance ${Math.round(avg - TDEE)}`);
    const weeklyLb = Math.round(((7 * (avg - TDEE)) / 3500) * 10) / 10;
    await expectText(stats, `Projected weekly change ${weeklyLb} lb`);
    await expectText(stats, 'from 4 logged days');
    await checkA11y(page, 'history-week');
    await snap(page, 'history-week');

    // Expand and collapse a day.
    const yesterdayButton = yesterday.getByRole('button').first();
    await expectAttribute(yesterdayButton, 'aria-expanded', 'false');
    await yesterdayButton.click();
    await expectAttribute(yesterdayButton, 'aria-expanded', 'true');
    await expectVisible(yesterday.getByText('Chicken salad', { exact: true }));
    await expectVisible(yesterday.getByText('Pasta', { exact: true }));
    await checkA11y(page, 'history-day-expanded');
    await snap(page, 'history-day-expanded');
    await yesterdayButton.click();
    await expectAttribute(yesterdayButton, 'aria-expanded', 'false');
    await expectHidden(yesterday.getByText('Chicken salad', { exact: true }));

    // Bounds: no next week from the current one; back a week and return.
    const next = page.getByRole('button', { name: 'Next week' });
    const previous = page.getByRole('button', { name: 'Previous week' });
    await expectEnabled(next, false);
    assert.equal(await page.getByRole('button', { name: 'Go to current week' }).count(), 0);
    await previous.click();
    await until(
      () => rows.first().innerText(),
      (t) => t.startsWith(rowLabel(day(7))),
      'the previous week to end 7 days ago',
    );
    await expectText(breakdown, '2200 cal · 110g protein');
    await expectEnabled(next, true);
    await next.click();
    await until(
      () => rows.first().innerText(),
      (t) => t.startsWith(rowLabel(today)),
      'back at this week',
    );
    await expectEnabled(next, false);
    await previous.click();
    await previous.click();
    await until(
      () => rows.first().innerText(),
      (t) => t.startsWith(rowLabel(day(14))),
      'two weeks back',
    );
    await page.getByRole('button', { name: 'Go to current week' }).click();
    await until(
      () => rows.first().innerText(),
      (t) => t.startsWith(rowLabel(today)),
      'the current week again',
    );
    await expectEnabled(next, false);

    // Month: 30 days ending today, the month's statistics, and the same bounds.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expectAttribute(page.getByRole('button', { name: 'Month', exact: true }), 'aria-pressed', 'true');
    const monthRows = dayRows(card(page, 'Daily Breakdown - Past 30 Days'));
    await until(
      () => monthRows.count(),
      (n) => n === 30,
      '30 rows',
    );
    await expectText(monthRows.first(), rowLabel(today));
    await expectText(monthRows.last(), rowLabel(day(29)));
    await expectText(card(page, 'Daily Breakdown - Past 30 Days'), '1900 cal · 100g protein');
    const monthStats = card(page, '30-Day Stats');
    const monthAvg = (1800 + 2400 + 2000 + 1500 + 2200 + 1900) / 6;
    await expectText(monthStats, `Avg. calories ${Math.round(monthAvg)}`);
    await expectText(monthStats, 'from 6 logged days');
    await expectEnabled(page.getByRole('button', { name: 'Next month' }), false);
    await checkA11y(page, 'history-month');
    await snap(page, 'history-month');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expectEnabled(page.getByRole('button', { name: 'Next month' }), true);
    await expectVisible(page.getByRole('button', { name: 'Go to current month' }));
    await page.getByRole('button', { name: 'Next month' }).click();
    await until(
      () => monthRows.first().innerText(),
      (t) => t.startsWith(rowLabel(today)),
      'back at this month',
    );
    await expectEnabled(page.getByRole('button', { name: 'Next month' }), false);
  }),
);
