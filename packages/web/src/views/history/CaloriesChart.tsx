import { useEffect, useRef } from 'react';
import { format, parseISO } from 'date-fns';
import type { HistoryPeriod, IsoDate } from '@forkcast/core';
import type uPlot from 'uplot';
import { formatCalories } from '../../components/food/format.ts';

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
  const holder = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = holder.current;
    const host = mount.current;
    // uPlot needs a real layout engine (matchMedia, canvas); without one the table below still tells all.
    if (!el || !host || typeof window.matchMedia !== 'function') return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (!live) return;
      const xs = dates.map((_, i) => i);
      const logged = calories.filter((c): c is number => c !== null);
      const top = Math.max(target, tdee, ...logged) * 1.1 || 100;
      const label = (split: number) => {
        const i = Math.round(split);
        const d = dates[i];
        if (d === undefined || Math.abs(split - i) > 1e-6) return '';
        return format(parseISO(d), period === 'week' ? 'EEEEE' : 'MMM d');
      };
      const opts: uPlot.Options = {
        width: el.clientWidth || 320,
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.6, dates.length - 0.4] }, y: { range: [0, top] } },
        axes: [
          {
            values: (_u, splits) => splits.map(label),
            incrs: period === 'week' ? [1] : [7],
            space: 20,
            grid: { show: false },
            ticks: { show: false },
            font: '11px system-ui',
            stroke: '#6b7280',
          },
          {
            size: 52,
            space: 40,
            grid: { stroke: '#f3f4f6' },
            ticks: { show: false },
            font: '11px system-ui',
            stroke: '#6b7280',
          },
        ],
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
      };
      // A day with nothing logged has no bar at all (null), not a zero-height one.
      const data: uPlot.AlignedData = [xs, [...calories], xs.map(() => target), xs.map(() => tdee)];
      chart = new UPlot(opts, data, host);
      observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 180 }));
      observer.observe(el);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, calories, target, tdee, period]);

  const logged = calories.filter((c): c is number => c !== null);
  const summary =
    `Daily calories for the ${dates.length} days shown: ${logged.length} logged` +
    (logged.length > 0 ? `, highest ${formatCalories(Math.max(...logged))}` : '') +
    `. Target ${formatCalories(target)}, maintenance ${formatCalories(tdee)}.`;

  return (
    <figure className="m-0" aria-label={summary}>
      {/* The canvas is drawn out of flow (absolute), so a chart drawn at an earlier, wider size can never widen
          the page; the holder's own width (from its container) drives the size. */}
      <div ref={holder} aria-hidden="true" className="relative h-[180px] w-full overflow-hidden">
        <div ref={mount} className="absolute inset-0" />
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-gray-600"
      >
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS.bar }} />
          Calories
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            className="inline-block w-4 border-t-2 border-dashed"
            style={{ borderColor: COLORS.target }}
          />
          Target {formatCalories(target)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2" style={{ borderColor: COLORS.tdee }} />
          Maintenance {formatCalories(tdee)}
        </span>
      </div>
      <table className="sr-only">
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
    </figure>
  );
}
