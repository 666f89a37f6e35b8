import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { DEFAULT_PROFILE, addDays, calculateTdee, historyWindow } from '@forkcast/core';
import type { LocalDataClient } from '../../data/local.ts';
import { food, guestClient, renderWithData, today } from '../../components/food/testing.tsx';
import { holdExpenditure, seedSteadyLog } from '../../test/coach.ts';
import { HistoryView } from './HistoryView.tsx';

async function renderHistory(client?: LocalDataClient) {
  const c = client ?? (await guestClient());
  renderWithData(<HistoryView />, c);
  await screen.findByRole('heading', { name: /Daily Breakdown/ });
  return { client: c, user: userEvent.setup() };
}

const breakdown = () => screen.getByRole('heading', { name: /Daily Breakdown/ }).closest('section')!;
// Counted through the attribute: role queries over 30 rows are slow in jsdom.
const dayButtons = () => breakdown().querySelectorAll('button[aria-expanded]');
const label = (date: string) => format(parseISO(date), 'EEE, MMM d');
const dayButton = (date: string) =>
  within(breakdown()).getByRole('button', { name: new RegExp(`^${label(date)}`) });

describe('HistoryView: navigation', () => {
  it('cannot go past the current week, and comes back with "Go to current week"', async () => {
    const { user } = await renderHistory();
    const next = screen.getByRole('button', { name: 'Next week' });
    expect(next).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Go to current week' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily Breakdown - Past 7 Days' })).toBeInTheDocument();
    expect(dayButtons()).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(next).toBeEnabled();
    expect(dayButton(addDays(today(), -7))).toBeInTheDocument();
    expect(within(breakdown()).queryByRole('button', { name: new RegExp(label(today())) })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Go to current week' }));
    expect(next).toBeDisabled();
    expect(dayButton(today())).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(next);
    expect(next).toBeDisabled();
    expect(dayButton(today())).toBeInTheDocument();
  }, 15_000);

  it('switches to 30-day months paged by 30 days that cannot pass today', async () => {
    const { user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '30-Day Stats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily Breakdown - Past 30 Days' })).toBeInTheDocument();
    expect(dayButtons()).toHaveLength(30);
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    // Decision 144: 30 days back, so the windows tile.
    expect(dayButton(addDays(today(), -30))).toBeInTheDocument();
    expect(dayButtons()).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Go to current month' })).toBeInTheDocument();
    await user.click(next);
    expect(next).toBeDisabled();
    expect(dayButton(today())).toBeInTheDocument();
  }, 15_000);
});

