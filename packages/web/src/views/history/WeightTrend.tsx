// Issue 13: History's 'Weight Trend' for the week or month window: the trend's change over the window, a chart
// (scale weights as dots, the trend as a line) and the window's weigh-ins (scale weight and trend, in the
// user's units) with a way to edit (in the user's units) or delete one.
import { useMemo, useState } from 'react';
import { KG_PER_LB, trendChange, trendSeries } from '@forkcast/core';
import type { HistoryPeriod, IsoDate, Profile, WeightEntry } from '@forkcast/core';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { WeightForm } from '../../components/weight/WeightForm.tsx';
import { usePutWeight } from '../../hooks/useWeights.ts';
import { useRemoveWeight } from '../../hooks/useWeightEdits.ts';
import { formatShortDate } from '../../components/food/format.ts';
import { formatSigned } from './format-signed.ts';
import { formatWeight } from '../onboarding/units.ts';
import { WeightChart } from './WeightChart.tsx';

/** Readings this many days before the window seed the trend, so it has settled by the window's first day. */
export const LOOKBACK_DAYS = 60;

export function WeightTrend({
  dates,
  period,
  units,
  entries,
}: {
  /** The window's days, oldest first. */
  dates: readonly IsoDate[];
  period: HistoryPeriod;
  units: Profile['unitSystem'];
  /** The weigh-ins from LOOKBACK_DAYS before the window to its last day (undefined while they load). */
  entries: readonly WeightEntry[] | undefined;
}) {
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const remove = useRemoveWeight();
  const put = usePutWeight();
  const [editing, setEditing] = useState<IsoDate | null>(null);
  const series = useMemo(() => trendSeries(entries ?? [], first, last), [entries, first, last]);
  const points = series.filter((p) => p.weight !== null);
  const change = trendChange(entries ?? [], first, last);
  // Signed as History's projection is ('+0.4 lb', '-0.2 kg', '0 lb').
  const signed = (lb: number) =>
    units === 'metric' ? `${formatSigned(lb * KG_PER_LB, 1)} kg` : `${formatSigned(lb, 1)} lb`;
  return (
    <Card title="Weight Trend">
      {points.length === 0 ? (
        <p className="text-sm text-gray-500">No weigh-ins in this period</p>
      ) : (
        <>
          {change !== null && <p className="mb-2 text-sm text-gray-700">Trend change: {signed(change)}</p>}
          <WeightChart
            dates={dates}
            points={series}
            change={change === null ? null : signed(change)}
            period={period}
            units={units}
          />
          <ul className="mt-3 flex flex-col gap-1">
            {[...points].reverse().map((p) => (
              <li key={p.date} className="text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span>
                    {formatShortDate(p.date)}: {formatWeight(p.weight!, units)}{' '}
                    <span className="text-gray-500">(trend {formatWeight(p.trend, units)})</span>
                  </span>
                  <span className="flex shrink-0">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit weigh-in ${formatShortDate(p.date)}`}
                      aria-expanded={editing === p.date}
                      onClick={() => setEditing((d) => (d === p.date ? null : p.date))}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete weigh-in ${formatShortDate(p.date)}`}
                      onClick={() => remove.mutate(p.date)}
                    >
                      Delete
                    </Button>
                  </span>
                </div>
                {editing === p.date && (
                  <WeightForm
                    units={units}
                    initial={p.weight!}
                    pending={put.isPending}
                    onSave={async (lb) => {
                      await put.mutateAsync({ date: p.date, weight: lb });
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
