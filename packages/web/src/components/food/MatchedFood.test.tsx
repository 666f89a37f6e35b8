import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyzedItem, FoodDetail } from '@forkcast/core';
import { HomeView } from '../../views/home/HomeView.tsx';
import { food, guestClient, renderWithData, today } from './testing.tsx';
import { MATCH_LABELS } from './MatchedFood.tsx';
import { CHANGE_MATCH_LABELS } from './ChangeMatch.tsx';

afterEach(() => vi.unstubAllGlobals());

// "2 eggs" as the parser answers it: 100 g of the database egg, two alternatives and two measures.
const eggs: AnalyzedItem = {
  name: 'Eggs',
  calories: 176,
  protein: 11.8,
  carbs: 0.9,
  fat: 13.9,
  units: 'pieces',
  quantity: 2,
  grams: 100,
  foodId: 'fndds:31102000',
  confidence: 0.85,
  matchedName: 'Egg, whole, cooked',
  alternatives: [
    {
      foodId: 'fndds:31105005',
      name: 'Egg, white, cooked',
      grams: 100,
      calories: 52,
      protein: 10.9,
      carbs: 0.7,
      fat: 0.2,
    },
    {
      foodId: 'fndds:32105180',
      name: 'Egg, creamed',
      grams: 100,
      calories: 148,
      protein: 7,
      carbs: 5,
      fat: 11,
    },
  ],
  portions: [
    { label: '1 egg', grams: 50 },
    { label: '1 cup', grams: 135 },
  ],
};

const whiteDetail: FoodDetail = {
  id: 'fndds:31105005',
  name: 'Egg, white, cooked',
  category: 'Eggs',
  source: 'fndds',
  per100g: { calories: 52, protein: 10.9, carbs: 0.7, fat: 0.2, fiber: 0, sugars: 0.7, sodium: 166 },
  portions: [{ name: '1 large', grams: 33 }],
  defaultPortion: null,
  householdPortions: [
    { label: '1 large', grams: 33 },
    { label: '1 cup', grams: 243 },
  ],
};

