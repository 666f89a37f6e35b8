import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE, calculateTdee } from '@forkcast/core';
import type { LocalDataClient } from '../../data/local.ts';
import { food, guestClient, renderWithData, today } from '../../components/food/testing.tsx';
import { holdExpenditure, seedSteadyLog } from '../../test/coach.ts';
import { HomeView } from './HomeView.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderHome(client?: LocalDataClient, props: Partial<Parameters<typeof HomeView>[0]> = {}) {
  const c = client ?? (await guestClient());
  const handlers = { onGoToSettings: vi.fn(), onSignUp: vi.fn() };
  renderWithData(<HomeView isGuest {...handlers} {...props} />, c);
  await screen.findByRole('progressbar', { name: 'Calories' });
  // The bottom bar comes once the cards have painted (decision 193).
  await screen.findByRole('textbox', { name: 'What did you eat?' });
  return { client: c, ...handlers };
}

/** The calorie bar's fill, drawn once the estimate has answered (decision 133). */
const fillOf = (bar: HTMLElement) =>
  waitFor(() => {
    const fill = bar.querySelector<HTMLElement>('[data-color]');
    if (!fill) throw new Error('the bar has no fill yet');
    return fill;
  });
const todaysFood = () => screen.getByRole('heading', { name: "Today's Food" }).closest('section')!;
const rows = () => within(todaysFood()).queryAllByRole('listitem');

