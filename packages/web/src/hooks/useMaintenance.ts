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
}

/** The maintenance for the window ending at `date`; null while the profile loads or when there is none. */
export function useMaintenance(date: IsoDate): Maintenance | null {
  const targets = useTargets();
  const estimate = useExpenditure(date).data ?? null;
  if (!targets) return null;
  return { ...maintenanceCalories(targets.tdee, estimate), formula: targets.tdee, estimate };
}
