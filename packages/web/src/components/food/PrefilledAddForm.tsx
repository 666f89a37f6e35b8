import { useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS, PREFILLED_UNITS, scaleItem } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import { useFavorites } from '../../hooks/useFavorites.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { DialogClose } from '../ui/Dialog.tsx';
import { Input, Select } from '../ui/Field.tsx';
import { FoodDatabaseResults } from './FoodDatabaseResults.tsx';
import { formatAmount, formatCalories, formatQuantity } from './format.ts';
import {
  extrasOf,
  macrosOf,
  portionOptions,
  toNewItem,
  unitOptions,
  valuesForPortion,
  valuesOf,
} from './foodValues.ts';
import type { Extras, FoodValues } from './foodValues.ts';
import { MacroFields } from './MacroFields.tsx';
import type { Macros } from './MacroFields.tsx';
import { ADD_ITEM_FAILED, BAD_QUANTITY, EMPTY_NAME } from './messages.ts';

function parseQuantity(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Spec section 5 (prefilled add form): name required ('Please enter a food name'); quantity above 0 ('Please
 * enter a valid quantity'); a quantity change rescales calories, protein, carbs and fat; calories step 1,
 * others 0.1. The name offers every matching favorite (not limited, section 9) and the food database.
 */
export function PrefilledAddForm({
  initial,
  onAdd,
}: {
  initial: FoodValues;
  onAdd: (item: NewFoodItem) => Promise<void>;
}) {
  const favorites = useFavorites().data ?? [];
  // The values a quantity change scales from: the starting item, or whatever was picked since.
  const [base, setBase] = useState<FoodValues>(initial);
  const [name, setName] = useState(initial.name);
  const [searching, setSearching] = useState(false);
  const [quantityText, setQuantityText] = useState(formatQuantity(initial.quantity));
  const [units, setUnits] = useState(initial.units);
  const [macros, setMacros] = useState<Macros>(macrosOf(initial));
  const [extras, setExtras] = useState<Extras>(extrasOf(initial));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = (v: FoodValues) => {
    setBase(v);
    setName(v.name);
    setSearching(false);
    setQuantityText(formatQuantity(v.quantity));
    setUnits(v.units);
    setMacros(macrosOf(v));
    setExtras(extrasOf(v));
  };

  const changeQuantity = (text: string) => {
    setQuantityText(text);
    const q = parseQuantity(text);
    if (q === null || q <= 0) return;
    const scaled = scaleItem(base, q);
    setMacros(macrosOf(scaled));
    setExtras(extrasOf(scaled));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (name.trim() === '') return setError(EMPTY_NAME);
    const quantity = parseQuantity(quantityText);
    if (quantity === null || quantity <= 0) return setError(BAD_QUANTITY);
    setError(null);
    setBusy(true);
    try {
      await onAdd(toNewItem({ name, quantity, units, ...macros, ...extras }));
    } catch {
      setError(ADD_ITEM_FAILED);
      setBusy(false);
    }
  };

  const q = name.trim().toLowerCase();
  const matches = searching && q !== '' ? favorites.filter((f) => f.name.toLowerCase().includes(q)) : [];

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-2">
        <Input
          label="Food name"
          autoComplete="off"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setSearching(true);
          }}
        />
        {searching && (
          <FoodDatabaseResults
            query={name}
            onPick={(food) => load(valuesForPortion(food, portionOptions(food)[0]!))}
            before={
              matches.length > 0 && (
                <section aria-label="Matching favorites">
                  <h3 className="sticky top-0 bg-gray-50 px-3 py-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                    Favorites
                  </h3>
                  <ul>
                    {matches.map((f) => (
                      <li key={f.id}>
                        <button
                          type="button"
                          onClick={() => load(valuesOf(f))}
                          className="block w-full px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
                        >
                          <span className="font-medium text-gray-900">{f.name}</span>{' '}
                          <span className="text-gray-500">
                            {formatAmount(f.quantity, f.units, f.name)} · {formatCalories(f.calories)} cal
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )
            }
          />
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="Quantity"
          type="number"
          inputMode="decimal"
          min={LIMITS.quantity.min}
          step={LIMITS.quantity.step}
          value={quantityText}
          onChange={(e) => changeQuantity(e.target.value)}
        />
        <Select
          label="Units"
          value={units}
          options={unitOptions(PREFILLED_UNITS, units)}
          onChange={(e) => setUnits(e.target.value)}
        />
        <MacroFields values={macros} onChange={setMacros} caloriesStep={1} />
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="mt-1 flex justify-end gap-2">
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add to Today'}
        </Button>
      </div>
    </form>
  );
}
