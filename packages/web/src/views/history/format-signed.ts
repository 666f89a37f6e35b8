// History's signed differences (decision 205: apart from components/food/format.ts, which home's first chunk holds).
import { roundTo } from '@forkcast/core';

/** A difference with its sign: '+150', '-320', '0' (spec section 2: history rows show the sign). */
export function formatSigned(n: number, decimals = 0): string {
  const r = roundTo(n, decimals);
  return r > 0 ? `+${r}` : String(r);
}
