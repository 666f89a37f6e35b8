import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  EXTRA_NUTRIENTS,
  LIMITS,
  MEALS,
  MEAL_LABELS,
  convertQuantity,
  itemMeal,
  scaleItem,
} from '@forkcast/core';
import type { FoodItem, FoodItemPatch, Meal } from '@forkcast/core';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Input, Select, inputClass } from '../ui/Field.tsx';
import { NumberField } from '../ui/NumberField.tsx';
import { extrasOf, macrosOf, unitOptions } from './foodValues.ts';
import type { Extras } from './foodValues.ts';
import { SAVE_CHANGES_FAILED } from './messages.ts';
import { MacroFields } from './MacroFields.tsx';
import type { Macros } from './MacroFields.tsx';

export interface EditFoodFormProps {
  item: FoodItem;
  /** The units offered (EDIT_UNITS for logged items); the item's own unit is kept when the list lacks it. */
  units: readonly string[];
  onSave: (patch: FoodItemPatch) => Promise<unknown>;
  onCancel: () => void;
  submitLabel?: string;
  showNotes?: boolean;
  /** Issue 14 (item 1): the item's meal, changeable (logged items; favorites have none). */
  showMeal?: boolean;
  /** Shown when saving fails. */
  errorMessage?: string;
}

/**
 * Spec section 5 (edit form): name required; quantity at least 0.1 (default 1); calories and protein at least 0.
 * A quantity change rescales calories and protein from the original item's per-unit values (core scaleItem);
 * carbs and fat follow the quantity too, and (issue 14) can be edited like calories and protein.
 */
export function EditFoodForm({
  item,
  units: unitList,
  onSave,
  onCancel,
  submitLabel = 'Save Changes',
  showNotes = false,
  showMeal = false,
  errorMessage = SAVE_CHANGES_FAILED,
}: EditFoodFormProps) {
  const notesId = useId();
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity);
  const [units, setUnits] = useState(item.units);
  const [macros, setMacros] = useState<Macros>(macrosOf(item));
  // Fiber, sugars and sodium follow the quantity like the macros (issue 14); they are not typed here.
  const [extras, setExtras] = useState<Extras>(extrasOf(item));
  const [meal, setMeal] = useState<Meal>(itemMeal(item));
  // Issue 10: a database item's weight follows its quantity (core scaleItem), so a later portion change is right.
  const [grams, setGrams] = useState(item.grams);
  // The item in the units now chosen: quantity changes rescale from it (issue 14 #3).
  const [base, setBase] = useState<FoodItem>(item);
  const [unitNote, setUnitNote] = useState<string | null>(null);
  const [notes, setNotes] = useState(item.notes ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeQuantity = (q: number) => {
    const scaled = scaleItem(base, q);
    setQuantity(q);
    setMacros(macrosOf(scaled));
    setExtras(extrasOf(scaled));
    setGrams(scaled.grams);
  };

  /**
   * Issue 14 (#3): a unit of the same kind (grams to oz, cups to tbsp) converts the amount, so the food and its
   * values stay the same; across kinds (grams to cups) nothing is known to convert with, so the amount and the
   * values are kept and the form says so.
   */
  const changeUnits = (next: string) => {
    const converted = convertQuantity(quantity, units, next);
    const baseQuantity = convertQuantity(base.quantity, base.units, next);
    setUnits(next);
    if (converted !== null && baseQuantity !== null) {
      setQuantity(converted);
      setBase({ ...base, units: next, quantity: baseQuantity });
      setUnitNote(null);
    } else {
      setBase({ ...base, units: next });
      setUnitNote(
        `Values were not converted: ${units} and ${next} measure different things. Check the amount.`,
      );
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '' || busy) return;
    const patch: FoodItemPatch = { name: name.trim(), quantity, units, ...macros };
    for (const key of EXTRA_NUTRIENTS) if (extras[key] !== item[key]) patch[key] = extras[key] ?? null;
    if (showMeal && meal !== item.meal) patch.meal = meal;
    if (grams !== undefined && grams !== item.grams) patch.grams = grams;
    if (showNotes && notes.trim() !== (item.notes ?? ''))
      patch.notes = notes.trim() === '' ? null : notes.trim();
    setBusy(true);
    setError(null);
    try {
      await onSave(patch);
    } catch {
      setError(errorMessage);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Input
        label="Food name"
        required
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint={name.trim() === '' ? 'A name is required' : undefined}
      />
      {showMeal && (
        <Select
          label="Meal"
          value={meal}
          options={MEALS.map((m) => ({ value: m, label: MEAL_LABELS[m] }))}
          onChange={(e) => setMeal(e.target.value as Meal)}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label="Quantity"
          value={quantity}
          min={LIMITS.quantity.min}
          step={LIMITS.quantity.step}
          revertTo={1}
          onValueChange={changeQuantity}
        />
        <Select
          label="Units"
          value={units}
          options={unitOptions(unitList, units)}
          onChange={(e) => changeUnits(e.target.value)}
        />
        <MacroFields values={macros} onChange={setMacros} />
      </div>
      {unitNote && (
        <p role="status" className="text-sm text-amber-800">
          {unitNote}
        </p>
      )}
      {showNotes && (
        <div className="flex flex-col gap-1">
          <label htmlFor={notesId} className="text-sm font-medium text-gray-700">
            Notes (optional)
          </label>
          <textarea
            id={notesId}
            rows={2}
            maxLength={LIMITS.notes.max}
            className={inputClass}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="mt-1 flex justify-end gap-2">
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
