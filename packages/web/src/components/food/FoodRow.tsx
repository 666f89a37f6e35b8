import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { MEAL_LABELS, itemMeal } from '@forkcast/core';
import type { FoodItem } from '@forkcast/core';
import { cn } from '../ui/cn.ts';
import { formatAmount, formatCalories, formatGrams } from './format.ts';
import { StarIcon, TrashIcon } from './icons.tsx';

export interface FoodRowProps {
  item: FoodItem;
  isFavorite: boolean;
  /** Spec section 2: a newly added item carries a 'New' badge and a highlighted border. */
  isNew?: boolean;
  /** The 'Edit item' control (a dialog trigger, so focus returns to it when the dialog closes). */
  editControl: ReactNode;
  /** A line under the amounts: what a database item matched (issue 10). */
  details?: ReactNode;
  /** Issue 14 (item 2): 'Log again' on a past day's item, logging a copy to today. */
  onLogAgain?: () => void;
  onToggleFavorite: () => void;
  onDelete: () => void;
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800 disabled:opacity-50';

export { iconButton as foodRowIconButton };

/** Issue 14 (#13): how long a deleted row offers 'Undo' in its place. */
export const UNDO_DELETE_MS = 5000;

export interface DeletedRowProps {
  item: FoodItem;
  onUndo: () => void;
  /** Takes focus when shown: the pointer and the keyboard rest on 'Undo', not on the next row's Delete. */
  autoFocus?: boolean;
}

/** Stands where a deleted row was for a few seconds, offering 'Undo'. */
export function DeletedRow({ item, onUndo, autoFocus }: DeletedRowProps) {
  const id = `deleted-${item.id}`;
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) undoRef.current?.focus();
  }, [autoFocus]);
  return (
    <li
      data-deleted="true"
      className="flex min-h-[58px] items-center gap-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 px-3 py-2"
    >
      <p id={id} role="status" className="min-w-0 flex-1 text-sm text-gray-600">
        {`Deleted ${item.name}.`}
      </p>
      <button
        type="button"
        ref={undoRef}
        aria-describedby={id}
        onClick={onUndo}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Undo
      </button>
    </li>
  );
}

/**
 * One logged food: name, amount, calories and protein, with Edit item, Toggle favorite and Delete item.
 * Issue 14 (#14): each button's name carries the food's name ('Delete item: Banana') for screen readers.
 */
export function FoodRow({
  item,
  isFavorite,
  isNew,
  editControl,
  details,
  onLogAgain,
  onToggleFavorite,
  onDelete,
}: FoodRowProps) {
  return (
    <li
      data-new={isNew ? 'true' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-lg border px-3 py-2 transition-colors duration-500',
        isNew ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-gray-200 bg-white',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="font-medium break-words text-gray-900">
          {item.name}
          {isNew && (
            <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 align-[1px] text-xs font-semibold text-white">
              New
            </span>
          )}
        </div>
        <div className="text-sm text-gray-600">
          <span data-meal={itemMeal(item)}>{MEAL_LABELS[itemMeal(item)]}</span> ·{' '}
          {formatAmount(item.quantity, item.units, item.name)} · {formatCalories(item.calories)} cal ·{' '}
          {formatGrams(item.protein)}g protein
        </div>
        {details}
        {onLogAgain && (
          <button
            type="button"
            aria-label={`Log again: ${item.name}`}
            onClick={onLogAgain}
            className="mt-0.5 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Log again
          </button>
        )}
      </div>
      <div className="flex shrink-0 items-center">
        {editControl}
        <button
          type="button"
          aria-label={`Toggle favorite: ${item.name}`}
          aria-pressed={isFavorite}
          title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          onClick={onToggleFavorite}
          className={cn(iconButton, isFavorite && 'text-amber-500 hover:text-amber-600')}
        >
          <StarIcon filled={isFavorite} />
        </button>
        <button
          type="button"
          aria-label={`Delete item: ${item.name}`}
          title="Delete item"
          onClick={onDelete}
          className={cn(iconButton, 'hover:text-red-600')}
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
