import { useMemo, useState } from 'react';
import { format, parseISO } from 'date-fns';
import {
  addDays,
  historyStats,
  historyWindow,
  isCurrentPeriod,
  isFutureDate,
  moveHistory,
} from '@forkcast/core';
import type { HistoryPeriod, IsoDate } from '@forkcast/core';
import { useDays } from '../../hooks/useDayRange.ts';
import { useProfile, useTargets } from '../../hooks/useProfile.ts';
import { useMaintenance } from '../../hooks/useMaintenance.ts';
import { useWeights } from '../../hooks/useWeights.ts';
import { useToday } from '../../hooks/useToday.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ChevronIcon } from '../../components/food/icons.tsx';
import { CaloriesChart } from './CaloriesChart.tsx';
import { DayRow } from './DayRow.tsx';
import { LOOKBACK_DAYS, WeightTrend } from './WeightTrend.tsx';
import { HistoryStats } from './HistoryStats.tsx';

function rangeLabel(first: IsoDate, last: IsoDate): string {
  const a = parseISO(first);
  const b = parseISO(last);
  const sameYear = a.getFullYear() === b.getFullYear();
  return `${format(a, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(b, 'MMM d, yyyy')}`;
}

/**
 * Spec sections 2 and 4 (history): a Week / Month toggle, a period header that never moves past today, the
 * stats block, a chart, and one expandable row per day (future days disabled).
 */
export function HistoryView() {
  const today = useToday();
  const profile = useProfile().data;
  const targets = useTargets();
  const [period, setPeriod] = useState<HistoryPeriod>('week');
  const [selected, setSelected] = useState<IsoDate>(today);
  const [expanded, setExpanded] = useState<IsoDate | null>(null);

  const dates = useMemo(() => historyWindow(selected, period), [selected, period]);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const range = useDays(first, last);
  const days = range.data;
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d])), [days]);
  // Issue 13: the difference column, the chart's maintenance line and the projection use the maintenance for
  // the window (core's rule: the estimate at its last day once confident enough, else the formula).
  const maintenance = useMaintenance(last > today ? today : last);
  // One read for the screen: the weigh-ins from before the window seed the trend, and its incomplete marks label
  // the rows and their expanded 'Incomplete day' box.
  const weights = useWeights(addDays(first, -LOOKBACK_DAYS), last).data;
  const incomplete = useMemo(() => new Set(weights?.incomplete ?? []), [weights]);
  const calories = useMemo(
    () => dates.map((d) => (byDate.get(d)?.items.length ? byDate.get(d)!.totals.calories : null)),
    [dates, byDate],
  );

  const current = isCurrentPeriod(selected, period, today);
  const unit = period === 'week' ? 'week' : 'month';
  const go = (direction: -1 | 1) => {
    setSelected(moveHistory(selected, period, direction, today));
    setExpanded(null);
  };

  if (!profile || !targets || !maintenance) {
    return (
      <main className="flex justify-center p-10">
        <Spinner size="lg" label="Loading history" />
      </main>
    );
  }
  const tdee = maintenance.tdee;
  const stats = historyStats(days ?? [], dates, tdee, today, period);

  return (
    <main className="flex flex-col gap-4 p-4 pb-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-gray-900">History</h1>
        <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-gray-100 p-1">
          {(['week', 'month'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => {
                setPeriod(p);
                setExpanded(null);
              }}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium',
                period === p ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              {p === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
      </div>

      <nav aria-label={`Choose the ${unit}`} className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={`Previous ${unit}`}
          onClick={() => go(-1)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-gray-200 bg-white text-gray-700 hover:bg-gray-50"
        >
          <ChevronIcon direction="left" />
        </button>
        <div className="flex min-w-0 flex-col items-center text-center">
          <h2 className="text-base font-semibold text-gray-900" aria-live="polite">
            {rangeLabel(first, last)}
          </h2>
          {!current && (
            <button
              type="button"
              onClick={() => {
                setSelected(today);
                setExpanded(null);
              }}
              className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Go to current {unit}
            </button>
          )}
        </div>
        <button
          type="button"
          aria-label={`Next ${unit}`}
          disabled={current}
          onClick={() => go(1)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-gray-200 bg-white text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white"
        >
          <ChevronIcon direction="right" />
        </button>
      </nav>

      {/* Decision 133: the figures wait for the estimate's answer, never the formula's first and then the estimate's. */}
      {range.isPending || maintenance.pending ? (
        <div className="flex justify-center p-6">
          <Spinner label="Loading days" />
        </div>
      ) : (
        <>
          <HistoryStats
            stats={stats}
            period={period}
            maintenance={maintenance}
            unitSystem={profile.unitSystem}
          />
          <Card title="Daily Calories">
            <CaloriesChart
              dates={dates}
              calories={calories}
              target={targets.calories}
              tdee={tdee}
              period={period}
            />
          </Card>
          <WeightTrend dates={dates} period={period} units={profile.unitSystem} entries={weights?.weights} />
          <Card title={`Daily Breakdown - Past ${dates.length} Days`}>
            <ul className="flex flex-col gap-2">
              {[...dates].reverse().map((date) => (
                <DayRow
                  key={date}
                  date={date}
                  day={byDate.get(date)}
                  today={today}
                  future={isFutureDate(date, today)}
                  expanded={expanded === date}
                  onToggle={() => setExpanded((e) => (e === date ? null : date))}
                  tdee={tdee}
                  profile={profile}
                  incomplete={weights ? incomplete.has(date) : undefined}
                />
              ))}
            </ul>
          </Card>
        </>
      )}
    </main>
  );
}

export default HistoryView;
