/**
 * Rounds to `decimals` places, halves away from zero so a deficit rounds like the equal surplus
 * (Math.round(-2.5) is -2), and never returns -0.
 */
export function roundTo(n: number, decimals = 0): number {
  const f = 10 ** decimals;
  const r = (Math.sign(n) * Math.round(Math.abs(n) * f)) / f;
  return r === 0 ? 0 : r;
}
