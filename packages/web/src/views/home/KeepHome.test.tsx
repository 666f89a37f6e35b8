// Decision 198: what a guest's home, kept when the page is hidden or left, holds: home as the app's first commit
// would show it on the next load, the visit's writes included, none of the visit's passing state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@forkcast/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BootState } from '../../boot/boot.ts';
import { food, guestClient, renderWithData, today } from '../../components/food/testing.tsx';
import { LocalDataClient } from '../../data/local.ts';
import { holdExpenditure } from '../../test/coach.ts';
import { testQueryClient } from '../../test/render.tsx';
import { DataClientProvider } from '../../hooks/useDataClient.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { HomeView } from './HomeView.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page's `#root`, which the app renders into (the boot script keeps its markup). */
function pageRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  return document.body.appendChild(root);
}

/** What the boot script does when the page is hidden: asks the app's `keep`. */
function keepNow(boot: BootState) {
  let kept: ReturnType<NonNullable<BootState['keep']>> | undefined;
  act(() => {
    kept = boot.keep!();
  });
  return kept;
}
const todaysFood = () => screen.getByRole('heading', { name: "Today's Food" }).closest('section')!;
// React's generated ids (useId) differ from one render to another; the kept copy has no ids of its own.
const normal = (html: string) => html.replace(/«[^»]*»|_r_[0-9a-z]+_/g, 'ID');

/**
 * The next load's first commit of home: `main` as it is the first time it holds the progress card (recorded in
 * a MutationObserver's callback, before anything later renders), from a fresh cache over the same store, the
 * estimate held as on a load.
 */
