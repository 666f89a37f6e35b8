// Decision 061: History's charts are uPlot, imported inside an effect (never in the first page load, never in
// jsdom), drawn out of flow inside a clipping holder so a chart drawn at a wider size can never widen the page.
// CaloriesChart and WeightChart share this canvas, its axes and its legend swatches.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import type { HistoryPeriod, IsoDate } from '@forkcast/core';
import type uPlot from 'uplot';

export type UPlotModule = typeof uPlot;
/** Builds the chart's options (without its size) and data once uPlot has loaded. */
export type ChartBuild = (UPlot: UPlotModule) => {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
};

/**
 * The canvas of a History chart, `height` px tall and as wide as its container. `build` should be memoised
 * (useCallback): the chart is drawn again whenever it changes.
 */
export function ChartCanvas({ height, build }: { height: number; build: ChartBuild }) {
  const holder = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = holder.current;
    const host = mount.current;
    // uPlot needs a real layout engine (matchMedia, canvas); without one the figure's table still tells all.
    if (!el || !host || typeof window.matchMedia !== 'function') return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (!live) return;
      const width = el.clientWidth || 320;
      const { options, data } = build(UPlot);
      chart = new UPlot({ ...options, width, height }, data, host);
      observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
      observer.observe(el);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [build, height]);

  return (
    // The canvas is drawn out of flow (absolute), so a chart drawn at an earlier, wider size can never widen
    // the page; the holder's own width (from its container) drives the size.
    <div ref={holder} aria-hidden="true" className="relative w-full overflow-hidden" style={{ height }}>
      <div ref={mount} className="absolute inset-0" />
    </div>
  );
}

const AXIS = { font: '11px system-ui', stroke: '#6b7280' } as const;

/** The x axis of a window of days (x = the day's index): weekday initials for a week, 'MMM d' weekly for a month. */
export function dayAxis(dates: readonly IsoDate[], period: HistoryPeriod): uPlot.Axis {
  const label = (split: number) => {
    const i = Math.round(split);
    const d = dates[i];
    if (d === undefined || Math.abs(split - i) > 1e-6) return '';
    return format(parseISO(d), period === 'week' ? 'EEEEE' : 'MMM d');
  };
  return {
    ...AXIS,
    values: (_u, splits) => splits.map(label),
    incrs: period === 'week' ? [1] : [7],
    space: 20,
    grid: { show: false },
    ticks: { show: false },
  };
}

/** The y axis: light grid lines, no ticks. */
export function valueAxis(size = 52): uPlot.Axis {
  return { ...AXIS, size, space: 40, grid: { stroke: '#f3f4f6' }, ticks: { show: false } };
}

/** The x scale of a window of days, with half a day's room either side. */
export const dayScale = (dates: readonly IsoDate[]): uPlot.Scale => ({
  time: false,
  range: [-0.6, dates.length - 0.4],
});

/** A legend under a chart (hidden from assistive technology: the figure's label and table say the same). */
export function ChartLegend({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-gray-600"
    >
      {children}
    </div>
  );
}

/** One legend entry: a swatch ('box', 'line', 'dashed' or 'dot') in `color`, then its words. */
export function LegendItem({
  kind,
  color,
  children,
}: {
  kind: 'box' | 'line' | 'dashed' | 'dot';
  color: string;
  children: ReactNode;
}) {
  const swatch =
    kind === 'box' ? (
      <span className="inline-block h-3 w-3 rounded-sm" style={{ background: color }} />
    ) : kind === 'dot' ? (
      <span className="inline-block h-2 w-2 rounded-full" style={{ background: color }} />
    ) : (
      <span
        className={
          kind === 'dashed' ? 'inline-block w-4 border-t-2 border-dashed' : 'inline-block w-4 border-t-2'
        }
        style={{ borderColor: color }}
      />
    );
  return (
    <span className="inline-flex items-center gap-1.5">
      {swatch}
      {children}
    </span>
  );
}
