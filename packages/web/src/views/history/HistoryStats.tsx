import { KG_PER_LB, PROJECTION_DAYS, projectedPounds, roundTo } from '@forkcast/core';
import type { HistoryPeriod, HistoryStats as Stats, Profile } from '@forkcast/core';
import { Card } from '../../components/ui/Card.tsx';
import { formatCalories, formatGrams } from '../../components/food/format.ts';
import { formatSigned } from './format-signed.ts';
import { MaintenanceSource } from '../../components/coach/MaintenanceSource.tsx';
import type { Maintenance } from '../../hooks/useMaintenance.ts';

export interface HistoryStatsProps {
  stats: Stats;
  period: HistoryPeriod;
  /** Issue 13: the maintenance the difference and projection are against (labelled when estimated). */
  maintenance: Maintenance;
  unitSystem: Profile['unitSystem'];
}

/** Spec section 2: '7-Day Stats' / '30-Day Stats' (averages exclude today; section 9). */
export function HistoryStats({ stats, period, maintenance, unitSystem }: HistoryStatsProps) {
  const tdee = maintenance.tdee;
  const days = PROJECTION_DAYS[period];
  // The projection is stored in pounds; metric users see kilograms (a display preference only).
  const projection =
    unitSystem === 'metric'
      ? `${formatSigned(roundTo(projectedPounds(stats.avgDifference, days) * KG_PER_LB, 1), 1)} kg`
      : `${formatSigned(stats.projectionLb, 1)} lb`;
  const none = stats.daysLogged === 0;

  return (
    <Card title={period === 'week' ? '7-Day Stats' : '30-Day Stats'}>
      {none ? (
        <p className="text-sm text-gray-600">
          No completed days logged in this period yet. Today counts once it is over.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="Avg. calories" value={`${formatCalories(stats.avgCalories)}`} unit="cal/day" />
          <Stat label="Avg. protein" value={`${formatGrams(stats.avgProtein)}g`} unit="per day" />
          <Stat
            label="Vs. maintenance"
            value={formatSigned(stats.avgDifference)}
            unit={`cal/day (TDEE ${formatCalories(tdee)})`}
          />
          <Stat
            label={period === 'week' ? 'Projected weekly change' : 'Projected monthly change'}
            value={projection}
            unit={`from ${stats.daysLogged} logged day${stats.daysLogged === 1 ? '' : 's'}`}
          />
        </dl>
      )}
      {maintenance.source === 'estimate' && (
        <p className="mt-3 text-xs text-gray-600">
          Maintenance {formatCalories(tdee)} cal/day: <MaintenanceSource maintenance={maintenance} />
        </p>
      )}
    </Card>
  );
}

function Stat({ label, value, unit }: { label: string; value: string; unit: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">{value}</dd>
      <dd className="text-xs text-gray-500">{unit}</dd>
    </div>
  );
}
