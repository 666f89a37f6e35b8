// The coach (issue 13): weigh-ins over past days, History's 'Weight Trend' chart, the estimated maintenance used
// only once its confidence allows ('Estimated from your log', the formula one press away), a day marked
// incomplete left out of it, and 'Update my targets' changing the targets only when pressed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y } from '../src/a11y.ts';
import { DEFAULT_TEST_PROFILE, KEYS, addDays, navigate, pageToday, seedGuest, stored } from '../src/app.ts';
import { expectAttribute, expectText, expectValue, expectVisible, until } from '../src/expect.ts';
import { signInByApi, signUpByApi, uniqueEmail } from '../src/accounts.ts';
import { TIME_ZONE, journey } from '../src/harness.ts';
import { card } from '../src/home.ts';
import { snap } from '../src/screens.ts';

/** Spec section 9 by hand for DEFAULT_TEST_PROFILE (30, female, 150 lb, 66 in, moderate). */
const TDEE = Math.round((10 * 150 * 0.453592 + 6.25 * 66 * 2.54 - 5 * 30 - 161) * 1.55);
/** A steady log 400 kcal under the formula with a flat weight: the estimate learns a lower maintenance. */
const INTAKE = TDEE - 400;
const LABEL = 'Estimated from your log';
const PASSWORD = 'a long enough password';

test(
  "coach: weigh-ins, the trend chart, an incomplete day, 'Estimated from your log' from medium confidence, 'Update my targets'",
  journey('coach', async ({ page }) => {
    await page.goto('/');
    const today = await pageToday(page);
    const day = (n: number) => addDays(today, -n);
    // 21 past weigh-ins (150.4 / 149.6 lb) and food on days 2-14: 13 logged days, one short of 'medium'.
    const days: Record<string, { name: string; calories: number; protein: number }[]> = {};
    const weights: Record<string, number> = {};
    for (let n = 1; n <= 21; n++) {
      weights[day(n)] = n % 2 ? 150.4 : 149.6;
      if (n >= 2 && n <= 14) days[day(n)] = [{ name: 'Usual day', calories: INTAKE, protein: 100 }];
    }
    await seedGuest(page, { profile: { ...DEFAULT_TEST_PROFILE }, days, weights });
    await page.reload();

    // Home: today's weigh-in through 'Log Weight'.
    const weight = page.getByRole('region', { name: 'Weight' });
    await weight.getByRole('button', { name: 'Log Weight' }).click();
    await weight.getByRole('spinbutton', { name: 'Weight (lb)' }).fill('150.2');
    await weight.getByRole('button', { name: 'Save' }).click();
    await expectText(weight, 'Today: 150.2 lb');
    await expectText(weight, /Trend: 1(49|50)\.\d lb/);

    // Settings shows both figures; below medium confidence the estimate is not offered.
    await navigate(page, 'Settings');
    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    await expectText(maintenance, new RegExp(`Formula ?${TDEE.toLocaleString('en-US')} kcal/day`));
    await expectText(maintenance, 'low confidence');
    assert.equal(await maintenance.getByRole('button', { name: 'Update my targets' }).count(), 0);

    // Home keeps the formula, unlabelled (the same estimate is loaded: it is low).
    await navigate(page, 'Forkcast');
    await expectText(page.getByText(/^Maintenance \d+/), `Maintenance ${TDEE}`);
    assert.equal(await page.getByRole('button', { name: LABEL }).count(), 0);

    // History: the 'Weight Trend' chart for the week, drawn, with its summary, and the trend's change.
    await navigate(page, 'History');
    const trend = card(page, 'Weight Trend');
    const figure = trend.getByRole('figure', { name: /^Weight for the 7 days shown: 7 weigh-ins/ });
    await expectVisible(figure);
    await expectVisible(figure.locator('canvas').first());
    await expectText(trend, /Trend change: [+-]?\d+(\.\d)? lb/);
    await checkA11y(page, 'coach-history');
    await snap(page, 'coach-history');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expectVisible(trend.getByRole('figure', { name: /^Weight for the 30 days shown: 22 weigh-ins/ }));
    await page.getByRole('button', { name: 'Week', exact: true }).click();

    // Logging yesterday's food makes 14 logged days: the estimate is used, labelled, the formula a press away.
    const stats = card(page, '7-Day Stats');
    const yesterday = card(page, 'Daily Breakdown - Past 7 Days')
      .getByRole('listitem')
      .filter({ has: page.locator('button[aria-expanded]') })
      .nth(1);
    await expectText(yesterday, 'Not logged');
    await yesterday.getByRole('button').first().click();
    await yesterday.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Food Item' });
    await add.getByRole('textbox', { name: 'Food name' }).fill('Usual day');
    await add.getByRole('textbox', { name: 'Calories' }).fill(String(INTAKE));
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expectText(yesterday, `${INTAKE} cal`);
    const label = stats.getByRole('button', { name: LABEL });
    await expectVisible(label);
    await label.click();
    await expectAttribute(label, 'aria-expanded', 'true');
    await expectVisible(stats.getByText(`(formula: ${TDEE} cal/day)`));
    const tdeeShown = Number((await stats.getByText(/^cal\/day \(TDEE \d+\)$/).innerText()).match(/\d+/)![0]);
    assert.ok(tdeeShown < TDEE - 150, `the estimate (${tdeeShown}) learned a lower maintenance than ${TDEE}`);
    await expectText(yesterday, `${INTAKE - tdeeShown}`);
    await checkA11y(page, 'coach-history-estimate');

    // Marking yesterday incomplete leaves it out: 13 logged days again, so the formula is back.
    const incomplete = yesterday.getByRole('checkbox', { name: 'Incomplete day' });
    await incomplete.check();
    await expectText(yesterday, 'Left out of the estimate from your log.');
    await until(
      () => stats.getByRole('button', { name: LABEL }).count(),
      (n) => n === 0,
      'the label to go once the estimate is below medium confidence',
    );
    await expectText(stats, `TDEE ${TDEE}`);
    assert.deepEqual(await stored(page, KEYS.body(day(1))), { weight: 150.4, incomplete: true });
    await incomplete.uncheck();
    await expectVisible(stats.getByRole('button', { name: LABEL }));

    // Home uses it too.
    await navigate(page, 'Forkcast');
    const homeLabel = page.getByRole('button', { name: LABEL });
    await expectVisible(homeLabel);
    await expectText(page.getByText(/^Maintenance \d+/), `Maintenance ${tdeeShown}`);
    await homeLabel.click();
    await expectVisible(page.getByText(`(formula: ${TDEE} cal/day)`));
    await checkA11y(page, 'coach-home-estimate');
    await snap(page, 'coach-home-estimate');

    // Settings offers 'Update my targets'; the targets change only when it is pressed.
    await navigate(page, 'Settings');
    const calories = page.getByRole('textbox', { name: 'Calories' });
    await expectValue(calories, '2000');
    const update = maintenance.getByRole('button', { name: 'Update my targets' });
    await expectVisible(update);
    await expectText(maintenance, `${tdeeShown.toLocaleString('en-US')} kcal/day (`);
    assert.equal((await stored<{ targetCalories: number }>(page, KEYS.profile))!.targetCalories, 2000);
    await checkA11y(page, 'coach-settings');
    await update.click();
    // A maintain goal: the target is the estimate itself.
    await expectValue(calories, String(tdeeShown));
    await until(
      async () => (await stored<{ targetCalories: number }>(page, KEYS.profile))?.targetCalories,
      (v) => v === tdeeShown,
      'the new calorie target to be saved',
    );
  }),
);

