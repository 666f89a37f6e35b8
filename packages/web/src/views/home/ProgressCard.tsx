import { Suspense, lazy } from 'react';
import { calorieBar, describeGoal, progressColor } from '@forkcast/core';
import type { BarColor, Profile, Totals } from '@forkcast/core';
import type { DailyTargets } from '../../hooks/useProfile.ts';
import type { Maintenance } from '../../hooks/useMaintenance.ts';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatCalories, formatGrams } from '../../components/food/format.ts';
import { PencilIcon } from '../../components/food/icons.tsx';

// Decision 198's update: the maintenance figure and the estimate's label show once the estimate has answered, after
// home's first commit; their code loads then (it made room in home's JavaScript for the guest banner).
const MaintenanceLegend = lazy(() => import('./MaintenanceLegend.tsx'));

export interface ProgressCardProps {
  totals: Totals;
  targets: DailyTargets;
  /**
   * Issue 13: the maintenance marker's figure (the estimate once confident enough, labelled). While the estimate
   * is pending the marker, its figure and the bar's fill are not shown: never the formula's figure first and the
   * estimate's after, nor a fill scaled to the target that then slides (decisions 133 and 159).
   */
  maintenance: Maintenance;
  profile: Profile;
  onEditTargets: () => void;
}

const barFill: Record<BarColor, string> = {
  green: 'bg-bar-green',
  amber: 'bg-bar-amber',
  blue: 'bg-bar-blue',
  red: 'bg-bar-red',
};

const statusText = { green: 'text-brand-700', amber: 'text-amber-700', red: 'text-red-700' } as const;

/** A gram bar: no maintenance level, so the spec's percent thresholds against the target alone. */
function MacroBar({
  name,
  eaten,
  target,
  compact,
}: {
  name: string;
  eaten: number;
  target: number;
  compact?: boolean;
}) {
  const bar = calorieBar(eaten, target, 0);
  const noun = name.toLowerCase();
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-gray-700">{name}</span>
        <span className="text-sm text-gray-900">
          <span className={cn('font-semibold', compact ? 'text-base' : 'text-lg')}>
            {formatGrams(eaten)}g
          </span>{' '}
          / {formatGrams(target)}g
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.round(eaten)}
        aria-valuetext={`${formatGrams(eaten)} of ${formatGrams(target)} grams of ${noun}`}
        className={cn('rounded-full bg-gray-200', compact ? 'h-2' : 'h-3')}
      >
        <div
          data-color={bar.color}
          className={cn('h-full rounded-full transition-[width] duration-500', barFill[bar.color])}
          style={{ width: `${bar.widthPercent}%` }}
        />
      </div>
    </div>
  );
}

/** Spec section 2: 'Today's Progress' with the calorie bar (TDEE and target markers) and the protein bar. */
export function ProgressCard({ totals, targets, maintenance, profile, onEditTargets }: ProgressCardProps) {
  // Decision 140: goal-aware, so a loss goal over its target is red, not green.
  const tdee = maintenance.pending ? 0 : maintenance.tdee;
  const calories = calorieBar(totals.calories, targets.calories, tdee, profile);
  const left = targets.calories - totals.calories;
  const status = progressColor(totals.calories, targets.calories, profile);

  return (
    <Card
      title="Today's Progress"
      action={
        <button
          type="button"
          aria-label="Edit targets"
          title="Edit targets"
          onClick={onEditTargets}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800"
        >
          <PencilIcon />
        </button>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <div className="mb-1.5 flex items-baseline justify-between">
            <span className="text-sm font-medium text-gray-700">Calories</span>
            <span className="text-sm text-gray-900">
              <span className="text-lg font-semibold">{formatCalories(totals.calories)}</span> /{' '}
              {formatCalories(targets.calories)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Calories"
            aria-valuemin={0}
            aria-valuemax={targets.calories}
            aria-valuenow={Math.round(totals.calories)}
            aria-valuetext={`${formatCalories(totals.calories)} of ${formatCalories(targets.calories)} calories`}
            className="relative h-3 rounded-full bg-gray-200"
          >
            {/* The bar's scale is the larger of the target and the maintenance, so its fill and target marker wait
                for the estimate's answer: drawn once, never drawn to the target and then slid left (decision 133). */}
            {!maintenance.pending && (
              <div
                data-color={calories.color}
                className={cn('h-full rounded-full transition-[width] duration-500', barFill[calories.color])}
                style={{ width: `${calories.widthPercent}%` }}
              />
            )}
            {tdee > 0 && (
              <span
                aria-hidden="true"
                data-marker="tdee"
                className="absolute -top-1 -bottom-1 w-0.5 -translate-x-1/2 rounded bg-gray-500"
                style={{ left: `${calories.tdeeMarkerPercent}%` }}
              />
            )}
            {!maintenance.pending && (
              <span
                aria-hidden="true"
                data-marker="target"
                className="absolute -top-1 -bottom-1 w-0.5 -translate-x-1/2 rounded bg-bar-red"
                style={{ left: `${calories.targetMarkerPercent}%` }}
              />
            )}
          </div>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-500">
            {/* Decision 193: first, so the maintenance figure, shown once the estimate answers, moves nothing. */}
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-bar-red" />
              Target {formatCalories(targets.calories)}
            </span>
            {tdee > 0 && (
              <Suspense>
                <MaintenanceLegend maintenance={maintenance} />
              </Suspense>
            )}
          </div>
        </div>

        <MacroBar name="Protein" eaten={totals.protein} target={targets.protein} />
        {/* Issue 14: carbs and fat against their targets, beside calories and protein. */}
        <div className="grid grid-cols-2 gap-4">
          <MacroBar name="Carbs" eaten={totals.carbs} target={targets.carbs} compact />
          <MacroBar name="Fat" eaten={totals.fat} target={targets.fat} compact />
        </div>

        <p className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span className="text-gray-600">{describeGoal(profile)}</span>
          <span className={cn('font-medium', statusText[status])}>
            {left >= 0 ? `${formatCalories(left)} cal left` : `${formatCalories(-left)} cal over target`}
          </span>
        </p>
      </div>
    </Card>
  );
}
