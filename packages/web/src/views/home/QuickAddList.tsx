import { isSavedMeal, savedMealItems } from '@forkcast/core';
import type { Favorite, NewFoodItem, Suggestion } from '@forkcast/core';
import { PrefilledAddDialog } from '../../components/food/PrefilledAddDialog.tsx';
import { formatCalories } from '../../components/food/format.ts';
import { valuesOf } from '../../components/food/values.ts';

export interface QuickAddListProps {
  items: readonly (Favorite | Suggestion)[];
  onAdd: (item: NewFoodItem) => Promise<unknown>;
  /** Logs several items at once: a saved meal's foods (issue 14 item 3). */
  onLogMany: (items: NewFoodItem[]) => Promise<unknown>;
  /** Names the list for assistive technology ('Favorites' or 'Suggestions'). */
  label: string;
}

const isSuggestion = (item: Favorite | Suggestion): item is Suggestion => 'badges' in item;

/**
 * Favorites or suggestions as chips; each opens the prefilled add form (spec section 9: max height 200 px), and a
 * saved meal logs its foods in one tap.
 */
export function QuickAddList({ items, onAdd, onLogMany, label }: QuickAddListProps) {
  return (
    <ul aria-label={label} className="flex max-h-[200px] flex-wrap gap-2 overflow-y-auto py-0.5">
      {items.map((item) => (
        <li key={item.id}>
          {isSavedMeal(item) ? (
            // Issue 14 (item 3): a saved meal logs all its foods in one tap, each with its own values.
            <button
              type="button"
              aria-label={`Log ${item.name} (${item.items?.length ?? 0} foods)`}
              onClick={() => void onLogMany(savedMealItems(item))}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-500 bg-brand-50 px-3 py-1.5 text-sm text-gray-800 hover:bg-brand-100"
            >
              <span className="min-w-0 truncate font-medium">{item.name}</span>
              <span className="shrink-0 text-gray-700">{formatCalories(item.calories)} cal</span>
              <span className="shrink-0 rounded-full bg-white px-1.5 text-xs font-medium text-brand-800">
                {item.items?.length ?? 0} foods
              </span>
            </button>
          ) : (
            <PrefilledAddDialog
              item={valuesOf(item)}
              onAdd={onAdd}
              trigger={
                <button
                  type="button"
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="min-w-0 truncate font-medium">{item.name}</span>
                  <span className="shrink-0 text-gray-500">{formatCalories(item.calories)} cal</span>
                  {isSuggestion(item) &&
                    item.badges.map((badge) => (
                      <span
                        key={badge}
                        className={
                          badge === 'Recent'
                            ? 'shrink-0 rounded-full bg-blue-100 px-1.5 text-xs font-medium text-blue-800'
                            : 'shrink-0 rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-800'
                        }
                      >
                        {badge}
                      </span>
                    ))}
                </button>
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
