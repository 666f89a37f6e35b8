// Issue 13: the 'Log Weight' action on Home. Typed in the user's units, stored in pounds (decision 050).
import { Suspense, lazy, useState } from 'react';
import type { ComponentProps } from 'react';
import { addDays } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { Button } from '../../components/ui/Button.tsx';
import type { WeightForm as Form } from '../../components/weight/WeightForm.tsx';
import { preloadable } from '../../components/ui/preloadable.tsx';
import { usePutWeight, useWeights } from '../../hooks/useWeights.ts';
import { formatWeight } from '../onboarding/units.ts';

// Decision 159: the trend's arithmetic loads with the first weigh-ins shown.
const WeightTrend = lazy(() => import('./WeightTrend.tsx').then((m) => ({ default: m.WeightTrend })));

// Decision 159: the form loads when 'Log Weight' is pressed (or the pointer reaches it).
const weightForm = preloadable<ComponentProps<typeof Form>>(() =>
  import('../../components/weight/WeightForm.tsx').then((m) => m.WeightForm),
);
const WeightForm = weightForm.Component;

export function LogWeight({ today, units }: { today: string; units: Profile['unitSystem'] }) {
  const [open, setOpen] = useState(false);
  const weights = useWeights(addDays(today, -89), today);
  const put = usePutWeight();
  const entries = weights.data?.weights ?? [];
  const todays = entries.find((w) => w.date === today);

  return (
    <section aria-label="Weight" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <div className="text-sm text-gray-700">
          {todays ? (
            <span>Today: {formatWeight(todays.weight, units)}</span>
          ) : (
            <span>No weight logged today</span>
          )}
          {entries.length > 0 && (
            <Suspense fallback={null}>
              <WeightTrend entries={entries} today={today} units={units} />
            </Suspense>
          )}
        </div>
        {!open && (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onPointerEnter={() => void weightForm.preload().catch(() => {})}
            onFocus={() => void weightForm.preload().catch(() => {})}
            // The button stays until the form's code is here, so the row never shows neither (a failed load still
            // opens, for LoadFailed to say so, decision 194).
            onClick={() => {
              const show = () => setOpen(true);
              weightForm.preload().then(show, show);
            }}
          >
            Log Weight
          </Button>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <WeightForm
            units={units}
            pending={put.isPending}
            onSave={async (lb) => {
              await put.mutateAsync({ date: today, weight: lb });
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
