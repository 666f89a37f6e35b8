// Decision 198's update: a returning guest's first load of a new day. The visit before kept, beside its home,
// home as it would first show on any later, empty day; the next day's first load shows that at once in place of
// the loading screen, and the app's home replaces it with nothing moving.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, pageToday, seedGuest, watchKeptHomeSwap } from '../src/app.ts';
import type { KeptHomeSwap } from '../src/app.ts';
import { expectText, expectVisible } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import { card, foodRows, todaysFood } from '../src/home.ts';

test(
  "a guest's first load of a new day shows the home kept for an empty day at once, then the app's, nothing moving",
  journey('new-day', async ({ page }) => {
    await page.goto('/');
    await waitForAppReady(page);
    const today = await pageToday(page);
    await seedGuest(page, {
      days: {
        [today]: [{ name: 'Oatmeal', calories: 300, protein: 10 }],
        [addDays(today, -1)]: [{ name: 'Lentil soup', calories: 450, protein: 20 }],
      },
    });
    await page.reload();
    await waitForAppReady(page);
    await expectVisible(foodRows(todaysFood(page), 'Oatmeal'));

    // Today's home is kept, and once home's later part has loaded (and the store has no day after today), the home
    // of a later, empty day beside it.
    await page.waitForFunction(
      () => typeof JSON.parse(localStorage.getItem('forkcast:home-screen') ?? '{}').later === 'string',
    );
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('forkcast:home-screen')!) as {
          date: string;
          html: string;
          later: string;
        },
    );
    assert.equal(stored.date, today);
    assert.ok(stored.html.includes('Oatmeal'), "today's copy has today's food");
    assert.ok(!stored.later.includes('Oatmeal'), "the later day's copy has none of today's food");
    assert.ok(stored.later.includes('No food logged yet today'), 'the later day is empty');

    // The kept home as it shows, the app's parts at the swap, and the layout shifts (window.e2eSwap).
    await page.addInitScript(watchKeptHomeSwap);

    // The next morning (the browser's clock moved to tomorrow, 08:00 in the page's zone, UTC): its first load.
    const tomorrow = addDays(today, 1);
    await page.clock.setFixedTime(new Date(`${tomorrow}T08:00:00Z`));
    await page.reload();
    await waitForAppReady(page);
    assert.equal(await pageToday(page), tomorrow);
    const swap = await page.evaluate(() => (window as unknown as { e2eSwap?: KeptHomeSwap }).e2eSwap);
    assert.ok(swap, 'the kept home showed at once');
    assert.deepEqual(
      [swap.root, swap.inert],
      ['none', true],
      "the app's screen hidden behind the inert copy",
    );
    assert.ok(swap.text.includes('No food logged yet today'), `kept: ${swap.text.slice(0, 200)}`);
    assert.ok(swap.text.includes('0 / 2000'), `kept totals: ${swap.text.slice(0, 200)}`);
    // The guest banner, on an empty day the largest text in the screen, is in the kept home (the first commit's).
    assert.ok(swap.text.includes('Save Your Progress'), 'the banner in the kept home');
    assert.ok(
      !swap.text.includes('Oatmeal') && !swap.text.includes('Lentil soup'),
      'no food in the kept home',
    );

    // The app's home: the same empty day, its parts where the kept home's were, nothing moved before or after.
    await expectVisible(todaysFood(page).getByText('No food logged yet today'));
    await expectText(card(page, "Today's Progress"), /\b0 \/ 2000\b/);
    assert.ok(swap.app, `the swap was seen: ${JSON.stringify(swap)}`);
    assert.ok(swap.kept.length >= 5, `the kept home's parts: ${swap.kept.length}`);
    assert.deepEqual(
      swap.app.slice(0, swap.kept.length),
      swap.kept,
      "the app's home where the kept home was",
    );
    const after = await page.evaluate(() => (window as unknown as { e2eSwap: KeptHomeSwap }).e2eSwap.shifts);
    assert.deepEqual(after, [], `layout shifts: ${JSON.stringify(after)}`);

    // The new day's home is kept for the next load (today's, and again a later day's beside it).
    await page.waitForFunction((date) => {
      const kept = JSON.parse(localStorage.getItem('forkcast:home-screen') ?? '{}') as {
        date?: string;
        later?: string;
      };
      return kept.date === date && typeof kept.later === 'string';
    }, tomorrow);
  }),
);
