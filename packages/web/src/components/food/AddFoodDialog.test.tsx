import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodSearchResult } from '../../data/remote.ts';
import { AddFoodDialog } from './AddFoodDialog.tsx';
import { guestClient, renderWithData } from './testing.tsx';

afterEach(() => vi.unstubAllGlobals());

async function open() {
  const onAdd = vi.fn().mockResolvedValue(undefined);
  renderWithData(
    <AddFoodDialog onAdd={onAdd} trigger={<button type="button">Add Item</button>} />,
    await guestClient(),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Food Item' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole('button', { name: 'Add Item' });
  return { user, dialog, onAdd, field, submit };
}

describe('AddFoodDialog (manual)', () => {
  it('keeps submit disabled until a non-blank name is entered', async () => {
    const { user, field, submit } = await open();
    expect(submit()).toBeDisabled();
    await user.type(field('Food name'), '   ');
    expect(submit()).toBeDisabled();
    await user.type(field('Food name'), 'Apple');
    expect(submit()).toBeEnabled();
  });

  it('reverts empty entries on blur to the defaults: quantity 1, calories 0, protein 0', async () => {
    const { user, field } = await open();
    for (const [label, typed, reverted] of [
      ['Quantity', '', '1'],
      ['Calories', '', '0'],
      ['Protein (g)', '', '0'],
    ] as const) {
      await user.clear(field(label));
      if (typed) await user.type(field(label), typed);
      await user.tab();
      expect(field(label)).toHaveValue(reverted);
    }
    // A minus sign cannot be typed; a quantity under 0.1 is raised to the minimum.
    await user.type(field('Calories'), '-5');
    expect(field('Calories')).toHaveValue('05');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '0.05');
    await user.tab();
    expect(field('Quantity')).toHaveValue('0.1');
  });

  it('adds a manual item with trimmed name and carbs and fat of 0, then closes', async () => {
    const { user, field, submit, onAdd } = await open();
    await user.type(field('Food name'), '  Apple  ');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '2');
    await user.selectOptions(field('Units'), 'pieces');
    await user.clear(field('Calories'));
    await user.type(field('Calories'), '190');
    await user.clear(field('Protein (g)'));
    await user.type(field('Protein (g)'), '0.9');
    expect(within(screen.getByRole('dialog')).queryByLabelText('Carbs (g)')).not.toBeInTheDocument();
    await user.click(submit());
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Apple',
      quantity: 2,
      units: 'pieces',
      calories: 190,
      protein: 0.9,
      carbs: 0,
      fat: 0,
      isFavorite: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fills all four numbers from a food database pick, for the chosen portion and quantity', async () => {
    const banana: FoodSearchResult = {
      id: 'sr28:09040',
      name: 'Bananas, raw',
      category: 'Fruits',
      source: 'sr28',
      per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugars: 12.2, sodium: 1 },
      portions: [
        { name: '1 medium (7" to 7-7/8" long)', grams: 118 },
        { name: '1 cup, sliced', grams: 150 },
      ],
      defaultPortion: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ foods: [banana] })),
    );
    const { user, field, submit, onAdd, dialog } = await open();
    await user.type(field('Search food database'), 'banana');
    await user.click(await within(dialog).findByRole('button', { name: /Bananas, raw/ }));
    expect(field('Food name')).toHaveValue('Bananas, raw');
    expect(field('Calories')).toHaveValue('105');
    expect(field('Protein (g)')).toHaveValue('1.3');
    expect(field('Carbs (g)')).toHaveValue('27');
    expect(field('Fat (g)')).toHaveValue('0.4');
    await user.selectOptions(field('Portion'), 'grams');
    expect(field('Quantity')).toHaveValue('100');
    expect(field('Calories')).toHaveValue('89');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '250');
    expect(field('Carbs (g)')).toHaveValue('57.1');
    await user.click(submit());
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Bananas, raw',
      quantity: 250,
      units: 'grams',
      calories: 223,
      protein: 2.7,
      carbs: 57.1,
      fat: 0.8,
      isFavorite: false,
      // The database food and its weight are kept (issue 10).
      foodId: 'sr28:09040',
      grams: 250,
      // Its fiber, sugars and sodium for the amount (issue 14).
      fiber: 6.5,
      sugars: 30.5,
      sodium: 3,
    });
  });
});
