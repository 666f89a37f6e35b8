// Issue 10: when an analysis skipped words it could not read, the app says which ("Skipped: ...") and offers to
// search the food database for each of them (the existing Add Food Item dialog, its search prefilled).
import type { NewFoodItem } from '@forkcast/core';
import { AddFoodDialog } from '../../components/food/AddFoodDialog.tsx';

export interface SkippedWordsProps {
  words: readonly string[];
  onAdd: (item: NewFoodItem) => Promise<unknown>;
  onDismiss: () => void;
}

export function SkippedWords({ words, onAdd, onDismiss }: SkippedWordsProps) {
  if (words.length === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>Skipped: {words.join(', ')}</span>
      {words.map((w) => (
        <AddFoodDialog
          key={w}
          initialSearch={w}
          onAdd={onAdd}
          trigger={
            <button
              type="button"
              className="rounded-md border border-amber-300 bg-white px-2 py-0.5 text-xs font-medium hover:bg-amber-100"
            >
              Search “{w}”
            </button>
          }
        />
      ))}
      <button
        type="button"
        aria-label="Dismiss skipped words"
        onClick={onDismiss}
        className="ml-auto rounded-md px-2 text-amber-900 hover:bg-amber-100"
      >
        ×
      </button>
    </div>
  );
}