describe('HistoryView: days and stats', () => {
  it('expands a day on select, collapses it on a second select, and edits its items', async () => {
    const client = await guestClient();
    const yesterday = addDays(today(), -1);
    await client.addItems(yesterday, [food('Pasta', 600, 20), food('Salad', 150, 4)]);
    const { user } = await renderHistory(client);
    const tdee = calculateTdee(DEFAULT_PROFILE);

    const row = dayButton(yesterday);
    expect(row).toHaveTextContent('750 cal');
    expect(row).toHaveTextContent('24g protein');
    expect(row).toHaveTextContent(String(750 - tdee)); // negative: the sign is part of the number
    expect(dayButton(addDays(today(), -2))).toHaveTextContent('Not logged');

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(row.getAttribute('aria-controls')!)!;
    const pasta = (await within(panel).findByText('Pasta')).closest('li')!;
    await user.click(within(pasta).getByRole('button', { name: 'Delete item: Pasta' }));
    await waitFor(() => expect(within(panel).queryByText('Pasta')).not.toBeInTheDocument());
    await waitFor(() => expect(dayButton(yesterday)).toHaveTextContent('150 cal'));

    await user.click(within(panel).getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    await user.type(within(dialog).getByLabelText('Food name'), 'Soup');
    await user.clear(within(dialog).getByLabelText('Calories'));
    await user.type(within(dialog).getByLabelText('Calories'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(dayButton(yesterday)).toHaveTextContent('350 cal'));
    expect((await client.getDay(yesterday)).items.map((i) => i.name)).toEqual(['Salad', 'Soup']);

    await user.click(dayButton(yesterday));
    expect(dayButton(yesterday)).toHaveAttribute('aria-expanded', 'false');
    expect(within(breakdown()).queryByText('Soup')).not.toBeInTheDocument();
  });

  it("shows an expanded day's carbs, fat, fiber, sugars and sodium where known (issue 14)", async () => {
    const client = await guestClient();
    const yesterday = addDays(today(), -1);
    await client.addItems(yesterday, [
      food('Lentil soup', 300, 18, { fiber: 11.2, sugars: 3.4, sodium: 840 }),
      food('Bread', 150, 5, { fiber: 2, sugars: 2.6, sodium: 300 }),
    ]);
    const { user } = await renderHistory(client);
    await user.click(dayButton(yesterday));
    const panel = document.getElementById(dayButton(yesterday).getAttribute('aria-controls')!)!;
    await within(panel).findByText('Bread');
    expect(within(panel).getByText('Carbs 10g · Fat 4g')).toBeInTheDocument();
    expect(within(panel).getByTestId('day-nutrients')).toHaveTextContent(
      'Fiber 13.2g · Sugars 6g · Sodium 1,140mg',
    );
  });

  it("shows each row's meal, views the day by meal, and copies an item, a meal or the day to today (issue 14)", async () => {
    const client = await guestClient();
    const yesterday = addDays(today(), -1);
    await client.addItems(yesterday, [
      food('Oats', 150, 5, { meal: 'breakfast', fiber: 4 }),
      food('Banana', 105, 1, { meal: 'breakfast' }),
      food('Soup', 300, 12, { meal: 'dinner' }),
    ]);
    const { user } = await renderHistory(client);
    await user.click(dayButton(yesterday));
    const panel = document.getElementById(dayButton(yesterday).getAttribute('aria-controls')!)!;
    const soup = (await within(panel).findByText('Soup')).closest('li')!;
    expect(within(soup).getByText('Dinner')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'View by meal' }));
    const breakfast = within(panel).getByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('heading', { name: 'Breakfast · 255 cal' })).toBeInTheDocument();
    expect(within(breakfast).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('region', { name: 'Lunch' })).not.toBeInTheDocument();

    await user.click(within(breakfast).getByRole('button', { name: 'Copy Breakfast to today' }));
    await waitFor(async () =>
      expect((await client.getDay(today())).items.map((i) => [i.name, i.meal])).toEqual([
        ['Banana', 'breakfast'],
        ['Oats', 'breakfast'],
      ]),
    );
    expect((await client.getDay(today())).items.find((i) => i.name === 'Oats')?.fiber).toBe(4);

    await user.click(within(panel).getByRole('button', { name: 'Log again: Soup' }));
    await waitFor(async () => expect((await client.getDay(today())).items).toHaveLength(3));

    await user.click(within(panel).getByRole('button', { name: `Copy ${label(yesterday)} to today` }));
    await waitFor(async () => expect((await client.getDay(today())).totals.calories).toBe(255 + 300 + 555));
    // The past day itself is unchanged.
    expect((await client.getDay(yesterday)).items).toHaveLength(3);
  });

  it("offers no copy on today's own items", async () => {
    const client = await guestClient();
    await client.addItems(today(), [food('Tea', 2, 0)]);
    const { user } = await renderHistory(client);
    await user.click(dayButton(today()));
    const panel = document.getElementById(dayButton(today()).getAttribute('aria-controls')!)!;
    await within(panel).findByText('Tea');
    expect(within(panel).queryByRole('button', { name: /Log again|Copy/ })).not.toBeInTheDocument();
  });

  it('averages the logged days before today and projects the weekly change', async () => {
    const client = await guestClient();
    const tdee = calculateTdee(DEFAULT_PROFILE);
    await client.addItems(addDays(today(), -1), [food('A', tdee - 500, 100)]);
    await client.addItems(addDays(today(), -2), [food('B', tdee - 300, 80)]);
    await client.addItems(today(), [food('Today', 5000, 1)]); // today is excluded
    await renderHistory(client);
    const stats = screen.getByRole('heading', { name: '7-Day Stats' }).closest('section')!;
    expect(within(stats).getByText(String(tdee - 400))).toBeInTheDocument();
    expect(within(stats).getByText('90g')).toBeInTheDocument();
    expect(within(stats).getByText('-400')).toBeInTheDocument();
    // 7 x -400 kcal / 3500 kcal per lb
    expect(within(stats).getByText('-0.8 lb')).toBeInTheDocument();
  });

  it('shows the projection in kg for a metric profile', async () => {
    const client = await guestClient({ ...DEFAULT_PROFILE, unitSystem: 'metric' });
    const tdee = calculateTdee(DEFAULT_PROFILE);
    await client.addItems(addDays(today(), -1), [food('A', tdee + 500, 100)]);
    await renderHistory(client);
    const stats = screen.getByRole('heading', { name: '7-Day Stats' }).closest('section')!;
    // 7 x 500 / 3500 = 1 lb = 0.45 kg
    expect(within(stats).getByText('+0.5 kg')).toBeInTheDocument();
  });

  it('has an accessible summary and table for the chart', async () => {
    const client = await guestClient();
    await client.addItems(addDays(today(), -1), [food('A', 1234, 10)]);
    await renderHistory(client);
    const figure = screen.getByRole('figure', { name: /^Daily calories/ });
    expect(figure).toHaveAccessibleName(/1 logged, highest 1234/);
    const table = within(figure).getByRole('table', { name: 'Daily calories' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      within(table).getByRole('rowheader', { name: format(parseISO(addDays(today(), -1)), 'EEEE, MMMM d') }),
    ).toBeInTheDocument();
  });
});

