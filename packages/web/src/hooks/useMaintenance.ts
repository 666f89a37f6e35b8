// Issue 13 ("used, never silently"): the maintenance figure every view uses, chosen by core's rule
// (`maintenanceCalories`: the estimate learned from the log once its confidence is at least 'medium', else the
// formula), with both figures so a view can label the estimate and keep the formula one tap away.
import { maintenanceCalories } from '@forkcast/core';
import type { Expenditure, IsoDate } from '@forkcast/core';
import { useTargets } from './useProfile.ts';
import { useExpenditure } from './useWeights.ts';

export interface Maintenance {
  /** The figure to use (kcal/day). */
  tdee: number;
  source: 'estimate' | 'formula';
  /** Mifflin-St Jeor x activity, from the profile. */
  formula: number;
  /** The estimate for the window ending at the date, once loaded (guests: computed in the browser). */
  estimate: Expenditure | null;
  /** The estimate is still being computed or fetched: `tdee` is the formula's until it answers. */
  pending: boolean;
}

/**
 * The maintenance for the window ending at `date`; null while the profile loads or when there is none. While the
 * estimate is on its way the figure is the formula's and `pending` is true: a view that must not show one figure
 * and then another (Home's marker, decision 159) waits for `pending` to be false. An estimate that cannot be
 * computed (an error) leaves the formula's figure.
 */
export function useMaintenance(date: IsoDate): Maintenance | null {
  const targets = useTargets();
  const query = useExpenditure(date);
  if (!targets) return null;
  const estimate = query.data ?? null;
  return {
    ...maintenanceCalories(targets.tdee, estimate),
    formula: targets.tdee,
    estimate,
    pending: query.isPending,
  };
}
