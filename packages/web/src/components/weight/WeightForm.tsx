// Issue 13: the one form a weight is typed in ('Log Weight' on Home, editing a weigh-in on History). Typed in
// the user's units, checked against core's limits, saved in pounds (decision 050).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { WEIGHT_LOG_LIMITS, weightRangeMessage } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { kgToLb, lbToKg } from '../../views/onboarding/units.ts';

export interface WeightFormProps {
  units: Profile['unitSystem'];
  /** The weight already logged (pounds), shown in the user's units to start from. */
  initial?: number;
  pending?: boolean;
  /** Saves pounds; a rejection's message is shown under the form. */
  onSave: (lb: number) => Promise<unknown>;
  onCancel: () => void;
}

/** The typed text as pounds, or the message saying the allowed range in the user's units. */
export function parseWeight(value: string, units: Profile['unitSystem']): { lb: number } | { error: string } {
  const typed = Number(value);
  const lb = units === 'metric' ? kgToLb(typed) : typed;
  if (
    value.trim() === '' ||
    !Number.isFinite(typed) ||
    lb < WEIGHT_LOG_LIMITS.min ||
    lb > WEIGHT_LOG_LIMITS.max
  ) {
    return { error: weightRangeMessage(units) };
  }
  return { lb };
}

export function WeightForm({ units, initial, pending, onSave, onCancel }: WeightFormProps) {
  const [value, setValue] = useState(() =>
    initial === undefined ? '' : String(units === 'metric' ? lbToKg(initial) : Math.round(initial * 10) / 10),
  );
  const [error, setError] = useState<string | null>(null);
  const unit = units === 'metric' ? 'kg' : 'lb';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWeight(value, units);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onSave(parsed.lb).catch((e: unknown) =>
      setError(e instanceof Error ? e.message : 'Could not save the weight'),
    );
  };

  return (
    <>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-2" noValidate>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          Weight ({unit})
          <input
            type="number"
            inputMode="decimal"
            step="0.1"
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="w-28 rounded-lg border border-gray-300 px-2 py-1"
          />
        </label>
        <Button type="submit" size="sm" disabled={pending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </form>
      {error && <Alert className="mt-2">{error}</Alert>}
    </>
  );
}