describe("HomeView: Today's Food", () => {
  it("shows 'No food logged yet today' when nothing is logged", async () => {
    await renderHome();
    expect(await within(todaysFood()).findByText('No food logged yet today')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it("shows 4 rows, then all with 'Show All (n)', and 4 again with 'Show Less'", async () => {
    const client = await guestClient();
    await client.addItems(
      today(),
      ['A', 'B', 'C', 'D', 'E', 'F'].map((n) => food(`Food ${n}`)),
    );
    const user = userEvent.setup();
    await renderHome(client);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(within(todaysFood()).queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
    await user.click(within(todaysFood()).getByRole('button', { name: 'Show All (6)' }));
    expect(rows()).toHaveLength(6);
    await user.click(within(todaysFood()).getByRole('button', { name: 'Show Less' }));
    expect(rows()).toHaveLength(4);
    expect(within(todaysFood()).getByRole('button', { name: 'Show All (6)' })).toBeInTheDocument();
  });

  it("shows the progress card only with today's food and totals, so nothing moves when the day arrives", async () => {
    const client = await guestClient();
    await client.addItems(today(), [food('Oatmeal'), food('Coffee')]);
    // The day answers well after the profile.
    const getDay = client.getDay.bind(client);
    vi.spyOn(client, 'getDay').mockImplementation(
      (date) => new Promise((resolve) => setTimeout(() => resolve(getDay(date)), 100)),
    );
    await renderHome(client);
    // Checked at the progress card's first appearance, not waited for (decision 193).
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('status', { name: "Loading today's food" })).not.toBeInTheDocument();
    const eaten = (await client.getDay(today())).totals.calories;
    expect(screen.getByRole('progressbar', { name: 'Calories' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(eaten)),
    );
  });

  it('has no toggle with 4 items or fewer', async () => {
    const client = await guestClient();
    await client.addItems(
      today(),
      ['A', 'B', 'C', 'D'].map((n) => food(n)),
    );
    await renderHome(client);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(within(todaysFood()).queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument();
  });

  it("marks a newly added item 'New' with a highlighted border for exactly 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHome();
    await user.click(within(todaysFood()).getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    await user.type(within(dialog).getByLabelText('Food name'), 'Banana');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    // The form closes once the item is stored (the page behind it is hidden until then).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await within(todaysFood()).findByText('Banana')).closest('li')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-new', 'true');
    act(() => vi.advanceTimersByTime(2900));
    expect(within(row).getByText('New')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(row).queryByText('New')).not.toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-new');
  });

  it('deletes an item, toggles a favorite and edits an item from its row', async () => {
    const client = await guestClient();
    await client.addItems(today(), [food('Toast', 80, 3), food('Jam', 50, 0)]);
    const user = userEvent.setup();
    await renderHome(client);
    const toastRow = (await within(todaysFood()).findByText('Toast')).closest('li')!;

    const star = within(toastRow).getByRole('button', { name: 'Toggle favorite: Toast' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect((await client.getFavorites()).map((f) => f.name)).toContain('Toast');

    await user.click(within(toastRow).getByRole('button', { name: 'Edit item: Toast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Food Item' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(todaysFood()).getByText(/160 cal/)).toBeInTheDocument());
    expect((await client.getDay(today())).totals.calories).toBe(210);

    const jamRow = within(todaysFood()).getByText('Jam').closest('li')!;
    await user.click(within(jamRow).getByRole('button', { name: 'Delete item: Jam' }));
    await waitFor(() => expect(within(todaysFood()).queryByText('Jam')).not.toBeInTheDocument());
    expect((await client.getDay(today())).items.map((i) => i.name)).toEqual(['Toast']);
  });

  it("issue 14 (#13): a deleted row offers 'Undo' in its place for a few seconds, with the focus on it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = await guestClient();
    await client.addItems(today(), [food('Toast', 80, 3), food('Jam', 50, 0), food('Tea', 5, 0)]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHome(client);
    await user.click(await within(todaysFood()).findByRole('button', { name: 'Delete item: Jam' }));
    const undo = await within(todaysFood()).findByRole('button', { name: 'Undo' });
    expect(undo).toHaveAccessibleDescription('Deleted Jam.');
    expect(undo).toHaveFocus();
    await waitFor(async () => expect((await client.getDay(today())).totals.calories).toBe(85));
    await user.click(undo);
    await within(todaysFood()).findByText('Jam');
    // The row is back on screen before the store's write settles; wait for the store, not the screen.
    await waitFor(async () => {
      const day = await client.getDay(today());
      expect(day.items.map((i) => i.name).sort()).toEqual(['Jam', 'Tea', 'Toast']);
      expect(day.totals.calories).toBe(135);
    });

    // Left alone, the offer goes after five seconds and the deletion stands.
    await user.click(within(todaysFood()).getByRole('button', { name: 'Delete item: Tea' }));
    expect(await within(todaysFood()).findByText('Deleted Tea.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(within(todaysFood()).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(todaysFood()).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await client.getDay(today())).items.map((i) => i.name).sort()).toEqual(['Jam', 'Toast']),
    );
  });
});

describe('HomeView: nutrients and meals (issue 14)', () => {
  it("shows the day's fiber, sugars and sodium where known, saying how many items carry them", async () => {
    const client = await guestClient();
    await client.addItems(today(), [
      food('Banana', 105, 1.3, { fiber: 3.1, sugars: 14.4, sodium: 1 }),
      food('Oats', 150, 5, { fiber: 4, sodium: 2.5 }),
      food('Coffee', 2, 0),
    ]);
    await renderHome(client);
    const line = await within(todaysFood()).findByTestId('day-nutrients');
    expect(line).toHaveTextContent(
      'Fiber 7.1g (2 of 3 items) · Sugars 14.4g (1 of 3 items) · Sodium 4mg (2 of 3 items)',
    );
  });

  it("keeps four rows with 'Show All (n)', shows each row's meal, and views the day by meal", async () => {
    const client = await guestClient();
    await client.addItems(today(), [
      food('Eggs', 140, 12, { meal: 'breakfast' }),
      food('Toast', 80, 3, { meal: 'breakfast' }),
      food('Salad', 200, 5, { meal: 'lunch' }),
      food('Pasta', 600, 20, { meal: 'dinner' }),
      food('Chips', 150, 2, { meal: 'snacks' }),
    ]);
    const user = userEvent.setup();
    await renderHome(client);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(within(todaysFood()).getByRole('button', { name: 'Show All (5)' })).toBeInTheDocument();
    const pasta = within(todaysFood()).getByText('Pasta').closest('li')!;
    expect(within(pasta).getByText('Dinner')).toBeInTheDocument();
    await user.click(within(todaysFood()).getByRole('button', { name: 'View by meal' }));
    expect(
      within(todaysFood())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Breakfast · 220 cal', 'Lunch · 200 cal', 'Dinner · 600 cal', 'Snacks · 150 cal']);
    expect(rows()).toHaveLength(5);
    // Today's meals are not offered for copying to today.
    expect(within(todaysFood()).queryByRole('button', { name: /Copy|Log again/ })).not.toBeInTheDocument();
  });

  it('shows no nutrient line when no item carries one', async () => {
    const client = await guestClient();
    await client.addItems(today(), [food('Coffee', 2, 0)]);
    await renderHome(client);
    await within(todaysFood()).findByText('Coffee');
    expect(within(todaysFood()).queryByTestId('day-nutrients')).not.toBeInTheDocument();
  });

  it('edits carbs, fat and the meal in the Edit dialog; a quantity change rescales the nutrients', async () => {
    const client = await guestClient();
    await client.addItems(today(), [
      food('Oats', 150, 5, { carbs: 27, fat: 3, fiber: 4, meal: 'breakfast' }),
    ]);
    const user = userEvent.setup();
    await renderHome(client);
    await user.click(await within(todaysFood()).findByRole('button', { name: 'Edit item: Oats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Food Item' });
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('breakfast');
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'Snacks');
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    const fat = within(dialog).getByLabelText('Fat (g)');
    await user.clear(fat);
    await user.type(fat, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () =>
      expect((await client.getDay(today())).items[0]).toMatchObject({
        quantity: 2,
        calories: 300,
        carbs: 54,
        fat: 7.5,
        fiber: 8,
        meal: 'snacks',
      }),
    );
  });
});

describe("HomeView: Today's Progress", () => {
  it('issue 14: shows carbs and fat against their targets beside calories and protein', async () => {
    const profile = { ...DEFAULT_PROFILE, targetCarbs: 300, targetFat: 80 };
    const client = await guestClient(profile);
    await client.addItems(today(), [food('Pasta', 600, 20, { carbs: 120, fat: 12.5 })]);
    await renderHome(client);
    const carbs = await screen.findByRole('progressbar', { name: 'Carbs' });
    await waitFor(() => expect(carbs).toHaveAttribute('aria-valuetext', '120 of 300 grams of carbs'));
    expect(screen.getByRole('progressbar', { name: 'Fat' })).toHaveAttribute(
      'aria-valuetext',
      '12.5 of 80 grams of fat',
    );
    expect(screen.getByText('120g')).toBeInTheDocument();
  });

  it('issue 14 (#2): on a loss goal the bar turns red over the target, not green', async () => {
    const profile = {
      ...DEFAULT_PROFILE,
      goal: 'custom' as const,
      customWeightChange: -1,
      targetCalories: 2000,
    };
    const client = await guestClient(profile);
    await client.addItems(today(), [food('Feast', 2300, 70)]);
    await renderHome(client);
    const bar = await screen.findByRole('progressbar', { name: 'Calories' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2300'));
    await waitFor(() => expect(bar.querySelector('[data-color]')).toHaveAttribute('data-color', 'red'));
    expect(screen.getByText('300 cal over target')).toBeInTheDocument();
  });

  it("draws the calorie bar's fill and markers once the estimate has answered, never to one scale and then another", async () => {
    const profile = { ...DEFAULT_PROFILE, targetCalories: 2000 };
    const tdee = calculateTdee(profile);
    const client = await guestClient(profile);
    await client.addItems(today(), [food('Big lunch', 1700, 70)]);
    const { release } = holdExpenditure(client);
    await renderHome(client);
    const bar = screen.getByRole('progressbar', { name: 'Calories' });
    expect(bar).toHaveAttribute('aria-valuetext', '1700 of 2000 calories');
    expect(bar.querySelector('[data-color]')).toBeNull();
    expect(bar.querySelector('[data-marker]')).toBeNull();
    release();
    const fill = await fillOf(bar);
    expect(parseFloat(fill.style.width)).toBeCloseTo((1700 / tdee) * 100, 1);
  });

  it('shows calories and protein against the targets, with the bar colour and both markers', async () => {
    const profile = { ...DEFAULT_PROFILE, targetCalories: 2000, targetProtein: 140 };
    const tdee = calculateTdee(profile);
    expect(tdee).toBeGreaterThan(2000);
    const client = await guestClient(profile);
    await client.addItems(today(), [food('Big lunch', 1700, 70)]);
    const { onGoToSettings } = await renderHome(client);
    const bar = await screen.findByRole('progressbar', { name: 'Calories' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1700'));
    expect(bar).toHaveAttribute('aria-valuetext', '1700 of 2000 calories');
    // 85% of the target: amber. The TDEE (above the target) is the bar's scale.
    const fill = await fillOf(bar);
    expect(fill).toHaveAttribute('data-color', 'amber');
    expect(parseFloat(fill.style.width)).toBeCloseTo((1700 / tdee) * 100, 1);
    expect(parseFloat((bar.querySelector('[data-marker="tdee"]') as HTMLElement).style.left)).toBe(100);
    expect(parseFloat((bar.querySelector('[data-marker="target"]') as HTMLElement).style.left)).toBeCloseTo(
      (2000 / tdee) * 100,
      1,
    );
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute(
      'aria-valuetext',
      '70 of 140 grams of protein',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit targets' }));
    expect(onGoToSettings).toHaveBeenCalledOnce();
  });

  it("shows the 'Save Your Progress' banner to guests only", async () => {
    const { onSignUp } = await renderHome();
    await userEvent.setup().click(
      within(screen.getByRole('region', { name: 'Save Your Progress' })).getByRole('button', {
        name: 'Sign Up',
      }),
    );
    expect(onSignUp).toHaveBeenCalledOnce();
  });

  it('has no banner for a signed-in user', async () => {
    await renderHome(undefined, { isGuest: false });
    expect(screen.queryByRole('region', { name: 'Save Your Progress' })).not.toBeInTheDocument();
  });
});

describe("HomeView: 'Log Weight' (issue 13)", () => {
  it("logs today's weight in the user's units and stores pounds", async () => {
    const { client } = await renderHome();
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Weight' });
    expect(await within(card).findByText('No weight logged today')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Log Weight' }));
    // Decision 159: the form's code loads when 'Log Weight' is pressed.
    await user.type(await within(card).findByLabelText('Weight (lb)'), '49');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Weight must be between 50 and 1000 lb');
    await user.clear(within(card).getByLabelText('Weight (lb)'));
    await user.type(within(card).getByLabelText('Weight (lb)'), '181.4');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Today: 181.4 lb')).toBeInTheDocument();
    expect((await client.getWeights(today(), today())).weights).toEqual([{ date: today(), weight: 181.4 }]);
  });
});

describe("HomeView: maintenance 'Estimated from your log' (issue 13)", () => {
  const formula = calculateTdee(DEFAULT_PROFILE);
  const legend = () => screen.getByText(/^Maintenance \d+/).closest('span')!;

  it('keeps the formula while the estimate is below medium confidence', async () => {
    const client = await guestClient();
    await seedSteadyLog(client, today(), 18, formula - 400);
    expect((await client.getExpenditure(today())).confidence).toBe('low');
    const asked = vi.spyOn(client, 'getExpenditure');
    await renderHome(client);
    // The view has the estimate before anything is asserted.
    await waitFor(() => expect(asked).toHaveBeenCalledWith(today()));
    await act(async () => void (await asked.mock.results[0]!.value));
    expect(legend()).toHaveTextContent(`Maintenance ${formula}`);
    expect(screen.queryByRole('button', { name: 'Estimated from your log' })).not.toBeInTheDocument();
  });

  it('uses the estimate from medium confidence, labelled, with the formula one tap away', async () => {
    const client = await guestClient();
    await seedSteadyLog(client, today(), 21, formula - 400);
    const estimate = await client.getExpenditure(today());
    expect(estimate.confidence).toBe('medium');
    expect(estimate.tdee).toBeLessThan(formula - 200);
    await renderHome(client);
    const label = await screen.findByRole('button', { name: 'Estimated from your log' });
    expect(legend()).toHaveTextContent(`Maintenance ${estimate.tdee}`);
    expect(screen.queryByText(`(formula: ${formula} cal/day)`)).not.toBeVisible();
    await userEvent.setup().click(label);
    expect(label).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(`(formula: ${formula} cal/day)`)).toBeVisible();
  });
});
