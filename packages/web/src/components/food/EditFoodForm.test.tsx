import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_UNITS } from '@forkcast/core';
import type { FoodItem } from '@forkcast/core';
import { EditFoodForm } from './EditFoodForm.tsx';

const item: FoodItem = {
  id: '1-a',
  name: 'Oatmeal',
  calories: 150,
  protein: 5,
  carbs: 27,
  fat: 3,
  units: 'cups',
  quantity: 1,
  isFavorite: false,
  timestamp: 1,
};

function setup(overrides: Partial<FoodItem> = {}) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  render(
    <EditFoodForm item={{ ...item, ...overrides }} units={EDIT_UNITS} onSave={onSave} onCancel={() => {}} />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('EditFoodForm', () => {
  it('rescales calories and protein from the original per-unit values when the quantity changes', async () => {
    const { user } = setup();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(screen.getByLabelText('Calories')).toHaveValue('375');
    expect(screen.getByLabelText('Protein (g)')).toHaveValue('12.5');
    // Back to a smaller amount: still from the original, not from the last result.
    await user.clear(quantity);
    await user.type(quantity, '0.5');
    expect(screen.getByLabelText('Calories')).toHaveValue('75');
    expect(screen.getByLabelText('Protein (g)')).toHaveValue('2.5');
  });

  it('issue 10: a database item’s grams follow its quantity, so its values per gram stay true', async () => {
    const { user, onSave } = setup({ foodId: 'fndds:56203000', grams: 240 });
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 1.5, calories: 225, grams: 360 }),
    );
  });

  it('issue 14 (#3): converts the amount between units of one kind, and says so when it cannot', async () => {
    const { user, onSave } = setup({
      name: 'Yogurt',
      units: 'grams',
      quantity: 250,
      calories: 150,
      protein: 9,
    });
    const unitsBox = screen.getByLabelText('Units');
    await user.selectOptions(unitsBox, 'oz');
    expect(screen.getByLabelText('Quantity')).toHaveValue('8.82');
    expect(screen.getByLabelText('Calories')).toHaveValue('150');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Twice the ounces: twice the yogurt.
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '17.64');
    expect(screen.getByLabelText('Calories')).toHaveValue('300');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '8.82');
    await user.selectOptions(unitsBox, 'cups');
    expect(screen.getByLabelText('Quantity')).toHaveValue('8.82');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Values were not converted: oz and cups measure different things. Check the amount.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ units: 'cups', quantity: 8.82, calories: 150 }),
    );
  });

  it('issue 14: edits carbs and fat too', async () => {
    const { user, onSave } = setup();
    await user.clear(screen.getByLabelText('Carbs (g)'));
    await user.type(screen.getByLabelText('Carbs (g)'), '30');
    await user.clear(screen.getByLabelText('Fat (g)'));
    await user.type(screen.getByLabelText('Fat (g)'), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ carbs: 30, fat: 4.5, calories: 150 }));
  });

  it('saves the rescaled numbers, with carbs and fat following the quantity', async () => {
    const { user, onSave } = setup({ quantity: 2, calories: 300, protein: 10, carbs: 54, fat: 6 });
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Oatmeal',
      quantity: 3,
      units: 'cups',
      calories: 450,
      protein: 15,
      carbs: 81,
      fat: 9,
    });
  });

  it('keeps a quantity of at least 0.1, defaulting to 1 when emptied', async () => {
    const { user } = setup({ quantity: 2, calories: 300 });
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('1');
    expect(screen.getByLabelText('Calories')).toHaveValue('150');
    await user.clear(quantity);
    await user.type(quantity, '0.01');
    await user.tab();
    expect(quantity).toHaveValue('0.1');
  });

  it('requires a name: saving is disabled while it is blank', async () => {
    const { user, onSave } = setup();
    await user.clear(screen.getByLabelText('Food name'));
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Food name'), '   ');
    expect(save).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the edit units (no serving) but keeps an item unit outside that list', () => {
    setup({ units: 'large' });
    const options = [...screen.getByLabelText('Units').querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual(['large', ...EDIT_UNITS]);
    expect(options).not.toContain('serving');
    expect(screen.getByLabelText('Units')).toHaveValue('large');
  });

  it('shows an error and stays open when saving fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('boom'));
    render(<EditFoodForm item={item} units={EDIT_UNITS} onSave={onSave} onCancel={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
