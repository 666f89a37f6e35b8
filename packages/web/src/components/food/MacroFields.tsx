import { NumberField } from '../ui/NumberField.tsx';

export interface Macros {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface MacroFieldsProps {
  values: Macros;
  onChange: (next: Macros) => void;
  /** Carbs and fat are offered unless false (spec section 5: a manual add has calories and protein only). */
  carbsAndFat?: boolean;
  /** Calories' step (the prefilled form counts whole calories, spec section 5). */
  caloriesStep?: number;
  /** What an emptied field reverts to on blur; the last value when omitted (spec section 5). */
  revertTo?: Partial<Macros>;
}

/**
 * The one set of nutrition boxes every food form uses (add, prefilled add, edit): 'Calories', 'Protein (g)',
 * 'Carbs (g)' and 'Fat (g)', in a two-column grid's cells.
 */
export function MacroFields({
  values,
  onChange,
  carbsAndFat = true,
  caloriesStep = 0.1,
  revertTo = {},
}: MacroFieldsProps) {
  const set = (key: keyof Macros) => (value: number) => onChange({ ...values, [key]: value });
  return (
    <>
      <NumberField
        label="Calories"
        value={values.calories}
        min={0}
        step={caloriesStep}
        revertTo={revertTo.calories}
        onValueChange={set('calories')}
      />
      <NumberField
        label="Protein (g)"
        value={values.protein}
        min={0}
        step={0.1}
        revertTo={revertTo.protein}
        onValueChange={set('protein')}
      />
      {carbsAndFat && (
        <>
          <NumberField
            label="Carbs (g)"
            value={values.carbs}
            min={0}
            step={0.1}
            revertTo={revertTo.carbs}
            onValueChange={set('carbs')}
          />
          <NumberField
            label="Fat (g)"
            value={values.fat}
            min={0}
            step={0.1}
            revertTo={revertTo.fat}
            onValueChange={set('fat')}
          />
        </>
      )}
    </>
  );
}