describe("HistoryView: 'Weight Trend' (issue 13)", () => {
  it("lists the window's weigh-ins with the trend, its change, and deletes one", async () => {
    const client = await guestClient();
    await client.putWeight(addDays(today(), -2), 182);
    await client.putWeight(today(), 180);
    await renderHistory(client);
    const card = (await screen.findByRole('heading', { name: 'Weight Trend' })).closest('section')!;
    expect(await within(card).findByText(/Trend change: -0\.4 lb/)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: `Delete weigh-in ${label(today())}` }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect((await client.getWeights(addDays(today(), -7), today())).weights).toHaveLength(1);
  });
});

describe("HistoryView: 'Weight Trend' chart (issue 13)", () => {
  it("charts the window's scale weights and trend with a summary and a table, in the user's units", async () => {
    const client = await guestClient({ ...DEFAULT_PROFILE, unitSystem: 'metric' });
    await client.putWeight(addDays(today(), -20), 200); // before the window: seeds the trend
    await client.putWeight(addDays(today(), -3), 190);
    await client.putWeight(today(), 188);
    await renderHistory(client);
    const figure = await screen.findByRole('figure', { name: /^Weight for the 7 days shown/ });
    // 200 -> 190 after 17 days: 200 - (1 - 0.9^17) x 10 = 191.67; -> 188 after 3 days: 190.67 (86.5 kg)
    expect(figure).toHaveAccessibleName(/2 weigh-ins, trend 86\.5 kg/);
    const table = within(figure).getByRole('table', { name: 'Daily weight' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    const row = (date: string) =>
      within(table)
        .getByRole('rowheader', { name: format(parseISO(date), 'EEEE, MMMM d') })
        .closest('tr')!;
    expect(row(today())).toHaveTextContent('85.3 kg'); // 188 lb
    expect(row(addDays(today(), -1))).toHaveTextContent('No weigh-in');
    // The trend carries on from the reading before the window, so the window's first day has one.
    expect(row(addDays(today(), -6))).not.toHaveTextContent('No trend yet');
  });

  it('says when a day has no trend yet (before the first reading)', async () => {
    const client = await guestClient();
    await client.putWeight(addDays(today(), -1), 170);
    await renderHistory(client);
    const figure = await screen.findByRole('figure', { name: /^Weight for the 7 days shown: 1 weigh-in,/ });
    const table = within(figure).getByRole('table', { name: 'Daily weight' });
    const row = within(table)
      .getByRole('rowheader', { name: format(parseISO(addDays(today(), -2)), 'EEEE, MMMM d') })
      .closest('tr')!;
    expect(row).toHaveTextContent('No trend yet');
    expect(figure).toHaveAccessibleName(/trend 170 lb/);
  });
});

describe('HistoryView: editing a weigh-in (issue 13)', () => {
  it("edits a past weigh-in in the user's units and stores pounds", async () => {
    const client = await guestClient({ ...DEFAULT_PROFILE, unitSystem: 'metric' });
    const day = addDays(today(), -2);
    await client.putWeight(day, 176.37); // 80 kg
    const { user } = await renderHistory(client);
    const card = (await screen.findByRole('heading', { name: 'Weight Trend' })).closest('section')!;
    await user.click(await within(card).findByRole('button', { name: `Edit weigh-in ${label(day)}` }));
    const input = within(card).getByLabelText('Weight (kg)');
    expect(input).toHaveValue(80);
    await user.clear(input);
    await user.type(input, '20');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Weight must be between 22.7 and 453.6 kg');
    await user.clear(input);
    await user.type(input, '79.5');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).queryByLabelText('Weight (kg)')).not.toBeInTheDocument());
    expect(within(card).getByText(new RegExp(`${label(day)}: 79.5 kg`))).toBeInTheDocument();
    expect((await client.getWeights(day, day)).weights).toEqual([{ date: day, weight: 175.27 }]);
  });
});

