// Issue 13: the 'Log Weight' action on Home. Typed in the user's units, stored in pounds (decision 050).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { addDays, trendOn, WEIGHT_LOG_LIMITS } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { usePutWeight, useWeights } from '../../hooks/useWeights.ts';
import { formatWeight, kgToLb } from '../onboarding/units.ts';

export function LogWeight({ today, units }: { today: string; units: Profile['unitSystem'] }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const weights = useWeights(addDays(today, -89), today);
  const put = usePutWeight();
  const entries = weights.data?.weights ?? [];
  const todays = entries.find((w) => w.date === today);
  const trend = trendOn(entries, today);
  const unit = units === 'metric' ? 'kg' : 'lb';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = Number(value);
    const lb = units === 'metric' ? kgToLb(typed) : typed;
    if (
      !Number.isFinite(typed) ||
      value.trim() === '' ||
      lb < WEIGHT_LOG_LIMITS.min ||
      lb > WEIGHT_LOG_LIMITS.max
    ) {
      setError(
        `Weight must be between ${formatWeight(WEIGHT_LOG_LIMITS.min, units)} and ${formatWeight(WEIGHT_LOG_LIMITS.max, units)}`,
      );
      return;
    }
    setError(null);
    put.mutate(
      { date: today, weight: lb },
      {
        onSuccess: () => {
          setOpen(false);
          setValue('');
        },
        onError: (e) => setError(e instanceof Error ? e.message : 'Could not save the weight'),
      },
    );
  };

  return (
    <section aria-label="Weight" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <div className="text-sm text-gray-700">
          {todays ? (
            <span>Today: {formatWeight(todays.weight, units)}</span>
          ) : (
            <span>No weight logged today</span>
          )}
          {trend !== null && <span className="ml-2 text-gray-500">Trend: {formatWeight(trend, units)}</span>}
        </div>
        {!open && (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Log Weight
          </Button>
        )}
      </div>
      {open && (
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
          <Button type="submit" size="sm" disabled={put.isPending}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      )}
      {error && <Alert className="mt-2">{error}</Alert>}
    </section>
  );
}
