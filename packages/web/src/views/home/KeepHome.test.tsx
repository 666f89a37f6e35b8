// Decision 198: what a guest's home, kept when the page is hidden or left, holds: home as the app's first commit
// would show it on the next load, the visit's writes included, none of the visit's passing state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BootState } from '../../boot/boot.ts';
import { food, guestClient, renderWithData, today } from '../../components/food/testing.tsx';
import type { LocalDataClient } from '../../data/local.ts';
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
    expect(main.textContent).not.toContain('Save Your Progress');
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
