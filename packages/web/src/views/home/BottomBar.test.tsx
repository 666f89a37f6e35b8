import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FAVORITE, PHOTO_ANALYSIS_UNAVAILABLE, addDays, mealAt } from '@forkcast/core';
import type { LocalDataClient } from '../../data/local.ts';
import { food, guestClient, renderWithData, today } from '../../components/food/testing.tsx';
import { HomeView } from './HomeView.tsx';

afterEach(() => vi.unstubAllGlobals());

const TEXT_FAILED = "Sorry, I couldn't understand that. Please try again with a clearer description.";
const PHOTO_FAILED = "Sorry, I couldn't analyze that photo. Please try again with a clearer picture.";

const analyzed = (name: string, calories: number) => ({
  name,
  calories,
  protein: 12,
  carbs: 1,
  fat: 10,
  units: 'large',
  quantity: 2,
  grams: 100,
  foodId: null,
  confidence: 0.9,
});

/** The API edge: a fetch that answers the analysis endpoints (the server cannot run inside jsdom). */
function stubApi(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    answer(String(url), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderHome(client?: LocalDataClient) {
  const c = client ?? (await guestClient());
  renderWithData(<HomeView isGuest={false} onGoToSettings={() => {}} onSignUp={() => {}} />, c);
  await screen.findByRole('progressbar', { name: 'Calories' });
  // The bar's code loads once the cards have painted (decision 193).
  const input = await screen.findByRole('textbox', { name: 'What did you eat?' });
  return { client: c, user: userEvent.setup(), input };
}

const todaysFood = () => screen.getByRole('heading', { name: "Today's Food" }).closest('section')!;

describe('HomeView: the chat box', () => {
  it('cannot send empty or whitespace-only text', async () => {
    const fetchMock = stubApi(async () => Response.json({ items: [], source: 'database' }));
    const { user, input } = await renderHome();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/analyze/text', expect.anything());
  });

  it('disables the box and shows a spinner while analysing, ignores a second send, then adds the items as new', async () => {
    let reply!: (r: Response) => void;
    const fetchMock = stubApi((url) =>
      url === '/api/analyze/text'
        ? new Promise<Response>((resolve) => (reply = resolve))
        : Promise.resolve(Response.json({ foods: [] })),
    );
    const { user, input, client } = await renderHome();
    await user.type(input, '2 eggs and toast');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByRole('status', { name: 'Analyzing your meal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    input.closest('form')!.requestSubmit();
    const textCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/analyze/text');
    expect(textCalls()).toHaveLength(1);
    expect(JSON.parse(String(textCalls()[0]![1]!.body))).toMatchObject({ text: '2 eggs and toast' });

    reply(Response.json({ items: [analyzed('Eggs', 140), analyzed('Toast', 80)], source: 'database' }));
    const eggs = (await within(todaysFood()).findByText('Eggs')).closest('li')!;
    expect(within(eggs).getByText('New')).toBeInTheDocument();
    expect(
      within(within(todaysFood()).getByText('Toast').closest('li')!).getByText('New'),
    ).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    // Disabling the box dropped focus; it comes back for the next entry once the box is enabled again.
    await waitFor(() => expect(input).toHaveFocus());
    expect((await client.getDay(today())).totals.calories).toBe(220);
  });

  it('says which words it skipped, offers to search for each, and keeps the food and grams it matched', async () => {
    stubApi(async (url) =>
      url === '/api/analyze/text'
        ? Response.json({
            items: [{ ...analyzed('Eggs', 140), foodId: 'fndds:31102000' }],
            source: 'database',
            unmatched: ['a plate of zorblax'],
          })
        : Response.json({ foods: [] }),
    );
    const { user, input, client } = await renderHome();
    await user.type(input, '2 eggs and a plate of zorblax{Enter}');
    const notice = await screen.findByText('Skipped: a plate of zorblax');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await within(todaysFood()).findByText('Eggs');
    const [eggs] = (await client.getDay(today())).items;
    expect(eggs).toMatchObject({ foodId: 'fndds:31102000', grams: 100 });
    await user.click(screen.getByRole('button', { name: 'Search “a plate of zorblax”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search food database' })).toHaveValue(
      'a plate of zorblax',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Dismiss skipped words' }));
    expect(screen.queryByText('Skipped: a plate of zorblax')).toBeNull();
  });

  it('logs the nutrients the database knows and the meal the words named, else the time of day (issue 14)', async () => {
    stubApi(async () =>
      Response.json({
        items: [
          { ...analyzed('Apple', 95), fiber: 4.4, sugars: 19, sodium: null, meal: 'lunch' },
          { ...analyzed('Tea', 2), fiber: null, sugars: null, sodium: null },
        ],
        source: 'database',
      }),
    );
    const { user, input, client } = await renderHome();
    await user.type(input, 'for lunch I had an apple and tea{Enter}');
    await within(todaysFood()).findByText('Apple');
    const [apple, tea] = (await client.getDay(today())).items;
    expect(apple).toMatchObject({ fiber: 4.4, sugars: 19, meal: 'lunch' });
    expect(apple).not.toHaveProperty('sodium');
    expect(tea).not.toHaveProperty('fiber');
    expect(tea!.meal).toBe(mealAt(tea!.timestamp));
  });

  it('logs to the past day being viewed, and never goes past today (issue 14 item 2)', async () => {
    stubApi(async () => Response.json({ items: [analyzed('Soup', 300)], source: 'database' }));
    const { user, input, client } = await renderHome();
    const next = screen.getByRole('button', { name: 'Next day' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = addDays(today(), -1);
    const pastFood = await screen.findByRole('heading', { name: /^Food on / });
    expect(pastFood.closest('section')).toHaveTextContent(`logged to`);
    await user.type(input, 'a bowl of soup{Enter}');
    await within(pastFood.closest('section')!).findByText('Soup');
    expect((await client.getDay(yesterday)).items.map((i) => i.name)).toEqual(['Soup']);
    expect((await client.getDay(today())).items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: "Today's Food" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(within(todaysFood()).getByText('No food logged yet today')).toBeInTheDocument();
  });

  it("alerts the spec's words when the analysis finds nothing, and keeps the text", async () => {
    stubApi(async () => Response.json({ items: [], source: 'database' }));
    const { user, input } = await renderHome();
    await user.type(input, 'asdfgh{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_FAILED);
    await waitFor(() => expect(input).toBeEnabled());
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('asdfgh');
    expect(within(todaysFood()).getByText('No food logged yet today')).toBeInTheDocument();
  });

  it("alerts the spec's words when the analysis fails", async () => {
    stubApi(async () =>
      Response.json({ error: { code: 'analysis_failed', message: 'provider exploded' } }, { status: 502 }),
    );
    const { user, input } = await renderHome();
    await user.type(input, 'soup{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_FAILED);
  });

  it('issue 14 (#1): a later successful analysis takes the old red error away', async () => {
    let fail = true;
    stubApi(async (url) =>
      url === '/api/analyze/text'
        ? fail
          ? Response.json({ items: [], source: 'database' })
          : Response.json({ items: [analyzed('Soup', 200)], source: 'database' })
        : Response.json({ foods: [] }),
    );
    const { user, input } = await renderHome();
    await user.type(input, 'zzz{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_FAILED);
    fail = false;
    await waitFor(() => expect(input).toBeEnabled());
    await user.clear(input);
    await user.type(input, 'soup{Enter}');
    await within(todaysFood()).findByText('Soup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('HomeView: the photo button', () => {
  it('opens the camera-ready file input and asks for an optional description', async () => {
    const fetchMock = stubApi(async () => Response.json({ items: [analyzed('Salad', 320)], source: 'ai' }));
    const { user } = await renderHome();
    const button = screen.getByRole('button', { name: 'Snap or upload a meal photo' });
    expect(button).toHaveAttribute('title', 'Snap or upload a meal photo');
    const fileInput = screen.getByLabelText('Meal photo');
    expect(fileInput).toHaveAttribute('accept', 'image/*');
    expect(fileInput).toHaveAttribute('capture', 'environment');

    await user.upload(fileInput, new File(['jpeg'], 'meal.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Description (Optional)' });
    await user.type(within(dialog).getByLabelText('Description'), 'with feta');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Photo' }));
    const salad = (await within(todaysFood()).findByText('Salad')).closest('li')!;
    expect(within(salad).getByText('New')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/analyze/photo')!;
    expect(url).toBe('/api/analyze/photo');
    const form = init!.body as FormData;
    expect(form.get('description')).toBe('with feta');
    expect((form.get('image') as File).name).toBe('meal.jpg');
  });

  it("shows the server's message when photo analysis is unavailable", async () => {
    const message = 'Photo analysis needs an AI provider, and this server has none configured.';
    stubApi(async () =>
      Response.json({ error: { code: 'photo_analysis_unavailable', message } }, { status: 400 }),
    );
    const { user } = await renderHome();
    await user.upload(screen.getByLabelText('Meal photo'), new File(['x'], 'a.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Description (Optional)' });
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('issue 14 (#9): without a vision model, says so before the file picker or the description dialog', async () => {
    stubApi(async (url) =>
      url === '/api/config'
        ? Response.json({ oidc: null, ai: { text: false, photo: false } })
        : Response.json({ foods: [] }),
    );
    const { user } = await renderHome();
    const picker = screen.getByLabelText('Meal photo');
    const opened = vi.fn();
    picker.addEventListener('click', opened);
    const button = screen.getByRole('button', { name: 'Snap or upload a meal photo' });
    // The server's answer arrives after the first screen.
    await waitFor(() => expect(button).toHaveAttribute('data-photo', 'unavailable'));
    await user.click(button);
    expect(await screen.findByText(PHOTO_ANALYSIS_UNAVAILABLE)).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts the spec's photo words on an empty result", async () => {
    stubApi(async () => Response.json({ items: [], source: 'ai' }));
    const { user } = await renderHome();
    await user.upload(screen.getByLabelText('Meal photo'), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Analyze Photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_FAILED);
  });
});

describe('HomeView: quick add', () => {
  it('lists favorites, and suggestions with their badges while typing', async () => {
    stubApi(async () => Response.json({ foods: [] }));
    const client = await guestClient();
    await client.addFavorite(DEFAULT_FAVORITE);
    for (let d = 1; d <= 4; d++) await client.addItems(addDays(today(), -d), [food('Oatmeal', 150, 5)]);
    const { user, input } = await renderHome(client);
    const favorites = await screen.findByRole('list', { name: 'Favorites' });
    expect(within(favorites).getByRole('button', { name: /Egg/ })).toBeInTheDocument();

    await user.type(input, 'oat');
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    const chip = within(suggestions).getByRole('button', { name: /Oatmeal/ });
    expect(chip).toHaveTextContent('Recent');
    expect(chip).toHaveTextContent('Frequent');
    expect(suggestions).toHaveClass('max-h-[200px]');
  });

  it("adds a favorite through the prefilled form's 'Add to Today'", async () => {
    stubApi(async () => Response.json({ foods: [] }));
    const client = await guestClient();
    await client.addFavorite(DEFAULT_FAVORITE);
    const { user } = await renderHome(client);
    await user.click(
      within(await screen.findByRole('list', { name: 'Favorites' })).getByRole('button', { name: /Egg/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add to Today' }));
    // The form closes once the item is stored (the page behind it is hidden until then).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await within(todaysFood()).findByText('Egg')).closest('li')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect((await client.getDay(today())).totals.calories).toBe(140);
  });

  it('saves a meal of several foods, logs it in one tap, and edits its servings and foods (issue 14 item 3)', async () => {
    const client = await guestClient();
    await client.addItems(today(), [
      food('Oats', 150, 5, { meal: 'breakfast', fiber: 4 }),
      food('Milk', 100, 8, { meal: 'breakfast' }),
      food('Coffee', 2, 0, { meal: 'breakfast' }),
    ]);
    const { user } = await renderHome(client);
    await user.click(within(todaysFood()).getByRole('button', { name: 'View by meal' }));
    await user.click(within(todaysFood()).getByRole('button', { name: 'Save Breakfast as a meal' }));
    const chip = await screen.findByRole('button', { name: 'Log Usual breakfast (3 foods)' });
    const [saved] = (await client.getFavorites()).filter((f) => f.name === 'Usual breakfast');
    expect(saved).toMatchObject({ calories: 252, units: 'meal', quantity: 1 });

    // One tap logs every food with its own values (and the nutrients they carry).
    await user.click(chip);
    await waitFor(async () => expect((await client.getDay(today())).items).toHaveLength(6));
    const day = await client.getDay(today());
    expect(day.totals.calories).toBe(504);
    expect(day.items.filter((i) => i.name === 'Oats').map((i) => i.fiber)).toEqual([4, 4]);

    // Edited in 'Edit Quick Add Items': the coffee out, two servings.
    await user.click(screen.getByRole('button', { name: 'Edit Quick Add Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quick Add Items' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit Usual breakfast' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Remove Coffee from Usual breakfast' }),
    );
    const servings = within(dialog).getByLabelText('Servings');
    await user.clear(servings);
    await user.type(servings, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await client.getFavorites()).find((f) => f.name === 'Usual breakfast')).toMatchObject({
        servings: 2,
        calories: 125,
        units: 'serving',
      }),
    );
    const edited = (await client.getFavorites()).find((f) => f.name === 'Usual breakfast')!;
    expect(edited.items?.map((i) => i.name)).toEqual(['Oats', 'Milk']);
  });

  it("edits favorites in 'Edit Quick Add Items' and closes with Done or Escape", async () => {
    const client = await guestClient();
    await client.addFavorite(DEFAULT_FAVORITE);
    await client.addFavorite(food('Yogurt', 100, 9));
    const { user } = await renderHome(client);
    await user.click(screen.getByRole('button', { name: 'Edit Quick Add Items' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Quick Add Items' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Yogurt from favorites' }));
    await waitFor(() => expect(within(dialog).queryByText('Yogurt')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Edit Egg' }));
    await user.clear(within(dialog).getByLabelText('Food name'));
    await user.type(within(dialog).getByLabelText('Food name'), 'Eggs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('Eggs')).toBeInTheDocument());
    expect((await client.getFavorites()).map((f) => f.name)).toEqual(['Eggs']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Quick Add Items' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Quick Add Items' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Quick Add Items' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