async function nextLoadsFirstCommit(client: LocalDataClient): Promise<string> {
  // On a load the estimate waits for the first screen (decision 193); the tests' setup has marked it shown.
  const estimate = holdExpenditure(client);
  const container = document.createElement('div');
  document.body.appendChild(container);
  let first: string | null = null;
  const observer = new MutationObserver(() => {
    const main = container.querySelector('main');
    if (first === null && main?.querySelector('[role="progressbar"][aria-label="Calories"]'))
      first = main.outerHTML;
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <DataClientProvider client={client}>
        <HomeView isGuest onGoToSettings={() => {}} onSignUp={() => {}} />
      </DataClientProvider>
    </QueryClientProvider>,
    { container },
  );
  await waitFor(() => expect(first).not.toBeNull());
  observer.disconnect();
  view.unmount();
  estimate.release();
  return first!;
}

describe("KeepHome: a guest's home kept when the page is hidden (decision 198)", () => {
  it("is the next load's first commit: the visit's writes in, its passing state, weight, stars and bar out", async () => {
    const boot: BootState = {};
    vi.stubGlobal('__forkcastBoot', boot);
    const client = await guestClient();
    await client.addItems(
      today(),
      ['A', 'B', 'C', 'D', 'E'].map((n) => food(`Food ${n}`, 100, 5)),
    );
    await client.putWeight(today(), 150);
    const user = userEvent.setup();
    renderWithData(<HomeView isGuest onGoToSettings={() => {}} onSignUp={() => {}} />, client, pageRoot());
    await screen.findByRole('textbox', { name: 'What did you eat?' });
    await waitFor(() => expect(boot.keep).toBeDefined());

    // The visit: a food logged (marked new), a favorite, the list shown whole, the weight form open.
    await user.click(within(todaysFood()).getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    await user.type(within(dialog).getByLabelText('Food name'), 'Banana');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const banana = (await within(todaysFood()).findByText('Banana')).closest('li')!;
    expect(banana).toHaveAttribute('data-new', 'true');
    await user.click(within(todaysFood()).getByRole('button', { name: 'Toggle favorite: Food E' }));
    await screen.findByText('Food E added to favorites');
    await user.click(within(todaysFood()).getByRole('button', { name: 'Show All (6)' }));
    await screen.findByText(/^Today: 150/);
    await user.click(screen.getByRole('button', { name: 'Log Weight' }));
    await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Calories' }).querySelector('[data-color]'),
      ).not.toBeNull(),
    );

    const kept = keepNow(boot)!;
    expect(kept.date).toBe(today());
    const main = kept.screen.querySelector('main')!;
    // The app's other parts are the page's as they are (the boot script drops the toasts, marked).
    expect(kept.screen.querySelector('[data-boot-drop]')).toHaveTextContent('Food E added to favorites');
    // The live screen is untouched, and still shows the visit's state.
    expect(within(todaysFood()).getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What did you eat?' })).toBeInTheDocument();

    // The copy: today's food with the new item and its totals, four rows and 'Show All (6)', no mark.
    expect(main.textContent).toContain('Banana');
    expect(main.textContent).toContain('Show All (6)');
    expect(main.querySelectorAll('li')).toHaveLength(4);
    expect(main.querySelector('[data-new]')).toBeNull();
    expect(main.textContent).not.toContain('What did you eat?');
    // The guest banner is in the first commit (decision 198's update), the bottom bar is not.
    expect(main.textContent).toContain('Save Your Progress');
    expect(main.querySelector('[aria-pressed="true"]')).toBeNull();
    expect(main.textContent).toContain('No weight logged today');
    // The calorie bar's fill waits for the estimate (decision 159): not in the first commit.
    expect(main.querySelector('[aria-label="Calories"] [data-color]')).toBeNull();
    expect(main.querySelector('[data-marker]')).toBeNull();

    // Exactly what the next load's first commit shows.
    const next = await nextLoadsFirstCommit(client);
    expect(normal(main.outerHTML)).toBe(normal(next));
    expect(next).toContain('Banana');
    expect(next).not.toContain('What did you eat?');
  });

  it('keeps nothing while a write is under way', async () => {
    const boot: BootState = {};
    vi.stubGlobal('__forkcastBoot', boot);
    const client = await guestClient();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const addItems = client.addItems.bind(client);
    renderWithData(<HomeView isGuest onGoToSettings={() => {}} onSignUp={() => {}} />, client, pageRoot());
    await screen.findByRole('textbox', { name: 'What did you eat?' });
    await waitFor(() => expect(boot.keep).toBeDefined());
    vi.spyOn(client, 'addItems').mockImplementation(async (...args) => {
      await held;
      return addItems(...args);
    });
    const user = userEvent.setup();
    await user.click(within(todaysFood()).getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    await user.type(within(dialog).getByLabelText('Food name'), 'Banana');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(keepNow(boot)).toBeNull();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(todaysFood()).findByText('Banana');
    await waitFor(() => expect(keepNow(boot)?.screen.textContent).toContain('Banana'));
  });
});

describe("KeepHome: the home of a new day's first load (decision 198's update)", () => {
  afterEach(() => vi.useRealTimers());

  /** Renders home over `client` in the page's `#root`; the boot script's `later` records what it is given. */
  async function showHome(client: LocalDataClient) {
    const later = vi.fn<NonNullable<BootState['later']>>();
    const boot: BootState = { later };
    vi.stubGlobal('__forkcastBoot', boot);
    renderWithData(<HomeView isGuest onGoToSettings={() => {}} onSignUp={() => {}} />, client, pageRoot());
    await screen.findByRole('textbox', { name: 'What did you eat?' });
    await waitFor(() => expect(boot.keep).toBeDefined());
    return { boot, later };
  }

  it.each([1, 40])(
    'is the first commit of a first load %i day(s) later: empty, whichever day it is',
    async (days) => {
      const client = await guestClient();
      await client.addItems(today(), [food('Oatmeal', 150, 5)]);
      await client.addItems(addDays(today(), -1), [food('Soup', 300, 12)]);
      await client.putWeight(today(), 150);
      const { boot, later } = await showHome(client);
      await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
      const [date, kept] = later.mock.calls[0]!;
      expect(date).toBe(today());
      const main = kept.querySelector('main')!;
      expect(main.textContent).toContain('No food logged yet today');
      expect(main.textContent).toContain('No weight logged today');
      expect(main.textContent).not.toContain('Oatmeal');
      expect(main.querySelector('[role="progressbar"][aria-label="Calories"]')).not.toBeNull();
      // The live screen is untouched; the copy on hiding carries it too.
      expect(within(todaysFood()).getByText('Oatmeal')).toBeInTheDocument();
      const onHide = keepNow(boot)!;
      expect(normal(onHide.later!.outerHTML)).toBe(normal(kept.outerHTML));
      expect(onHide.screen.textContent).toContain('Oatmeal');

      // The next day's first load, or one weeks later: byte for byte the same first commit.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + days * 86_400_000);
      expect(today()).toBe(addDays(date, days));
      const next = await nextLoadsFirstCommit(client);
      vi.useRealTimers();
      expect(normal(main.outerHTML)).toBe(normal(next));
    },
  );

  it('is not given when the store holds food for a later day (a clock or time zone moved back)', async () => {
    const client = await guestClient();
    // Logged when the clock was a day ahead (the rules refuse a day after today).
    const ahead = new LocalDataClient({ now: () => new Date(Date.now() + 86_400_000) });
    await ahead.addItems(addDays(today(), 1), [food('Oatmeal', 150, 5)]);
    await ahead.close();
    const { boot, later } = await showHome(client);
    // The store's answer has come (the copy on hiding is made), and no copy for a later day.
    await new Promise((r) => setTimeout(r, 50));
    expect(keepNow(boot)!.later).toBeNull();
    expect(later).not.toHaveBeenCalled();
  });
});
