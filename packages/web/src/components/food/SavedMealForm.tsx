import { useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS, savedMealValues } from '@forkcast/core';
import type { Favorite, FoodItemPatch } from '@forkcast/core';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Field.tsx';
import { NumberField } from '../ui/NumberField.tsx';
import { formatAmount, formatCalories } from './format.ts';
import { SAVE_CHANGES_FAILED } from './messages.ts';

export interface SavedMealFormProps {
  favorite: Favorite;
  onSave: (patch: FoodItemPatch) => Promise<unknown>;
  onCancel: () => void;
  submitLabel?: string;
}

/**
 * Issue 14 (item 3): a saved meal edited in 'Edit Quick Add Items' and Settings: its name, the servings its foods
 * make (a recipe), and its foods (each kept with its own values; 'Remove' takes one out). Its own values are one
 * serving's sums, worked out by core when it is saved; the preview shows them through the same core savedMealValues.
 */
export function SavedMealForm({ favorite, onSave, onCancel, submitLabel = 'Save' }: SavedMealFormProps) {
  const [name, setName] = useState(favorite.name);
  const [servings, setServings] = useState(favorite.servings ?? 1);
  const [items, setItems] = useState(favorite.items ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const perServing = savedMealValues(items, servings);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '' || items.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      // Core derives the saved meal's values and units from its foods and servings (withSavedMealValues).
      await onSave({ name: name.trim(), items, servings, quantity: 1 });
    } catch {
      setError(SAVE_CHANGES_FAILED);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Input label="Meal name" required value={name} onChange={(e) => setName(e.target.value)} />
      <NumberField
        label="Servings"
        integer
        value={servings}
        min={1}
        max={LIMITS.savedMeal.servingsMax}
        step={1}
        onValueChange={setServings}
        hint={`One serving: ${formatCalories(perServing.calories)} cal · ${perServing.protein}g protein`}
      />
      <ul aria-label={`Foods in ${name || 'this meal'}`} className="flex flex-col gap-1">
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 text-gray-800">
              {item.name}{' '}
              <span className="text-gray-500">
                {formatAmount(item.quantity, item.units, item.name)} · {formatCalories(item.calories)} cal
              </span>
            </span>
            <button
              type="button"
              aria-label={`Remove ${item.name} from ${name || 'this meal'}`}
              disabled={items.length === 1}
              onClick={() => setItems(items.filter((_, j) => j !== i))}
              className="rounded-lg px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-40"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={name.trim() === '' || busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