/** The API edge: analysis answers `items`; GET /api/foods/:id answers from `foods` (404 otherwise). */
function stubApi(items: AnalyzedItem[], foods: FoodDetail[] = []) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url === '/api/analyze/text' || url === '/api/analyze/photo')
      return Response.json({ items, source: url.endsWith('photo') ? 'ai' : 'database', unmatched: [] });
    const m = /^\/api\/foods\/([^?]+)$/.exec(url);
    if (m) {
      const found = foods.find((f) => f.id === decodeURIComponent(m[1]!));
      return found
        ? Response.json({ food: found })
        : Response.json({ error: { code: 'not_found', message: 'No food' } }, { status: 404 });
    }
    return Response.json({ foods: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const foodCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => /^\/api\/foods\/[^s]/.test(u));

async function renderHome(client = undefined as Awaited<ReturnType<typeof guestClient>> | undefined) {
  const c = client ?? (await guestClient());
  renderWithData(<HomeView isGuest={false} onGoToSettings={() => {}} onSignUp={() => {}} />, c);
  await screen.findByRole('progressbar', { name: 'Calories' });
  return {
    client: c,
    user: userEvent.setup(),
    // The bottom bar comes once the cards have painted (decision 193).
    input: await screen.findByRole('textbox', { name: 'What did you eat?' }),
  };
}

const row = async (name: string) => (await screen.findByText(name, { selector: 'li div' })).closest('li')!;

describe('issue 10: the user sees and corrects what was matched', () => {
  it('an analysed item shows its database food and grams, without asking the server again', async () => {
    const fetchMock = stubApi([eggs]);
    const { user, input } = await renderHome();
    await user.type(input, '2 eggs{Enter}');
    const eggsRow = await row('Eggs');
    expect(within(eggsRow).getByText('Matched: Egg, whole, cooked · 100 g')).toBeInTheDocument();
    expect(within(eggsRow).queryByText(MATCH_LABELS.low)).toBeNull();
    expect(foodCalls(fetchMock)).toEqual([]);
  });

  it('a photo’s items grounded in the database show their match the same way', async () => {
    stubApi([{ ...eggs, name: 'Scrambled eggs' }]);
    const { user } = await renderHome();
    await user.upload(
      screen.getByLabelText('Meal photo'),
      new File(['jpeg'], 'meal.jpg', { type: 'image/jpeg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Description (Optional)' });
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Photo' }));
    const scrambled = await row('Scrambled eggs');
    expect(within(scrambled).getByText('Matched: Egg, whole, cooked · 100 g')).toBeInTheDocument();
    expect(
      within(scrambled).getByRole('button', { name: 'Change match: Scrambled eggs' }),
    ).toBeInTheDocument();
  });

  it('marks a low-confidence match with words, not colour only', async () => {
    stubApi([{ ...eggs, confidence: 0.65 }]);
    const { user, input } = await renderHome();
    await user.type(input, '2 eggs{Enter}');
    const eggsRow = await row('Eggs');
    expect(within(eggsRow).getByText('Low confidence')).toBeInTheDocument();
    await user.click(within(eggsRow).getByRole('button', { name: 'Change match: Eggs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    expect(
      within(dialog).getByText('Low confidence: check that this is the food you ate.'),
    ).toBeInTheDocument();
  });

  it('one tap swaps the food for an alternative at the same grams, and the stored item follows', async () => {
    stubApi([eggs], [whiteDetail]);
    const { user, input, client } = await renderHome();
    await user.type(input, '2 eggs{Enter}');
    await user.click(within(await row('Eggs')).getByRole('button', { name: 'Change match: Eggs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    const others = within(dialog).getByRole('region', { name: 'Other foods' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Egg, white, cooked 100 g · 52 cal', 'Egg, creamed 100 g · 148 cal']);
    await user.click(within(others).getByRole('button', { name: /Egg, white, cooked/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [stored] = (await client.getDay(today())).items;
    expect(stored).toMatchObject({
      name: 'Egg, white, cooked',
      calories: 52,
      protein: 10.9,
      foodId: 'fndds:31105005',
      grams: 100,
      quantity: 2,
      units: 'pieces',
    });
    // The row asks the database for the food it holds now; the food it was can be chosen back.
    const swapped = await row('Egg, white, cooked');
    expect(await within(swapped).findByText('Matched: Egg, white, cooked · 100 g')).toBeInTheDocument();
    await user.click(within(swapped).getByRole('button', { name: 'Change match: Egg, white, cooked' }));
    const again = await screen.findByRole('dialog', { name: 'Change Match' });
    const back = within(again).getByRole('region', { name: 'Other foods' });
    expect(within(back).getByRole('button', { name: /Egg, whole, cooked/ })).toBeInTheDocument();
    expect(within(back).queryByRole('button', { name: /Egg, white, cooked/ })).toBeNull();
  });

  it('one tap changes the portion among the household measures, values rescaled by grams', async () => {
    stubApi([eggs]);
    const { user, input, client } = await renderHome();
    await user.type(input, '2 eggs{Enter}');
    await user.click(within(await row('Eggs')).getByRole('button', { name: 'Change match: Eggs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    const portion = within(dialog).getByRole('region', { name: 'Portion' });
    // Two eggs stay two: each measure is shown as what one tap gives.
    const current = within(portion).getByRole('button', { name: /2 eggs/ });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(current).toHaveTextContent('2 eggs (current) 100 g · 176 cal');
    await user.click(within(portion).getByRole('button', { name: /2 cups/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [stored] = (await client.getDay(today())).items;
    expect(stored).toMatchObject({
      name: 'Eggs',
      quantity: 2,
      units: 'cup',
      grams: 270,
      calories: 475,
      protein: 31.9,
    });
    const eggsRow = await row('Eggs');
    expect(within(eggsRow).getByText('Matched: Egg, whole, cooked · 270 g')).toBeInTheDocument();
    await user.click(within(eggsRow).getByRole('button', { name: 'Change match: Eggs' }));
    const reopened = await screen.findByRole('dialog', { name: 'Change Match' });
    expect(within(reopened).getByRole('button', { name: /2 cups/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a stored item (logged before this session) fetches its food by id for its name and measures', async () => {
    const fetchMock = stubApi([], [whiteDetail]);
    const client = await guestClient();
    await client.addItems(today(), [
      food('Egg whites', 17, 3.6, { foodId: 'fndds:31105005', grams: 33, quantity: 1, units: 'large' }),
    ]);
    const { user } = await renderHome(client);
    const whites = await row('Egg whites');
    expect(await within(whites).findByText('Matched: Egg, white, cooked · 33 g')).toBeInTheDocument();
    await user.click(within(whites).getByRole('button', { name: 'Change match: Egg whites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    expect(within(dialog).queryByRole('region', { name: 'Other foods' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /1 cup/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await client.getDay(today())).items[0]).toMatchObject({
      quantity: 1,
      units: 'cup',
      grams: 243,
      foodId: 'fndds:31105005',
      calories: 125, // 17 kcal per 33 g, from the item's own values per gram
    });
    expect(new Set(foodCalls(fetchMock))).toEqual(new Set(['/api/foods/fndds%3A31105005']));
  });

  it('offline, the row keeps its grams and the dialog says the measures need a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const client = await guestClient();
    await client.addItems(today(), [food('Egg whites', 17, 3.6, { foodId: 'fndds:31105005', grams: 33 })]);
    const { user } = await renderHome(client);
    const whites = await row('Egg whites');
    expect(within(whites).getByText('33 g')).toBeInTheDocument();
    await user.click(within(whites).getByRole('button', { name: 'Change match: Egg whites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    expect(await within(dialog).findByText(CHANGE_MATCH_LABELS.offline)).toBeInTheDocument();
  });

  it('a change that cannot be saved says so and keeps the dialog open', async () => {
    stubApi([eggs]);
    const { user, input, client } = await renderHome();
    vi.spyOn(client, 'updateItem').mockRejectedValue(new Error('disk full'));
    await user.type(input, '2 eggs{Enter}');
    await user.click(within(await row('Eggs')).getByRole('button', { name: 'Change match: Eggs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Match' });
    await user.click(within(dialog).getByRole('button', { name: /Egg, creamed/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, the changes could not be saved. Please try again.',
    );
    expect((await client.getDay(today())).items[0]).toMatchObject({ name: 'Eggs', foodId: 'fndds:31102000' });
  });

  it('an item not from the database shows no match line', async () => {
    stubApi([]);
    const client = await guestClient();
    await client.addItems(today(), [food('Soup')]);
    await renderHome(client);
    expect(within(await row('Soup')).queryByRole('button', { name: /Change match/ })).toBeNull();
  });
});
