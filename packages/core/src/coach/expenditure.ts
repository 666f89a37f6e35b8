// Issue 13: estimated expenditure, the person's maintenance calories learned from their own log.
// Decision 130 (method) and 131 (energy density): energy balance over a window, weighed against the formula.
import { exactTdee, KCAL_PER_LB } from '../nutrition/energy.ts';
import type { IsoDate, Profile } from '../schemas/index.ts';
import type { Confidence, Expenditure, WeightEntry } from '../schemas/weights.ts';
import { roundTo } from '../round.ts';
import { dailyWeights } from './trend.ts';

/** Issue 13: the default window, in days, ending at the day asked for. */
export const EXPENDITURE_WINDOW_DAYS = 28;
/** Decision 131: the energy of a pound of body weight lost or gained (the spec's section 9 constant). */
export const ENERGY_DENSITY_KCAL_PER_LB = KCAL_PER_LB;
/** Decision 130: the formula misses individuals by 10-20%; its prior standard deviation is 15% of it. */
export const FORMULA_PRIOR_SD_SHARE = 0.15;
/** Decision 130: [low, high] is a 90% interval (z = 1.645) of the posterior. */
export const INTERVAL_Z = 1.645;
/**
 * Decision 130: the scale's day-to-day noise assumed before the data show their own (lb), and how many
 * readings' worth of weight that assumption carries when pooled with the window's residuals.
 */
export const PRIOR_SCALE_NOISE_LB = 1.5;
export const PRIOR_SCALE_NOISE_WEIGHT = 4;

/**
 * Decision 130: the data's weight ramps in from nothing, so the figure moves smoothly away from the formula
 * and is never shown from two weigh-ins. Each ramp is 0 at `from` and 1 at `to`.
 */
export const DATA_RAMPS = Object.freeze({
  weighIns: { from: 2, to: 6 },
  spanDays: { from: 6, to: 20 },
  loggedDays: { from: 3, to: 10 },
} as const);

/** Decision 130: the filter runs over this many days before the one asked for (older data have faded). */
export const FILTER_HISTORY_DAYS = 90;
/** Decision 130: how far (standard deviation, kcal) the true expenditure may drift in a day. */
export const FILTER_DRIFT_KCAL_PER_DAY = 10;
/** Decision 130: neighbouring windows share most of their days; each counts as 1/this of a fresh one. */
export const FILTER_OVERLAP_FACTOR = 14;

/** Decision 130: the confidence levels, by data counts and the interval's half-width (kcal). */
export const CONFIDENCE_RULES = Object.freeze({
  high: { loggedDays: 20, weighIns: 12, halfWidth: 175 },
  medium: { loggedDays: 14, weighIns: 6, halfWidth: 300 },
} as const);

/** A day's intake as the estimator sees it: calories logged, or a day marked incomplete. */
export type IntakeDay = {
  date: IsoDate;
  /** total calories logged that day; a day with nothing logged is missing, not zero (leave it out or pass null) */
  calories: number | null;
  /** issue 13: the user marked the day's logging incomplete, so its intake is left out */
  incomplete?: boolean;
};

export type ExpenditureInput = {
  /** the window's last day */
  date: IsoDate;
  days: readonly IntakeDay[];
  weights: readonly WeightEntry[];
  /** the formula's inputs (Mifflin-St Jeor x activity); without them the data stand alone */
  profile: Partial<Profile>;
  /** today in the user's time zone: intake on today or later is not counted (the day is not over) */
  today?: IsoDate;
  windowDays?: number;
};