test(
  "coach, signed in: the estimate from the account's log is used once medium, and 'Update my targets' saves to the account",
  journey('coach-account', async (person) => {
    const { page, env } = person;
    const email = uniqueEmail('coach');
    await signUpByApi(env.baseUrl, email, PASSWORD);
    await signInByApi(person, email, PASSWORD);
    const headers = { origin: env.baseUrl, 'x-time-zone': TIME_ZONE };
    assert.equal(
      (await page.request.put('/api/profile', { data: DEFAULT_TEST_PROFILE, headers })).status(),
      200,
    );
    await person.open();
    const today = await pageToday(page);
    // 21 days of food and weigh-ins through the API: enough for 'medium' confidence.
    for (let n = 1; n <= 21; n++) {
      const date = addDays(today, -n);
      const item = { name: 'Usual day', calories: INTAKE, protein: 100, carbs: 200, fat: 60 };
      const added = await page.request.post(`/api/days/${date}/items`, {
        data: { items: [{ ...item, units: 'serving', quantity: 1 }] },
        headers,
      });
      assert.equal(added.status(), 201, await added.text());
      const weighed = await page.request.put(`/api/weights/${date}`, {
        data: { weight: n % 2 ? 150.4 : 149.6 },
        headers,
      });
      assert.equal(weighed.status(), 200, await weighed.text());
    }
    await page.reload();

    const label = page.getByRole('button', { name: LABEL });
    await expectVisible(label);
    await label.click();
    await expectVisible(page.getByText(`(formula: ${TDEE} cal/day)`));
    const shown = Number(
      (await page.getByText(/^Maintenance \d+/).innerText()).match(/^Maintenance (\d+)/)![1],
    );
    assert.ok(shown < TDEE - 150, `the estimate (${shown}) learned a lower maintenance than ${TDEE}`);

    await navigate(page, 'Settings');
    const calories = page.getByRole('textbox', { name: 'Calories' });
    await expectValue(calories, '2000');
    await page
      .getByRole('region', { name: 'Maintenance' })
      .getByRole('button', { name: 'Update my targets' })
      .click();
    await expectValue(calories, String(shown));
    await until(
      async () =>
        ((await (await page.request.get('/api/profile')).json()) as { targetCalories: number })
          .targetCalories,
      (v) => v === shown,
      "the account's calorie target to be the estimate",
    );
  }),
);
