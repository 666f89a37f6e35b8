import { useState } from 'react';
import { LIMITS, PREFILLED_UNITS, isSavedMeal, roundTo } from '@forkcast/core';
import type { Favorite } from '@forkcast/core';
import { useFavorites } from '../../hooks/useFavorites.ts';
import { useRemoveFavorite, useUpdateFavorite } from '../../hooks/useFavoriteEdits.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Input, Select } from '../../components/ui/Field.tsx';
import { NumberField } from '../../components/ui/NumberField.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { MacroFields } from '../../components/food/MacroFields.tsx';
import { SavedMealForm } from '../../components/food/SavedMealForm.tsx';
import { showToast } from '../../components/ui/Toast.tsx';

/** Spec section 2: the settings list of favorite foods, each with edit and remove. */
export function FavoriteFoods() {
  const { data: favorites, isPending } = useFavorites();
  const remove = useRemoveFavorite();
  const [editing, setEditing] = useState<Favorite | null>(null);

  return (
    <Card title="Favorite Foods">
      {isPending ? (
        <Spinner label="Loading favorites" />
      ) : !favorites || favorites.length === 0 ? (
        <p className="text-sm text-gray-600">
          No favorites yet. Tap the star on a logged food to keep it here.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {favorites.map((f) => (
            <li key={f.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{f.name}</p>
                <p className="text-xs text-gray-500">
                  {f.quantity} {f.units} · {Math.round(f.calories)} kcal · {roundTo(f.protein, 1)} g protein
                </p>
              </div>
              <Button variant="ghost" size="sm" aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700"
                aria-label={`Remove ${f.name}`}
                disabled={remove.isPending && remove.variables === f.id}
                onClick={() =>
                  remove.mutate(f.id, {
                    onError: (err) => showToast(err.message || 'Could not remove the favorite', 'error'),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing &&
        (isSavedMeal(editing) ? (
          <EditSavedMeal key={editing.id} favorite={editing} onClose={() => setEditing(null)} />
        ) : (
          <EditFavorite key={editing.id} favorite={editing} onClose={() => setEditing(null)} />
        ))}
    </Card>
  );
}

/** Issue 14 (item 3): a saved meal's name, servings and foods. */
function EditSavedMeal({ favorite, onClose }: { favorite: Favorite; onClose: () => void }) {
  const update = useUpdateFavorite();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Edit saved meal">
      <SavedMealForm
        favorite={favorite}
        onCancel={onClose}
        onSave={async (patch) => {
          await update.mutateAsync({ id: favorite.id, patch });
          onClose();
        }}
      />
    </Dialog>
  );
}

function EditFavorite({ favorite, onClose }: { favorite: Favorite; onClose: () => void }) {
  const update = useUpdateFavorite();
  const [form, setForm] = useState({
    name: favorite.name,
    units: favorite.units,
    quantity: favorite.quantity,
    calories: favorite.calories,
    protein: favorite.protein,
    carbs: favorite.carbs,
    fat: favorite.fat,
  });
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const units: readonly string[] = PREFILLED_UNITS.includes(form.units as (typeof PREFILLED_UNITS)[number])
    ? PREFILLED_UNITS
    : [form.units, ...PREFILLED_UNITS];

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Edit favorite">
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.name.trim() === '') return showToast('Please enter a food name', 'error');
          update.mutate(
            { id: favorite.id, patch: { ...form, name: form.name.trim() } },
            {
              onSuccess: onClose,
              onError: (err) => showToast(err.message || 'Could not save the favorite', 'error'),
            },
          );
        }}
      >
        <Input label="Name" required value={form.name} onChange={(e) => set('name', e.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label="Quantity"
            value={form.quantity}
            min={LIMITS.quantity.min}
            step={LIMITS.quantity.step}
            onValueChange={(v) => set('quantity', v)}
          />
          <Select
            label="Units"
            value={form.units}
            options={units.map((u) => ({ value: u, label: u }))}
            onChange={(e) => set('units', e.target.value)}
          />
          <MacroFields
            values={form}
            caloriesStep={1}
            onChange={(macros) => setForm((f) => ({ ...f, ...macros }))}
          />
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending || form.name.trim() === ''}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