describe("HistoryView: maintenance 'Estimated from your log' (issue 13)", () => {
  it('measures the difference column and the projection against the estimate once it is used', async () => {
    const client = await guestClient();
    const formula = calculateTdee(DEFAULT_PROFILE);
    await seedSteadyLog(client, today(), 21, formula - 400);
    const estimate = await client.getExpenditure(today());
    expect(estimate.confidence).toBe('medium');
    await renderHistory(client);
    const stats = screen.getByRole('heading', { name: '7-Day Stats' }).closest('section')!;
    const label = await within(stats).findByRole('button', { name: 'Estimated from your log' });
    const difference = formula - 400 - estimate.tdee;
    expect(within(stats).getByText(String(difference))).toBeInTheDocument();
    expect(within(stats).getByText(`cal/day (TDEE ${estimate.tdee})`)).toBeInTheDocument();
    expect(dayButton(addDays(today(), -1))).toHaveTextContent(String(difference));
    // The projection too: 7 x the difference / 3500 kcal per lb.
    const projected = Math.round(((7 * difference) / 3500) * 10) / 10;
    expect(within(stats).getByText(`${projected > 0 ? '+' : ''}${projected} lb`)).toBeInTheDocument();
    await userEvent.setup().click(label);
    expect(within(stats).getByText(`(formula: ${formula} cal/day)`)).toBeVisible();
  });

  it("never shows the formula's figures first: the stats wait for the estimate's answer (decision 133)", async () => {
    const client = await guestClient();
    const formula = calculateTdee(DEFAULT_PROFILE);
    await seedSteadyLog(client, today(), 21, formula - 400);
    const { release } = holdExpenditure(client);
    renderWithData(<HistoryView />, client);
    expect(await screen.findByRole('status', { name: 'Loading days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeInTheDocument();
    expect(screen.queryByText(`cal/day (TDEE ${formula})`)).toBeNull();
    expect(screen.queryByRole('heading', { name: '7-Day Stats' })).toBeNull();
    release();
    const stats = (await screen.findByRole('heading', { name: '7-Day Stats' })).closest('section')!;
    expect(within(stats).getByRole('button', { name: 'Estimated from your log' })).toBeInTheDocument();
  });

  it('stays on the formula, unlabelled, below medium confidence', async () => {
    const client = await guestClient();
    const formula = calculateTdee(DEFAULT_PROFILE);
    await seedSteadyLog(client, today(), 18, formula - 400);
    const asked = vi.spyOn(client, 'getExpenditure');
    await renderHistory(client);
    const stats = screen.getByRole('heading', { name: '7-Day Stats' }).closest('section')!;
    // The view has the estimate (low confidence) before anything is asserted.
    await waitFor(() => expect(asked).toHaveBeenCalledWith(today()));
    await act(async () => void (await asked.mock.results[0]!.value));
    expect((await asked.mock.results[0]!.value).confidence).toBe('low');
    expect(within(stats).getByText('-400')).toBeInTheDocument();
    expect(within(stats).queryByRole('button', { name: 'Estimated from your log' })).toBeNull();
  });
});

describe("HistoryView: 'Incomplete day' (issue 13)", () => {
  it("reads the weights once for the screen: the trend's lookback, the rows' marks and an expanded day's box", async () => {
    const client = await guestClient();
    const yesterday = addDays(today(), -1);
    await client.setIncomplete(yesterday, true);
    const reads = vi.spyOn(client, 'getWeights');
    const { user } = await renderHistory(client);
    await user.click(dayButton(yesterday));
    expect(await screen.findByRole('checkbox', { name: 'Incomplete day' })).toBeChecked();
    expect(dayButton(yesterday)).toHaveTextContent('(Incomplete)');
    const week = historyWindow(today(), 'week');
    const ranges = new Set(reads.mock.calls.map(([from, to]) => `${from}..${to}`));
    expect([...ranges]).toEqual([`${addDays(week[0]!, -60)}..${week[week.length - 1]!}`]);
  });

  it('marks an expanded day incomplete, which leaves it out of the estimate, and clears the mark', async () => {
    const client = await guestClient();
    const formula = calculateTdee(DEFAULT_PROFILE);
    await seedSteadyLog(client, today(), 21, formula - 400);
    const yesterday = addDays(today(), -1);
    await client.addItems(yesterday, [food('Snack only', 300, 5)]); // half-logged: 2,495 that day
    const before = await client.getExpenditure(today());
    const { user } = await renderHistory(client);
    await user.click(dayButton(yesterday));
    const panel = document.getElementById(dayButton(yesterday).getAttribute('aria-controls')!)!;
    const box = await within(panel).findByRole('checkbox', { name: 'Incomplete day' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(within(panel).getByText('Left out of the estimate from your log.')).toBeInTheDocument();
    // The row says so even when collapsed.
    await waitFor(() => expect(dayButton(yesterday)).toHaveTextContent('(Incomplete)'));
    expect((await client.getWeights(yesterday, yesterday)).incomplete).toEqual([yesterday]);
    const after = await client.getExpenditure(today());
    expect(after.loggedDays).toBe(before.loggedDays - 1);

    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect((await client.getWeights(yesterday, yesterday)).incomplete).toEqual([]);
    await waitFor(() => expect(dayButton(yesterday)).not.toHaveTextContent('(Incomplete)'));
  });
});

describe('HistoryView: the estimate follows the food log (issue 13)', () => {
  it("logging the day that brings the estimate to medium confidence shows 'Estimated from your log'", async () => {
    const client = await guestClient();
    const formula = calculateTdee(DEFAULT_PROFILE);
    await seedSteadyLog(client, today(), 21, formula - 400, { from: 2, lastLogged: 14 });
    expect((await client.getExpenditure(today())).confidence).toBe('low');
    const { user } = await renderHistory(client);
    const stats = screen.getByRole('heading', { name: '7-Day Stats' }).closest('section')!;
    const yesterday = addDays(today(), -1);
    await user.click(dayButton(yesterday));
    const panel = document.getElementById(dayButton(yesterday).getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    await user.type(within(dialog).getByLabelText('Food name'), 'Usual day');
    await user.clear(within(dialog).getByLabelText('Calories'));
    await user.type(within(dialog).getByLabelText('Calories'), String(formula - 400));
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(stats).findByRole('button', { name: 'Estimated from your log' })).toBeInTheDocument();
    expect((await client.getExpenditure(today())).confidence).toBe('medium');
  });
});

describe("HistoryView: 'Incomplete day' that cannot be saved (issue 13)", () => {
  it('says why and shows the stored mark again', async () => {
    const client = await guestClient();
    const yesterday = addDays(today(), -1);
    await client.addItems(yesterday, [food('Lunch', 600, 20)]);
    vi.spyOn(client, 'setIncomplete').mockRejectedValue(new Error('Cannot mark a future date'));
    const { user } = await renderHistory(client);
    await user.click(dayButton(yesterday));
    const panel = document.getElementById(dayButton(yesterday).getAttribute('aria-controls')!)!;
    const box = await within(panel).findByRole('checkbox', { name: 'Incomplete day' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Cannot mark a future date');
    expect(box).not.toBeChecked();
  });
});
