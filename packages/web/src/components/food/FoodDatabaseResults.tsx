import type { ReactNode } from 'react';
import { useFoodSearch } from '../../hooks/useRemote.ts';
import type { FoodSearchResult } from '../../data/remote.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { formatCalories, formatGrams } from './format.ts';

export interface FoodDatabaseResultsProps {
  query: string;
  onPick: (food: FoodSearchResult) => void;
  /** Shown above the results (favorites matching the same text, in the prefilled form). */
  before?: ReactNode;
  /** How many results to list. */
  limit?: number;
}

/** Foods from the built-in (USDA) database matching the text; picking one fills the form. */
export function FoodDatabaseResults({ query, onPick, before, limit = 8 }: FoodDatabaseResultsProps) {
  const search = useFoodSearch(query);
  const searching = query.trim().length >= 2;
  const foods = searching ? (search.data ?? []).slice(0, limit) : [];
  if (!searching && !before) return null;
  return (
    <div className="max-h-[200px] overflow-y-auto rounded-lg border border-gray-200 bg-white">
      {before}
      {searching && (
        <section aria-label="Food database results">
          <h3 className="sticky top-0 flex items-center gap-2 bg-gray-50 px-3 py-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            Food database
            {search.isFetching && <Spinner size="sm" />}
          </h3>
          {search.isError ? (
            <p className="px-3 py-2 text-sm text-gray-600">The food database could not be searched.</p>
          ) : foods.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-600">
              {search.isFetching ? 'Searching...' : 'No foods found'}
            </p>
          ) : (
            <ul>
              {foods.map((food) => (
                <li key={food.id}>
                  <button
                    type="button"
                    onClick={() => onPick(food)}
                    className="block w-full px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="block text-sm font-medium text-gray-900">{food.name}</span>
                    <span className="block text-xs text-gray-500">
                      {food.category} · per 100 g: {formatCalories(food.per100g.calories)} cal,{' '}
                      {formatGrams(food.per100g.protein)}g protein
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
