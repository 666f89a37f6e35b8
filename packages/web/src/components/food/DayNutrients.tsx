import { EXTRA_NUTRIENTS, EXTRA_NUTRIENT_INFO, extraNutrientTotals, roundTo } from '@forkcast/core';
import type { FoodItem } from '@forkcast/core';

/**
 * '1,234mg': an extra nutrient's amount in its unit (fiber and sugars one decimal in grams, sodium whole mg).
 */
export function formatNutrient(key: (typeof EXTRA_NUTRIENTS)[number], amount: number): string {
  const info = EXTRA_NUTRIENT_INFO[key];
  return `${roundTo(amount, info.decimals).toLocaleString('en-US')}${info.unit}`;
}

/**
 * Issue 14 (item 4): a day's fiber, sugars and sodium where known. A nutrient no item carries is not shown;
 * one that only some items carry says so ('3 of 5 items'), so a partial sum never passes for the day's whole.
 */
export function DayNutrients({ items }: { items: readonly FoodItem[] }) {
  const totals = extraNutrientTotals(items);
  const parts = EXTRA_NUTRIENTS.flatMap((key) => {
    const sum = totals[key];
    if (!sum) return [];
    const partial = sum.known < sum.of ? ` (${sum.known} of ${sum.of} items)` : '';
    return [`${EXTRA_NUTRIENT_INFO[key].label} ${formatNutrient(key, sum.amount)}${partial}`];
  });
  if (parts.length === 0) return null;
  return (
    <p data-testid="day-nutrients" className="text-xs text-gray-500">
      {parts.join(' · ')}
    </p>
  );
}
