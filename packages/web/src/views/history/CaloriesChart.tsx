import { useCallback } from 'react';
import { format, parseISO } from 'date-fns';
import type { HistoryPeriod, IsoDate } from '@forkcast/core';
import { formatCalories } from '../../components/food/format.ts';
import { ChartCanvas, ChartLegend, LegendItem, dayAxis, dayScale, valueAxis } from './ChartCanvas.tsx';
import type { ChartBuild } from './ChartCanvas.tsx';

export interface CaloriesChartProps {
  dates: readonly IsoDate[];
  /** Calories per date; null for a day with nothing logged (or not yet come). */
  calories: readonly (number | null)[];
  target: number;
  tdee: number;
  period: HistoryPeriod;
}

const COLORS = { bar: '#22c55e', barEdge: '#16a34a', target: '#dc2626', tdee: '#6b7280' };

/**
 * Daily calories as bars against the target and maintenance (TDEE) lines. uPlot draws on a canvas, so the
 * figure carries a summary label and a visually hidden table with the same numbers.
 */
export function CaloriesChart({ dates, calories, target, tdee, period }: CaloriesChartProps) {
  const build = useCallback<ChartBuild>(
    (UPlot) => {
      const xs = dates.map((_, i) => i);
      const logged = calories.filter((c): c is number => c !== null);
      const top = Math.max(target, tdee, ...logged) * 1.1 || 100;
      return {
        options: {
          legend: { show: false },
          cursor: { show: false },
          scales: { x: dayScale(dates), y: { range: [0, top] } },
          axes: [dayAxis(dates, period), valueAxis()],
          series: [
            {},
            {
              label: 'Calories',
              fill: COLORS.bar,
              stroke: COLORS.barEdge,
              paths: UPlot.paths.bars!({ size: [0.7, 28] }),
              points: { show: false },
            },
            { label: 'Target', stroke: COLORS.target, width: 2, dash: [6, 4], points: { show: false } },
            { label: 'Maintenance', stroke: COLORS.tdee, width: 2, points: { show: false } },
          ],
        },
        // A day with nothing logged has no bar at all (null), not a zero-height one.
        data: [xs, [...calories], xs.map(() => target), xs.map(() => tdee)],
      };
    },
    [dates, calories, target, tdee, period],
  );

  const logged = calories.filter((c): c is number => c !== null);
  const summary =
    `Daily calories for the ${dates.length} days shown: ${logged.length} logged` +
    (logged.length > 0 ? `, highest ${formatCalories(Math.max(...logged))}` : '') +
    `. Target ${formatCalories(target)}, maintenance ${formatCalories(tdee)}.`;

  return (
    <figure className="m-0" aria-label={summary}>
      <ChartCanvas height={180} build={build} />
      <ChartLegend>
        <LegendItem kind="box" color={COLORS.bar}>
          Calories
        </LegendItem>
        <LegendItem kind="dashed" color={COLORS.target}>
          Target {formatCalories(target)}
        </LegendItem>
        <LegendItem kind="line" color={COLORS.tdee}>
          Maintenance {formatCalories(tdee)}
        </LegendItem>
      </ChartLegend>
      {/* Hidden in a block box: a table ignores overflow, so an sr-only table of three columns widened the
          page at 375 px. */}
      <div className="sr-only">
        <table>
          <caption>Daily calories</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d, i) => (
              <tr key={d}>
                <th scope="row">{format(parseISO(d), 'EEEE, MMMM d')}</th>
                <td>{calories[i] === null ? 'Not logged' : formatCalories(calories[i]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
