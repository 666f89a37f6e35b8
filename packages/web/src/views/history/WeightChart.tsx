// Issue 13: History's 'Weight Trend' chart: the scale weights as dots and the trend as a line over the week or
// month window, in the user's units. Like CaloriesChart, a canvas with a summary label and a hidden table.
import { useCallback, useMemo } from 'react';
import { format, parseISO } from 'date-fns';
import { KG_PER_LB } from '@forkcast/core';
import type { HistoryPeriod, IsoDate, Profile, TrendPoint } from '@forkcast/core';
import { formatWeight } from '../onboarding/units.ts';
import { ChartCanvas, ChartLegend, LegendItem, dayAxis, dayScale, valueAxis } from './ChartCanvas.tsx';
import type { ChartBuild } from './ChartCanvas.tsx';

export interface WeightChartProps {
  dates: readonly IsoDate[];
  /** The trend for the window's days from the first reading on (core's `trendSeries`), pounds. */
  points: readonly TrendPoint[];
  /** The trend's change over the window, already worded ('-0.4 lb'), or null. */
  change: string | null;
  period: HistoryPeriod;
  units: Profile['unitSystem'];
}

const COLORS = { weight: '#0ea5e9', trend: '#7c3aed' };

export function WeightChart({ dates, points, change, period, units }: WeightChartProps) {
  const byDate = useMemo(() => new Map(points.map((p) => [p.date, p])), [points]);
  const build = useCallback<ChartBuild>(() => {
    // The canvas plots in the user's units (exact, not rounded); storage stays pounds (decision 050).
    const shown = (lb: number) => (units === 'metric' ? lb * KG_PER_LB : lb);
    const xs = dates.map((_, i) => i);
    const weights = dates.map((d) => {
      const w = byDate.get(d)?.weight;
      return w == null ? null : shown(w);
    });
    const trend = dates.map((d) => {
      const p = byDate.get(d);
      return p ? shown(p.trend) : null;
    });
    const values = [...weights, ...trend].filter((v): v is number => v !== null);
    const pad = units === 'metric' ? 0.5 : 1;
    const low = values.length ? Math.min(...values) - pad : 0;
    const high = values.length ? Math.max(...values) + pad : 1;
    return {
      options: {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: dayScale(dates), y: { range: [Math.floor(low), Math.ceil(high)] } },
        axes: [dayAxis(dates, period), valueAxis(44)],
        series: [
          {},
          {
            label: 'Scale weight',
            stroke: COLORS.weight,
            // Dots only: no line between readings.
            paths: () => null,
            points: { show: true, size: 7, fill: COLORS.weight, stroke: COLORS.weight },
          },
          { label: 'Trend', stroke: COLORS.trend, width: 2, points: { show: false } },
        ],
      },
      data: [xs, weights, trend],
    };
  }, [dates, byDate, period, units]);

  const readings = points.filter((p) => p.weight !== null);
  const last = points.at(-1);
  const summary =
    `Weight for the ${dates.length} days shown: ${readings.length} weigh-in${readings.length === 1 ? '' : 's'}` +
    (last ? `, trend ${formatWeight(last.trend, units)}` : '') +
    (change ? `, trend change ${change}` : '') +
    '.';

  return (
    <figure className="m-0" aria-label={summary}>
      <ChartCanvas height={160} build={build} />
      <ChartLegend>
        <LegendItem kind="dot" color={COLORS.weight}>
          Scale weight
        </LegendItem>
        <LegendItem kind="line" color={COLORS.trend}>
          Trend
        </LegendItem>
      </ChartLegend>
      {/* Hidden in a block box: a table ignores overflow, so an sr-only table of three columns widened the
          page at 375 px. */}
      <div className="sr-only">
        <table>
          <caption>Daily weight</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Scale weight</th>
              <th scope="col">Trend</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => {
              const p = byDate.get(d);
              return (
                <tr key={d}>
                  <th scope="row">{format(parseISO(d), 'EEEE, MMMM d')}</th>
                  <td>{p?.weight == null ? 'No weigh-in' : formatWeight(p.weight, units)}</td>
                  <td>{p ? formatWeight(p.trend, units) : 'No trend yet'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
