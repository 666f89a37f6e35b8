import { useEffect, useState } from 'react';
import { localDate } from '@forkcast/core';
import type { IsoDate } from '@forkcast/core';
import { browserTimeZone } from '../data/api.ts';

export const currentDate = (): IsoDate => localDate(new Date(), browserTimeZone());

/** Milliseconds until the next local midnight (plus a little, so the new day has surely begun). */
function msToMidnight(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 50);
  return Math.max(1000, next.getTime() - now.getTime());
}

/** Today's local date; re-evaluates at midnight and when the tab becomes visible again (a laptop waking up). */
export function useToday(): IsoDate {
  const [today, setToday] = useState(currentDate);
  useEffect(() => {
    const refresh = () => setToday(currentDate());
    const timer = setTimeout(refresh, msToMidnight(new Date()));
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [today]);
  return today;
}
