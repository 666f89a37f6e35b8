// Spec section 2: the favorites list of 'Edit Quick Add Items', loaded when the dialog first opens (decision 159).
import { Suspense, lazy, useState } from 'react';
import { PREFILLED_UNITS, isSavedMeal } from '@forkcast/core';
import type { Favorite } from '@forkcast/core';
import { useFavorites } from '../../hooks/useFavorites.ts';
import { useRemoveFavorite, useUpdateFavorite } from '../../hooks/useFavoriteEdits.ts';
import { useToast } from '../../components/ui/Toast.tsx';
import { LazyEditFoodForm as EditFoodForm } from '../../components/food/lazy-forms.tsx';
import { foodRowIconButton } from '../../components/food/FoodRow.tsx';
import { formatAmount, formatCalories, formatGrams } from '../../components/food/format.ts';
import { PencilIcon, TrashIcon } from '../../components/food/icons.tsx';
import { cn } from '../../components/ui/cn.ts';

/** Issue 14 (item 3): the saved meal editor loads when one is edited (the first screen does not carry it). */
const SavedMealForm = lazy(() =>
  import('../../components/food/SavedMealForm.tsx').then((m) => ({ default: m.SavedMealForm })),
);

export function FavoritesEditor() {
  const favorites = useFavorites();
  const updateFavorite = useUpdateFavorite();
  const removeFavorite = useRemoveFavorite();
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);

  const list = favorites.data ?? [];
  if (favorites.isPending) return <p className="text-sm text-gray-500">Loading favorites...</p>;
  if (list.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        No favorites yet. Tap the star on any food you log to add it here.
      </p>
    );
  }

  return (
    <ul className="flex flex-col gap-2">
      {list.map((f: Favorite) =>
        editing === f.id ? (
          <li key={f.id} className="rounded-lg border border-brand-500 p-3">
            <Suspense fallback={<p className="text-sm text-gray-500">Loading...</p>}>
              {isSavedMeal(f) ? (
                <SavedMealForm
                  favorite={f}
                  onCancel={() => setEditing(null)}
                  onSave={async (patch) => {
                    await updateFavorite.mutateAsync({ id: f.id, patch });
                    setEditing(null);
                  }}
                />
              ) : (
                <EditFoodForm
                  item={f}
                  units={PREFILLED_UNITS}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSave={async (patch) => {
                    await updateFavorite.mutateAsync({ id: f.id, patch });
                    setEditing(null);
                  }}
                />
              )}
            </Suspense>
          </li>
        ) : (
          <li key={f.id} className="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2">
            <div className="min-w-0 flex-1">
              <div className="truncate font-medium text-gray-900">{f.name}</div>
              <div className="text-sm text-gray-600">
                {formatAmount(f.quantity, f.units, f.name)} · {formatCalories(f.calories)} cal ·{' '}
                {formatGrams(f.protein)}g protein
              </div>
            </div>
            <button
              type="button"
              aria-label={`Edit ${f.name}`}
              title="Edit favorite"
              onClick={() => setEditing(f.id)}
              className={foodRowIconButton}
            >
              <PencilIcon />
            </button>
            <button
              type="button"
              aria-label={`Remove ${f.name} from favorites`}
              title="Remove favorite"
              onClick={() =>
                removeFavorite.mutate(f.id, {
                  onError: (err) => toast.error(err.message || 'The favorite could not be removed.'),
                })
              }
              className={cn(foodRowIconButton, 'hover:text-red-600')}
            >
              <TrashIcon />
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
