// Issue 13: the weight trend beside today's weigh-in on Home, loaded with the first weigh-ins shown (decision 159).
import { trendOn } from '@forkcast/core';
import type { Profile, WeightEntry } from '@forkcast/core';
import { formatWeight } from '../onboarding/units.ts';

export function WeightTrend({
  entries,
  today,
  units,
}: {
  entries: readonly WeightEntry[];
  today: string;
  units: Profile['unitSystem'];
}) {
  const trend = trendOn(entries, today);
  return trend === null ? null : (
    <span className="ml-2 text-gray-500">Trend: {formatWeight(trend, units)}</span>
  );
}
