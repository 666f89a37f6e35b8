import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FAVORITE } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import type { FoodSearchResult } from '../../data/remote.ts';
import { PrefilledAddDialog } from './PrefilledAddDialog.tsx';
import { food, guestClient, renderWithData } from './testing.tsx';
import { valuesOf } from './foodValues.ts';

afterEach(() => vi.unstubAllGlobals());

async function open(
  onAdd: (item: NewFoodItem) => Promise<unknown> = vi.fn().mockResolvedValue(undefined),
  favorites: NewFoodItem[] = [],
) {
  const client = await guestClient();
  for (const f of favorites) await client.addFavorite(f);
  renderWithData(
    <PrefilledAddDialog
      item={valuesOf(DEFAULT_FAVORITE)}
      onAdd={onAdd}
      trigger={<button type="button">Egg</button>}
    />,
    client,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Egg' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
  return { user, dialog, onAdd };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

describe('PrefilledAddDialog', () => {
  it('starts from the favorite and offers the prefilled units', async () => {
    const { dialog } = await open();
    expect(field(dialog, 'Food name')).toHaveValue('Egg');
    expect(field(dialog, 'Quantity')).toHaveValue(2);
    expect(field(dialog, 'Units')).toHaveValue('large');
    expect(field(dialog, 'Calories')).toHaveValue('140');
    expect(field(dialog, 'Carbs (g)')).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Add to Today' })).toBeEnabled();
  });

  it("alerts 'Please enter a food name' when the name is blank, and adds nothing", async () => {
    const { user, dialog, onAdd } = await open();
    await user.clear(field(dialog, 'Food name'));
    await user.type(field(dialog, 'Food name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Today' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a food name');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("alerts 'Please enter a valid quantity' for 0 and for an empty quantity", async () => {
    const { user, dialog, onAdd } = await open();
    await user.clear(field(dialog, 'Quantity'));
    await user.type(field(dialog, 'Quantity'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Today' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid quantity');
    await user.clear(field(dialog, 'Quantity'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Today' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid quantity');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('rescales calories, protein, carbs and fat with the quantity, and adds the result', async () => {
    const { user, dialog, onAdd } = await open();
    await user.clear(field(dialog, 'Quantity'));
    await user.type(field(dialog, 'Quantity'), '3');
    expect(field(dialog, 'Calories')).toHaveValue('210');
    expect(field(dialog, 'Protein (g)')).toHaveValue('18');
    expect(field(dialog, 'Carbs (g)')).toHaveValue('1.5');
    expect(field(dialog, 'Fat (g)')).toHaveValue('15');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Today' }));
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Egg',
      quantity: 3,
      units: 'large',
      calories: 210,
      protein: 18,
      carbs: 1.5,
      fat: 15,
      isFavorite: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to what opened it.
    expect(screen.getByRole('button', { name: 'Egg' })).toHaveFocus();
  });

  it('shows the spec error when adding fails, and stays open', async () => {
    const { user, dialog } = await open(vi.fn().mockRejectedValue(new Error('offline')));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Today' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error adding the food item. Please try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Egg' })).toHaveFocus();
  });

  it('offers every matching favorite (no limit) and the food database while typing a name', async () => {
    const rice: FoodSearchResult = {
      id: 'fndds:1',
      name: 'Rice, white, cooked',
      category: 'Rice',
      source: 'fndds',
      per100g: { calories: 130, protein: 2.7, carbs: 28.2, fat: 0.3, fiber: 0.4, sugars: 0, sodium: 1 },
      portions: [{ name: '1 cup', grams: 158 }],
      defaultPortion: null,
    };
    const fetchMock = vi.fn(async () => Response.json({ foods: [rice] }));
    vi.stubGlobal('fetch', fetchMock);
    const names = ['Rice bowl', 'Rice cake', 'Fried rice', 'Rice pudding', 'Rice noodles', 'Bagel'];
    const { user, dialog } = await open(
      vi.fn(),
      names.map((n) => food(n, 200, 4)),
    );
    await user.clear(field(dialog, 'Food name'));
    await user.type(field(dialog, 'Food name'), 'rice');
    const favorites = await within(dialog).findByRole('region', { name: 'Matching favorites' });
    expect(within(favorites).getAllByRole('button')).toHaveLength(5);
    const database = await within(dialog).findByRole('region', { name: 'Food database results' });
    expect(fetchMock).toHaveBeenCalled();
    await user.click(await within(database).findByRole('button', { name: /Rice, white, cooked/ }));
    // One cup (158 g) of the database food: all four numbers filled.
    expect(field(dialog, 'Food name')).toHaveValue('Rice, white, cooked');
    expect(field(dialog, 'Units')).toHaveValue('cup');
    expect(field(dialog, 'Calories')).toHaveValue('205');
    expect(field(dialog, 'Protein (g)')).toHaveValue('4.3');
    expect(field(dialog, 'Carbs (g)')).toHaveValue('44.6');
    expect(field(dialog, 'Fat (g)')).toHaveValue('0.5');
    await user.clear(field(dialog, 'Quantity'));
    await user.type(field(dialog, 'Quantity'), '2');
    expect(field(dialog, 'Calories')).toHaveValue('410');
  });
});
