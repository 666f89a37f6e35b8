// The home screen as a person reads it: today's rows, their numbers, and the progress bars.
import type { Locator, Page, Response } from 'playwright-core';
import { until } from './expect.ts';

export function card(page: Page, heading: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

export const todaysFood = (page: Page) => card(page, "Today's Food");

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rows of a food list whose name is exactly `name` (followed by the 'New' badge for 3 seconds). */
export function foodRows(scope: Locator, name: string): Locator {
  const label = new RegExp(`^${escapeRegExp(name)}\\s*(New)?$`);
  return scope.getByRole('listitem').filter({ has: scope.page().getByText(label) });
}

export interface RowNumbers {
  quantity: number;
  units: string;
  calories: number;
  protein: number;
}

/** '3 large · 216 cal · 18.9g protein' (or '2 large Eggs · 140 cal ...') -> numbers. */
export async function rowNumbers(row: Locator): Promise<RowNumbers> {
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  const m = /([\d.]+) (\S+)(?: [^·]*)? · ([\d,.]+) cal · ([\d.]+)g protein/.exec(text);
  if (!m) throw new Error(`Not a food row: ${text}`);
  return {
    quantity: Number(m[1]),
    units: m[2]!,
    calories: Number(m[3]!.replace(/,/g, '')),
    protein: Number(m[4]),
  };
}

/** The sum of the calories and protein of every row in Today's Food (Show All must be open beyond 4). */
export async function listTotals(page: Page): Promise<{ calories: number; protein: number }> {
  let calories = 0;
  let protein = 0;
  // A just-deleted row offering 'Undo' (issue 14) holds no numbers.
  for (const row of await todaysFood(page).locator('li:not([data-deleted])').all()) {
    const n = await rowNumbers(row);
    calories += n.calories;
    protein += n.protein;
  }
  return { calories, protein };
}

/** The value the Calories (or Protein) progress bar reports to assistive technology. */
export async function barValue(page: Page, name: 'Calories' | 'Protein'): Promise<number> {
  const bar = card(page, "Today's Progress").getByRole('progressbar', { name, exact: true });
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Waits until the progress bars agree with the rows listed (within rounding). */
export async function expectBarsMatchRows(page: Page): Promise<{ calories: number; protein: number }> {
  let totals = { calories: 0, protein: 0 };
  await until(
    async () => {
      totals = await listTotals(page);
      return [await barValue(page, 'Calories'), await barValue(page, 'Protein')];
    },
    ([c, p]) => Math.abs(c! - totals.calories) <= 1 && Math.abs(p! - totals.protein) <= 1,
    'the progress bars to match the listed rows',
  );
  return totals;
}

export const chatBox = (page: Page) => page.getByRole('textbox', { name: 'What did you eat?' });

/** Types into the chat box and sends it with Enter, as a person on a keyboard would. */
export async function tellChat(page: Page, text: string): Promise<void> {
  await chatBox(page).fill(text);
  await chatBox(page).press('Enter');
}

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

export const favoritesBar = (page: Page) => page.getByRole('list', { name: 'Favorites' });

/**
 * Records, in the page, the name of every row that shows the 'New' badge, from now on. The badge lasts
 * 3 seconds (spec section 9): recording it when it appears, rather than looking for it afterwards, keeps
 * a slow machine from missing it. Page code is a string so tsx leaves it untouched.
 */
export async function recordNewBadges(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const seen = (window.__e2eNewRows = []);
    const look = () => {
      for (const li of document.querySelectorAll('li')) {
        const badge = Array.from(li.querySelectorAll('span')).find((s) => s.textContent.trim() === 'New');
        if (!badge) continue;
        const name = (badge.parentElement.firstChild && badge.parentElement.firstChild.textContent || '').trim();
        if (name && !seen.includes(name)) seen.push(name);
      }
    };
    if (window.__e2eNewObserver) window.__e2eNewObserver.disconnect();
    window.__e2eNewObserver = new MutationObserver(look);
    window.__e2eNewObserver.observe(document.body, { childList: true, subtree: true });
    look();
  })()`);
}

/** Waits until every one of `names` has been seen with the 'New' badge since `recordNewBadges`. */
export async function expectNewBadges(page: Page, names: string[]): Promise<void> {
  await until(
    () => page.evaluate(`window.__e2eNewRows || []`) as Promise<string[]>,
    (seen) => names.every((n) => seen.includes(n)),
    `the New badge on ${names.join(', ')}`,
  );
}

/** The server's answer to the next POST to `path` (start waiting before the action that sends it). */
export const answerTo = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