/** The estimate with the unrounded figures the tests and the bench read. */
export type ExpenditureDetail = Expenditure & {
  formula: number;
  /** the data's own estimate (mean intake - density x slope), or null when there are too few data */
  dataTdee: number | null;
  dataSd: number | null;
  /** the share of the posterior carried by the data, 0-1 */
  dataShare: number;
  exact: { tdee: number; sd: number };
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ramp = (x: number, r: { from: number; to: number }) => clamp01((x - r.from) / (r.to - r.from));

type Slope = { slope: number; variance: number; n: number; spanDays: number };

/**
 * The least-squares slope (lb/day) of the readings, with its variance from the readings' own scatter about
 * the line: residual variance pooled with the prior scale noise, inflated by the residuals' day-to-day
 * correlation (water weight lingers, so neighbouring readings are not independent).
 */
export function weightSlope(readings: readonly { t: number; w: number }[]): Slope | null {
  const n = readings.length;
  if (n < 2) return null;
  const tMean = readings.reduce((s, r) => s + r.t, 0) / n;
  const wMean = readings.reduce((s, r) => s + r.w, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const r of readings) {
    sxx += (r.t - tMean) ** 2;
    sxy += (r.t - tMean) * (r.w - wMean);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const residuals = readings.map((r) => ({ t: r.t, e: r.w - wMean - slope * (r.t - tMean) }));
  const sse = residuals.reduce((s, r) => s + r.e ** 2, 0);
  const df = Math.max(0, n - 2);
  const noise =
    (sse + PRIOR_SCALE_NOISE_WEIGHT * PRIOR_SCALE_NOISE_LB ** 2) / (df + PRIOR_SCALE_NOISE_WEIGHT);
  // Lag-1 correlation of residuals on consecutive days; with too few pairs it is taken as 0.
  let num = 0;
  let pairs = 0;
  for (let i = 1; i < residuals.length; i++) {
    if (residuals[i]!.t - residuals[i - 1]!.t === 1) {
      num += residuals[i]!.e * residuals[i - 1]!.e;
      pairs++;
    }
  }
  const rho = pairs >= 5 && sse > 0 ? Math.min(0.8, Math.max(0, num / pairs / (sse / n))) : 0;
  const inflation = (1 + rho) / (1 - rho);
  return { slope, variance: (noise / sxx) * inflation, n, spanDays: readings.at(-1)!.t - readings[0]!.t };
}

type WindowData = {
  loggedDays: number;
  weighIns: number;
  /** the data's own estimate and variance, or null with too few data */
  tdee: number | null;
  variance: number | null;
  /** 0-1: how far the data have ramped in (decision 130) */
  ramp: number;
};

/** Days as offsets from the day asked for (0 = that day, -1 the day before), so the filter does no date work. */
type Prepared = {
  /** intake by offset; undefined = missing */
  intake: Map<number, number>;
  readings: { t: number; w: number }[];
};

/** Whole days since 1970-01-01 of a 'yyyy-MM-dd' (the filter reads hundreds of dates: no calendar library). */
const dayNumber = (date: IsoDate): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

function prepare(input: ExpenditureInput): Prepared {
  const origin = dayNumber(input.date);
  const byDate = new Map<IsoDate, number>();
  const incomplete = new Set<IsoDate>();
  for (const d of input.days) {
    if (d.incomplete) incomplete.add(d.date);
    const c = d.calories;
    // A day with nothing logged is missing, not zero; today (not over) and incomplete days are left out.
    if (c === null || !Number.isFinite(c) || c <= 0) byDate.delete(d.date);
    else byDate.set(d.date, c);
  }
  const intake = new Map<number, number>();
  for (const [date, c] of byDate) {
    if (incomplete.has(date) || (input.today !== undefined && date >= input.today)) continue;
    intake.set(dayNumber(date) - origin, c);
  }
  const readings = dailyWeights(input.weights).map((e) => ({ t: dayNumber(e.date) - origin, w: e.weight }));
  return { intake, readings };
}

/**
 * The energy balance of one window: mean daily calories over its logged days minus 3,500 kcal/lb times the
 * slope of the least-squares line through its weigh-ins, with the variance of both from the data.
 */
function windowData(p: Prepared, end: number, windowDays: number): WindowData {
  const start = end - (windowDays - 1);
  const intakes: number[] = [];
  for (let t = start; t <= end; t++) {
    const c = p.intake.get(t);
    if (c !== undefined) intakes.push(c);
  }
  const loggedDays = intakes.length;
  const readings = p.readings.filter((e) => e.t >= start && e.t <= end);
  const weighIns = readings.length;
  const slope = weightSlope(readings);
  if (loggedDays < 2 || !slope) return { loggedDays, weighIns, tdee: null, variance: null, ramp: 0 };
  const mean = intakes.reduce((s, c) => s + c, 0) / loggedDays;
  const intakeVar = intakes.reduce((s, c) => s + (c - mean) ** 2, 0) / (loggedDays - 1);
  // The logged days sample the days the weights span; the finite-population correction is 0 when all are.
  const daysCovered = Math.max(loggedDays, slope.spanDays);
  const meanVar = (intakeVar / loggedDays) * (1 - loggedDays / daysCovered);
  const variance = meanVar + ENERGY_DENSITY_KCAL_PER_LB ** 2 * slope.variance;
  const r =
    ramp(weighIns, DATA_RAMPS.weighIns) *
    ramp(slope.spanDays, DATA_RAMPS.spanDays) *
    ramp(loggedDays, DATA_RAMPS.loggedDays);
  return { loggedDays, weighIns, tdee: mean - ENERGY_DENSITY_KCAL_PER_LB * slope.slope, variance, ramp: r };
}

/**
 * Issue 13: estimated expenditure for the window ending at `date` (decision 130).
 *
 * Data: each day's window (28 days by default) gives an energy balance, mean daily calories over its days
 * with food logged (days with nothing logged are missing, days marked incomplete are left out) minus
 * 3,500 kcal/lb times the slope of the weight trend (the least-squares line through its weigh-ins), with a
 * variance from the data's own scatter. A Kalman filter over the days starts from the formula (Mifflin-St
 * Jeor x activity, 15% standard deviation), lets the true expenditure drift a little each day, and takes
 * each day's window as a measurement whose variance is widened for the windows' overlap and narrowed in as
 * the data ramp in. So the figure moves from the formula toward the data smoothly and never jumps.
 */
export function estimateExpenditureDetail(input: ExpenditureInput): ExpenditureDetail {
  const windowDays = input.windowDays ?? EXPENDITURE_WINDOW_DAYS;
  const p = prepare(input);
  const formula = exactTdee(input.profile);
  const priorVar = formula > 0 ? (formula * FORMULA_PRIOR_SD_SHARE) ** 2 : Number.POSITIVE_INFINITY;

  let x = formula;
  let P = priorVar;
  let last: WindowData = { loggedDays: 0, weighIns: 0, tdee: null, variance: null, ramp: 0 };
  let dataPrecision = 0;
  for (let k = FILTER_HISTORY_DAYS; k >= 0; k--) {
    // The expenditure drifts from the first measurement on (the formula alone keeps its own range), and the
    // information from old windows fades the same way.
    if (dataPrecision > 0) {
      P += FILTER_DRIFT_KCAL_PER_DAY ** 2;
      dataPrecision = 1 / (1 / dataPrecision + FILTER_DRIFT_KCAL_PER_DAY ** 2);
    }
    last = windowData(p, -k, windowDays);
    if (last.tdee === null || last.ramp <= 0 || !(last.variance! > 0)) continue;
    const R = (last.variance! * FILTER_OVERLAP_FACTOR) / last.ramp;
    if (!Number.isFinite(P)) {
      x = last.tdee;
      P = R;
    } else {
      const K = P / (P + R);
      x += K * (last.tdee - x);
      P *= 1 - K;
    }
    dataPrecision += 1 / R;
  }
  if (!Number.isFinite(P)) {
    x = 0;
    P = 0;
  }
  const sd = Math.sqrt(P);
  const dataShare =
    dataPrecision > 0 && Number.isFinite(priorVar)
      ? Math.min(1, Math.max(0, 1 - P / priorVar))
      : dataPrecision > 0
        ? 1
        : 0;
  const halfWidth = INTERVAL_Z * sd;
  const confidence = confidenceOf(
    dataPrecision > 0 ? dataShare : 0,
    last.loggedDays,
    last.weighIns,
    halfWidth,
  );
  return {
    tdee: roundTo(Math.max(0, x)),
    low: roundTo(Math.max(0, x - halfWidth)),
    high: roundTo(Math.max(0, x + halfWidth)),
    confidence,
    loggedDays: last.loggedDays,
    weighIns: last.weighIns,
    formula,
    dataTdee: last.tdee,
    dataSd: last.variance === null ? null : Math.sqrt(last.variance),
    dataShare,
    exact: { tdee: x, sd },
  };
}

function confidenceOf(share: number, loggedDays: number, weighIns: number, halfWidth: number): Confidence {
  if (share <= 0) return 'formula';
  const meets = (r: { loggedDays: number; weighIns: number; halfWidth: number }) =>
    loggedDays >= r.loggedDays && weighIns >= r.weighIns && halfWidth <= r.halfWidth;
  if (meets(CONFIDENCE_RULES.high)) return 'high';
  if (meets(CONFIDENCE_RULES.medium)) return 'medium';
  return 'low';
}

/** Issue 13: `{ tdee, low, high, confidence, loggedDays, weighIns }` for the window ending at `date`. */
export function estimateExpenditure(input: ExpenditureInput): Expenditure {
  const { tdee, low, high, confidence, loggedDays, weighIns } = estimateExpenditureDetail(input);
  return { tdee, low, high, confidence, loggedDays, weighIns };
}
