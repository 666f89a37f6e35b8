// Issue 13: Settings shows both maintenance figures, the formula's and the one estimated from the log, and
// offers 'Update my targets' from the estimate once core's rule uses it. Targets change only on that press.
import { ESTIMATE_LABEL, isEstimateUsable } from '@forkcast/core';
import type { Confidence, Expenditure } from '@forkcast/core';
import { Button } from '../../components/ui/Button.tsx';
import { useExpenditure } from '../../hooks/useWeights.ts';
import { useToday } from '../../hooks/useToday.ts';

const kcal = (n: number) => n.toLocaleString('en-US');
const CONFIDENCE_WORDS: Record<Confidence, string> = {
  formula: 'no data yet',
  low: 'low confidence',
  medium: 'medium confidence',
  high: 'high confidence',
};

export interface MaintenanceEstimateProps {
  /** The formula's maintenance for the profile being edited. */
  formula: number;
  /** Called with the estimate's figure when the user asks for targets from it. */
  onUpdateTargets: (tdee: number) => void;
}

export function MaintenanceEstimate({ formula, onUpdateTargets }: MaintenanceEstimateProps) {
  const today = useToday();
  const estimate: Expenditure | undefined = useExpenditure(today).data;
  const usable = isEstimateUsable(estimate);
  return (
    <section aria-label="Maintenance" className="mb-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-500">Formula</dt>
        <dd>{kcal(formula)} kcal/day</dd>
        <dt className="text-gray-500">{ESTIMATE_LABEL}</dt>
        <dd>
          {!estimate || estimate.confidence === 'formula' ? (
            'Not enough weigh-ins and logged days yet'
          ) : (
            <>
              {kcal(estimate.tdee)} kcal/day ({kcal(estimate.low)}–{kcal(estimate.high)},{' '}
              {CONFIDENCE_WORDS[estimate.confidence]})
            </>
          )}
        </dd>
      </dl>
      {estimate && !usable && estimate.confidence !== 'formula' && (
        <p className="mt-2 text-xs text-gray-500">
          Used from medium confidence on: {estimate.loggedDays} logged days and {estimate.weighIns} weigh-ins
          so far.
        </p>
      )}
      {usable && estimate && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => onUpdateTargets(estimate.tdee)}>
          Update my targets
        </Button>
      )}
    </section>
  );
}
