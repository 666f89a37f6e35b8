// Issue 13 (decision 133): which maintenance figure a view uses, and its label, apart from the estimate's
// arithmetic (expenditure.ts) so a view decides and labels without loading it (issue 15, decision 159).
import type { Confidence, Expenditure } from '../schemas/weights.ts';

/** Confidence levels in order; the estimate replaces the formula in the UI from 'medium' (issue 13). */
const ORDER: readonly Confidence[] = ['formula', 'low', 'medium', 'high'];
export const ESTIMATE_USED_FROM: Confidence = 'medium';
export const isEstimateUsable = (e: Pick<Expenditure, 'confidence'> | null | undefined): boolean =>
  !!e && ORDER.indexOf(e.confidence) >= ORDER.indexOf(ESTIMATE_USED_FROM);

/** Issue 13: the maintenance figure to use: the estimate once usable, else the formula's. */
export function maintenanceCalories(
  formulaTdee: number,
  estimate: Pick<Expenditure, 'tdee' | 'confidence'> | null | undefined,
): { tdee: number; source: 'estimate' | 'formula' } {
  return isEstimateUsable(estimate)
    ? { tdee: estimate!.tdee, source: 'estimate' }
    : { tdee: formulaTdee, source: 'formula' };
}
