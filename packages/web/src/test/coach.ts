// Issue 13 test helper: a steady log the estimated expenditure can learn from.
import { addDays } from '@forkcast/core';
import type { IsoDate } from '@forkcast/core';
import { vi } from 'vitest';
import type { DataClient } from '../data/client.ts';

/**
 * Logs `days` past days (yesterday backwards), each with one item of `calories` and a weigh-in alternating
 * 180.4 / 179.6 lb (a flat trend), so the estimate moves toward `calories`. With DEFAULT_PROFILE (formula 2595)
 * and 2195 kcal a day, 18 days give 'low' confidence and 21 days 'medium'. `from` skips the food of the days
 * nearer than it (from 2: yesterday has a weigh-in but no food); 21 weigh-ins with food on days 2-14 give
 * 'low' (13 logged days), and food on yesterday too gives 'medium' (14).
 */
export async function seedSteadyLog(
  client: DataClient,
  today: IsoDate,
  days: number,
  calories: number,
  { from = 1, lastLogged = days }: { from?: number; lastLogged?: number } = {},
) {
  for (let k = 1; k <= days; k++) {
    const date = addDays(today, -k);
    if (k >= from && k <= lastLogged) {
      await client.addItems(date, [
        { name: 'Usual day', calories, protein: 100, carbs: 200, fat: 70, units: 'serving', quantity: 1 },
      ]);
    }
    await client.putWeight(date, k % 2 ? 180.4 : 179.6);
  }
}

/** Holds the client's estimate back until `release()` is called, to see what a view shows while it is pending. */
export function holdExpenditure(client: DataClient): { release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const real = client.getExpenditure.bind(client);
  vi.spyOn(client, 'getExpenditure').mockImplementation(async (date) => {
    await held;
    return real(date);
  });
  return { release };
}
