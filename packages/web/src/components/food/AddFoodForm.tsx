import { useState } from 'react';
import type { FormEvent } from 'react';
import { QUICK_ADD_UNITS, LIMITS } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import type { FoodSearchResult } from '../../data/remote.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { DialogClose } from '../ui/Dialog.tsx';
import { Input, Select } from '../ui/Field.tsx';
import { NumberField } from '../ui/NumberField.tsx';
import { FoodDatabaseResults } from './FoodDatabaseResults.tsx';
import {
  extrasOf,
  macrosOf,
  portionOptions,
  toNewItem,
  unitOptions,
  valuesForPortion,
} from './foodValues.ts';
import type { Extras, PortionOption } from './foodValues.ts';
import { MacroFields } from './MacroFields.tsx';
import type { Macros } from './MacroFields.tsx';
import { ADD_ITEM_FAILED } from './messages.ts';

// Spec section 5 (add form): defaults that invalid or negative entries revert to on blur.
const DEFAULTS = { quantity: 1 } as const;
const DEFAULTS_MACROS: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 };

interface Picked {
  food: FoodSearchResult;
  options: PortionOption[];
  option: PortionOption;
}

export function AddFoodForm({
  onAdd,
  initialSearch = '',
}: {
  onAdd: (item: NewFoodItem) => Promise<void>;
  initialSearch?: string | undefined;
}) {
  const [search, setSearch] = useState(initialSearch);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState<number>(DEFAULTS.quantity);
  const [units, setUnits] = useState<string>('serving');
  const [macros, setMacros] = useState<Macros>({ ...DEFAULTS_MACROS });
  // A database food's fiber, sugars and sodium for the portion (issue 14); a manual item has none.
  const [extras, setExtras] = useState<Extras>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = (p: Picked, q: number) => {
    const v = valuesForPortion(p.food, p.option, q);
    setQuantity(v.quantity);
    setUnits(v.units);
    setMacros(macrosOf(v));
    setExtras(extrasOf(v));
  };

  const pick = (food: FoodSearchResult) => {
    const options = portionOptions(food);
    const p = { food, options, option: options[0]! };
    setPicked(p);
    setName(food.name);
    setSearch('');
    apply(p, p.option.quantity);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      // Spec section 5: a manual add has no carbs or fat; a database food brings its own.
      const item = toNewItem({
        name,
        quantity,
        units,
        ...macros,
        ...(picked ? extras : { carbs: 0, fat: 0 }),
      });
      // A database food keeps its id and weight (issue 10), so the portion can be changed later.
      const grams = picked ? Math.round(picked.option.gramsPerUnit * quantity * 10) / 10 : 0;
      await onAdd(picked && grams > 0 ? { ...item, foodId: picked.food.id, grams } : item);
    } catch {
      setError(ADD_ITEM_FAILED);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-2">
        <Input
          label="Search food database"
          type="search"
          placeholder="e.g. banana, cooked rice"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <FoodDatabaseResults query={search} onPick={pick} />
      </div>

      {picked && (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-gray-700">
            From the food database: <span className="font-medium text-gray-900">{picked.food.name}</span>
          </p>
          <Select
            label="Portion"
            value={picked.option.key}
            options={picked.options.map((o) => ({ value: o.key, label: o.label }))}
            onChange={(e) => {
              const option = picked.options.find((o) => o.key === e.target.value);
              if (!option) return;
              const p = { ...picked, option };
              setPicked(p);
              apply(p, option.quantity);
            }}
          />
          <button
            type="button"
            className="self-start text-sm font-medium text-brand-700 underline"
            onClick={() => {
              setPicked(null);
              setUnits('serving');
            }}
          >
            Enter values manually
          </button>
        </div>
      )}

      <Input
        label="Food name"
        required
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label="Quantity"
          value={quantity}
          min={LIMITS.quantity.min}
          step={LIMITS.quantity.step}
          revertTo={DEFAULTS.quantity}
          onValueChange={(q) => (picked ? apply(picked, q) : setQuantity(q))}
        />
        {picked ? (
          <Input
            label="Units"
            value={units}
            readOnly
            className="bg-gray-50 text-gray-600"
            hint="Set by the portion"
          />
        ) : (
          <Select
            label="Units"
            value={units}
            options={unitOptions(QUICK_ADD_UNITS, units)}
            onChange={(e) => setUnits(e.target.value)}
          />
        )}
        <MacroFields
          values={macros}
          onChange={setMacros}
          carbsAndFat={picked !== null}
          revertTo={DEFAULTS_MACROS}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="mt-1 flex justify-end gap-2">
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={name.trim() === '' || busy}>
          {busy ? 'Adding...' : 'Add Item'}
        </Button>
      </div>
    </form>
  );
}
