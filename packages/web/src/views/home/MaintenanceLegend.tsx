// Home's maintenance legend (decision 193: after the target, so it moves nothing when it comes): the figure and,
// when it is the estimate's, its label. Shown once the estimate has answered, after home's first commit, so its
// code loads then (ProgressCard, decision 198's update: it made room in home's JavaScript for the guest banner).
import { MaintenanceSource } from '../../components/coach/MaintenanceSource.tsx';
import { formatCalories } from '../../components/food/format.ts';
import type { Maintenance } from '../../hooks/useMaintenance.ts';

export default function MaintenanceLegend({ maintenance }: { maintenance: Maintenance }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1">
      <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-gray-500" />
      <span className="whitespace-nowrap">Maintenance {formatCalories(maintenance.tdee)}</span>
      <MaintenanceSource maintenance={maintenance} />
    </span>
  );
}
