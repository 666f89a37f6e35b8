// Issue 13: History's 'Weight Trend' for the week or month window: the trend's change over the window and
// the window's weigh-ins (scale weight and trend, in the user's units) with a way to delete one.
import { addDays, trendChange, trendSeries } from '@forkcast/core';
import type { IsoDate, Profile } from '@forkcast/core';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { useRemoveWeight, useWeights } from '../../hooks/useWeights.ts';
import { formatWeight, lbToKg } from '../onboarding/units.ts';

/** Readings this many days before the window seed the trend, so it has settled by the window's first day. */
const LOOKBACK_DAYS = 60;

export function WeightTrend({
  first,
  last,
  units,
}: {
  first: IsoDate;
  last: IsoDate;
  units: Profile['unitSystem'];
}) {
  // Readings before the window seed the trend (the line carries on from them).
  const lookback = useWeights(addDays(first, -LOOKBACK_DAYS), last);
  const remove = useRemoveWeight();
  const entries = lookback.data?.weights ?? [];
  const points = trendSeries(entries, first, last).filter((p) => p.weight !== null);
  const change = trendChange(entries, first, last);
  const signed = (lb: number) => {
    const v = units === 'metric' ? lbToKg(Math.abs(lb)) : Math.round(Math.abs(lb) * 10) / 10;
    return `${lb < 0 ? '-' : '+'}${v} ${units === 'metric' ? 'kg' : 'lb'}`;
  };
  return (
    <Card title="Weight Trend">
      {points.length === 0 ? (
        <p className="text-sm text-gray-500">No weigh-ins in this period</p>
      ) : (
        <>
          {change !== null && <p className="mb-2 text-sm text-gray-700">Trend change: {signed(change)}</p>}
          <ul className="flex flex-col gap-1">
            {[...points].reverse().map((p) => (
              <li key={p.date} className="flex items-center justify-between text-sm">
                <span>
                  {p.date}: {formatWeight(p.weight!, units)}{' '}
                  <span className="text-gray-500">(trend {formatWeight(p.trend, units)})</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete weigh-in ${p.date}`}
                  onClick={() => remove.mutate(p.date)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
