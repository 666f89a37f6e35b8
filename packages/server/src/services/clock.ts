/** The server's clock and id randomness, injected so tests can pin "now" (convention 11). */
export interface Clock {
  now(): number;
  random(): number;
}

export const systemClock: Clock = { now: () => Date.now(), random: () => Math.random() };
