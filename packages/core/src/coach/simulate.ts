// Issue 13: simulated people, to prove the expenditure estimate (tests) and print its error (bench).
// Seeded and deterministic: the same seed gives the same person, day by day, on every machine.
import { addDays } from '../dates/index.ts';
import { exactTdee } from '../nutrition/energy.ts';
import type { IsoDate, Profile } from '../schemas/index.ts';
import type { WeightEntry } from '../schemas/weights.ts';
import { roundTo } from '../round.ts';
import type { IntakeDay } from './expenditure.ts';

/** A small, fast, seeded generator (mulberry32); returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uniform = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();
function normal(r: () => number): number {
  // Box-Muller; 1 - r() keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

/** The simulated person's habits; every field has a typical default drawn from the seed. */
export type PersonOptions = {
  /** days simulated in the app (the log) */
  days?: number;
  /** weigh-ins per week (3-7 typical); 1 weighs on the same weekday each week */
  weighInsPerWeek?: number;
  /** share of days with nothing logged (20-30% typical) */
  unloggedShare?: number;
  /** share of logged days under-logged (60-90% of what was eaten) */
  underLoggedShare?: number;
  /**
   * standard deviation of the daily water-weight noise, lb; the default 0.9-1.8 lb gives day-to-day swings
   * of 1-2 lb on average (the mean absolute difference of two independent days is 1.13 sd)
   */
  waterSd?: number;
  /** daily calories below (positive) or above (negative) the true expenditure at the start */
  deficit?: number;
  /** days already dieting (at the same deficit) before the first day in the app */
  dietDaysBefore?: number;
  /** days of the log (0-based, [from, to)) with nothing logged at all, weighing on as usual */
  logGap?: { from: number; to: number };
  /** day-to-day correlation of the water weight (0 = independent days) */
  waterCorrelation?: number;
  /** the energy of a pound of weight change in the simulated body (the estimator assumes 3,500) */
  kcalPerLb?: number;
};

export type SimulatedPerson = {
  seed: number;
  profile: Profile;
  /** the first day in the app */
  start: IsoDate;
  /** what the person logged: days with nothing logged are absent */
  days: IntakeDay[];
  weights: WeightEntry[];
  /** the true expenditure of each day in the app, kcal */
  trueTdee: number[];
  /** the formula's figure from the profile (at the first day's weight) */
  formula: number;
  options: Required<Omit<PersonOptions, 'logGap'>> & { logGap: PersonOptions['logGap'] };
};

export const SIMULATION_START: IsoDate = '2026-01-05';
const ACTIVITY: Profile['activityLevel'][] = ['sedentary', 'light', 'moderate', 'active'];

/**
 * A person whose true expenditure differs from the formula by a normal error of 12% (formulas miss
 * individuals by 10-20%) and falls by 8-12 kcal/day per pound lost (smaller body, adaptive thermogenesis),
 * who eats around a plan with a 15% day-to-day scatter, leaves days unlogged and under-logs some, and whose
 * scale adds water weight (independent from day to day by default; `waterCorrelation` makes it linger).
 */
export function simulatePerson(seed: number, options: PersonOptions = {}): SimulatedPerson {
  const r = seededRandom(seed);
  const sex = r() < 0.5 ? 'male' : 'female';
  const height = sex === 'male' ? uniform(r, 66, 74) : uniform(r, 61, 68);
  const startWeight = uniform(r, 150, 260);
  const age = Math.round(uniform(r, 25, 60));
  const activityLevel = ACTIVITY[Math.floor(r() * ACTIVITY.length)]!;
  const formulaError = Math.min(0.25, Math.max(-0.25, 0.12 * normal(r)));
  const adaptation = uniform(r, 8, 12);
  const goal = r();
  const o = {
    days: options.days ?? 28,
    weighInsPerWeek: options.weighInsPerWeek ?? Math.floor(uniform(r, 3, 8)),
    unloggedShare: options.unloggedShare ?? uniform(r, 0.2, 0.3),
    underLoggedShare: options.underLoggedShare ?? 0.1,
    waterSd: options.waterSd ?? uniform(r, 0.9, 1.8),
    deficit:
      options.deficit ??
      (goal < 0.7 ? uniform(r, 250, 750) : goal < 0.9 ? uniform(r, -100, 100) : uniform(r, -400, -200)),
    dietDaysBefore: options.dietDaysBefore ?? 0,
    logGap: options.logGap,
    waterCorrelation: options.waterCorrelation ?? 0,
    kcalPerLb: options.kcalPerLb ?? 3500,
  };

  const body = { age, sex, height: roundTo(height, 1), activityLevel } as const;
  const tdeeAt = (weight: number, base: number, w0: number) => base - adaptation * (w0 - weight);
  // Before the app: dieting days move the weight (and the expenditure) before the first reading.
  const w0 = startWeight;
  const base = exactTdee({ ...body, weight: w0 }) * (1 + formulaError);
  const plan = base - o.deficit;
  let weight = w0;
  for (let d = 0; d < o.dietDaysBefore; d++) weight += (plan - tdeeAt(weight, base, w0)) / o.kcalPerLb;

  const profile: Profile = {
    ...body,
    weight: roundTo(weight, 1),
    goal: 'maintain',
    customWeightChange: 0,
    targetCalories: 2000,
    targetProtein: 150,
    targetCarbs: 200,
    targetFat: 65,
    walkthroughCompleted: true,
    unitSystem: 'imperial',
  };
  const formula = exactTdee(profile);

  const days: IntakeDay[] = [];
  const weights: WeightEntry[] = [];
  const trueTdee: number[] = [];
  let water = o.waterSd * normal(r);
  const phi = o.waterCorrelation;
  const weighDay = Math.floor(r() * 7);
  for (let t = 0; t < o.days; t++) {
    const date = addDays(SIMULATION_START, t);
    // Morning weigh-in, before the day's food.
    const weighs =
      o.weighInsPerWeek >= 7 || (o.weighInsPerWeek <= 1 ? t % 7 === weighDay : r() < o.weighInsPerWeek / 7);
    if (weighs) weights.push({ date, weight: roundTo(weight + water, 1) });
    water = phi * water + Math.sqrt(1 - phi * phi) * o.waterSd * normal(r);

    const tdee = tdeeAt(weight, base, w0);
    trueTdee.push(tdee);
    const eaten = Math.max(500, plan * (1 + 0.15 * normal(r)));
    const inGap = o.logGap && t >= o.logGap.from && t < o.logGap.to;
    if (!inGap && r() >= o.unloggedShare) {
      const share = r() < o.underLoggedShare ? uniform(r, 0.6, 0.9) : 1 + 0.03 * normal(r);
      days.push({ date, calories: roundTo(eaten * share) });
    }
    weight += (eaten - tdee) / o.kcalPerLb;
  }
  return { seed, profile, start: SIMULATION_START, days, weights, trueTdee, formula, options: o };
}

/** The day `t` of the simulation (0 = the first day in the app). */
export const simulationDay = (t: number): IsoDate => addDays(SIMULATION_START, t);

/** The truth for the window ending on day `t` (exclusive of that day's intake): mean true expenditure. */
export function trueExpenditure(person: SimulatedPerson, t: number, windowDays = 28): number {
  const from = Math.max(0, t - windowDays + 1);
  const slice = person.trueTdee.slice(from, t);
  return slice.reduce((s, x) => s + x, 0) / slice.length;
}
