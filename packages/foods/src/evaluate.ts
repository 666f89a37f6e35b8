// Scores the parser against the dev set (issue 5 part 6): used by the test and by `npm run bench:parse`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FoodDatabase } from './database.ts';
import type { AnalyzedItem } from './types.ts';

export interface DevItem {
  food: string;
  code: string;
  portion: string;
  count: number;
  grams: number;
}

/**
 * How a meal was written: the issue-5 dev set, chat-box text, full sentences, a meal from another country, or a meal
 * with its weights in grams or ounces (decision 134's US meals; decisions 160's and 167's meals from other countries).
 */
export type DevStyle = 'dev' | 'chat' | 'sentence' | 'other-country' | 'grams';

export interface DevMeal {
  id: string;
  style?: DevStyle;
  text: string;
  items: DevItem[];
  /** Written after the split for a class the parser was worked on (decision 103): training only, never frozen. */
  trainingOnly?: boolean;
  /**
   * A fresh batch written before any change and split in half: decision 108's (test/frozen-2.json holding the rest) or
   * decision 115's (test/frozen-3.json holding the rest), decision 196's meals from other countries
   * (test/frozen-4.json holding the rest), decision 134's typical US meals (test/frozen-5.json holding the rest),
   * decision 136's typical US meals said naturally (test/frozen-6.json holding the rest), or decision 137's second batch
   * of meals from other countries (test/frozen-7.json holding the rest), decision 139's end-of-day batch of typical US
   * meals, said and weighed (test/frozen-8.json holding the rest), or decision 160's batch written by an author who had
   * not read the parser's vocabulary: US meals said naturally and other countries' meals weighed (test/frozen-9.json
   * holding the rest), or decision 167's end-of-day batch by such an author, measured after the day's parser changes
   * (test/frozen-10.json holding the rest), or decision 176's batch of typical everyday meals by such an author: US meals
   * said naturally, US meals weighed and other countries' meals weighed (test/frozen-11.json holding the rest).
   */
  batch?: '108' | '115' | '196' | '134' | '136' | '137' | '139' | '160' | '167' | '176';
}

export interface MealResult {
  meal: DevMeal;
  expected: { calories: number; carbs: number };
  actual: { calories: number; carbs: number };
  items: AnalyzedItem[];
  /** Share of the expected foods whose code the parser picked. */
  foodsMatched: number;
  /** |carbs difference| <= 7.5 g (the held-out target's tolerance). */
  carbsOk: boolean;
  ms: number;
}

/** The tolerance a meal must meet: carbohydrate within this many grams of the USDA-derived truth. */
export const CARB_TOLERANCE_G = 7.5;

/** The training part: the only part anything may be tuned or fitted against (decision 100). */
export const DEVSET_FILE = fileURLToPath(new URL('../test/devset.json', import.meta.url));
/** The frozen test part: written before any tuning, never tuned against, its hash pinned by a test. */
export const FROZEN_FILE = fileURLToPath(new URL('../test/frozen.json', import.meta.url));
/** Ids of frozen meals that pass: a ratchet, a listed meal may never start failing. */
export const FROZEN_PASSING_FILE = fileURLToPath(new URL('../test/frozen-passing.json', import.meta.url));

/** The second frozen part (decision 108): half of a fresh batch written before measuring, never tuned against. */
export const FROZEN_2_FILE = fileURLToPath(new URL('../test/frozen-2.json', import.meta.url));
/** The second frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_2_PASSING_FILE = fileURLToPath(new URL('../test/frozen-2-passing.json', import.meta.url));

/** The third frozen part (decision 115): half of a third fresh batch written before measuring, never tuned against. */
export const FROZEN_3_FILE = fileURLToPath(new URL('../test/frozen-3.json', import.meta.url));
/** The third frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_3_PASSING_FILE = fileURLToPath(new URL('../test/frozen-3-passing.json', import.meta.url));

/**
 * The fourth frozen part (decision 196): half of a fresh batch of meals from other countries, written before any
 * parser change, never tuned against.
 */
export const FROZEN_4_FILE = fileURLToPath(new URL('../test/frozen-4.json', import.meta.url));
/** The fourth frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_4_PASSING_FILE = fileURLToPath(new URL('../test/frozen-4-passing.json', import.meta.url));

/**
 * The fifth frozen part (decision 134): half of a fresh batch of typical US meals, described or weighed, written before
 * any parser change, never tuned against.
 */
export const FROZEN_5_FILE = fileURLToPath(new URL('../test/frozen-5.json', import.meta.url));
/** The fifth frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_5_PASSING_FILE = fileURLToPath(new URL('../test/frozen-5-passing.json', import.meta.url));

/**
 * The sixth frozen part (decision 136): half of a fresh batch of typical US meals said naturally (sentences and chat,
 * no weights), written before any parser change, never tuned against.
 */
export const FROZEN_6_FILE = fileURLToPath(new URL('../test/frozen-6.json', import.meta.url));
/** The sixth frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_6_PASSING_FILE = fileURLToPath(new URL('../test/frozen-6-passing.json', import.meta.url));

/**
 * The seventh frozen part (decision 137): half of a second fresh batch of meals from other countries, written before any
 * parser change, never tuned against.
 */
export const FROZEN_7_FILE = fileURLToPath(new URL('../test/frozen-7.json', import.meta.url));
/** The seventh frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_7_PASSING_FILE = fileURLToPath(new URL('../test/frozen-7-passing.json', import.meta.url));

/**
 * The eighth frozen part (decision 139): half of an end-of-day batch of typical US meals (sentences, chat and weighed),
 * written after the day's parser changes and before running the parser on it: a measurement, never tuned against.
 */
export const FROZEN_8_FILE = fileURLToPath(new URL('../test/frozen-8.json', import.meta.url));
/** The eighth frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_8_PASSING_FILE = fileURLToPath(new URL('../test/frozen-8-passing.json', import.meta.url));

/**
 * The ninth frozen part (decision 160): half of a batch written by an author who had not read the parser's vocabulary
 * (US sentences and chat, other countries' meals with grams), committed before running the parser on it: a
 * measurement, never tuned against.
 */
export const FROZEN_9_FILE = fileURLToPath(new URL('../test/frozen-9.json', import.meta.url));
/** The ninth frozen part's ratchet: ids may only be added, never removed. */
export const FROZEN_9_PASSING_FILE = fileURLToPath(new URL('../test/frozen-9-passing.json', import.meta.url));

/**
 * The tenth frozen part (decision 167): half of an end-of-day batch written by an author who had not read the parser's
 * vocabulary (US sentences and chat, other countries' meals with grams), committed before running the parser on it and
 * measured once at the end of the day, after the day's parser changes: a measurement, never tuned against.
 */
export const FROZEN_10_FILE = fileURLToPath(new URL('../test/frozen-10.json', import.meta.url));
/** The tenth frozen part's ratchet: ids may only be added, never removed (empty until the batch is measured). */
export const FROZEN_10_PASSING_FILE = fileURLToPath(
  new URL('../test/frozen-10-passing.json', import.meta.url),
);

/**
 * The eleventh frozen part (decision 176): half of a batch of typical everyday meals written by an author who had not
 * read the parser's vocabulary (US meals said naturally, US meals weighed, other countries' meals weighed), committed
 * before running the parser on it: a measurement, never tuned against.
 */
export const FROZEN_11_FILE = fileURLToPath(new URL('../test/frozen-11.json', import.meta.url));
/** The eleventh frozen part's ratchet: ids may only be added, never removed (empty until the batch is measured). */
export const FROZEN_11_PASSING_FILE = fileURLToPath(
  new URL('../test/frozen-11-passing.json', import.meta.url),
);

/** Each frozen part with its ratchet file, in the order the bench prints them. */
export const FROZEN_PARTS = [
  { name: 'frozen', file: FROZEN_FILE, passingFile: FROZEN_PASSING_FILE },
  { name: 'frozen-2', file: FROZEN_2_FILE, passingFile: FROZEN_2_PASSING_FILE },
  { name: 'frozen-3', file: FROZEN_3_FILE, passingFile: FROZEN_3_PASSING_FILE },
  { name: 'frozen-4', file: FROZEN_4_FILE, passingFile: FROZEN_4_PASSING_FILE },
  { name: 'frozen-5', file: FROZEN_5_FILE, passingFile: FROZEN_5_PASSING_FILE },
  { name: 'frozen-6', file: FROZEN_6_FILE, passingFile: FROZEN_6_PASSING_FILE },
  { name: 'frozen-7', file: FROZEN_7_FILE, passingFile: FROZEN_7_PASSING_FILE },
  { name: 'frozen-8', file: FROZEN_8_FILE, passingFile: FROZEN_8_PASSING_FILE },
  { name: 'frozen-9', file: FROZEN_9_FILE, passingFile: FROZEN_9_PASSING_FILE },
  { name: 'frozen-10', file: FROZEN_10_FILE, passingFile: FROZEN_10_PASSING_FILE },
  { name: 'frozen-11', file: FROZEN_11_FILE, passingFile: FROZEN_11_PASSING_FILE },
] as const;

/**
 * Ratchet ids waived by a decision that knowingly departs from how the frozen truth was coded (decision 197): skipped
 * by the "may not start failing" check only, and asserted to fail now, so a waiver cannot hide a passing meal.
 */
export const RATCHET_WAIVERS_FILE = fileURLToPath(new URL('../test/ratchet-waivers.json', import.meta.url));

export interface RatchetWaiver {
  /** The frozen part's name (FROZEN_PARTS). */
  part: string;
  id: string;
  decision: number;
  reason: string;
}

export function loadRatchetWaivers(): RatchetWaiver[] {
  return (JSON.parse(readFileSync(RATCHET_WAIVERS_FILE, 'utf8')) as { waived: RatchetWaiver[] }).waived;
}

/** The waived ids of one frozen part. */
export function waivedIds(part: string): Set<string> {
  return new Set(
    loadRatchetWaivers()
      .filter((w) => w.part === part)
      .map((w) => w.id),
  );
}

export function loadDevset(file: string = DEVSET_FILE): DevMeal[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { meals: DevMeal[] }).meals;
}

export function loadFrozen(): DevMeal[] {
  return loadDevset(FROZEN_FILE);
}

export function loadFrozen2(): DevMeal[] {
  return loadDevset(FROZEN_2_FILE);
}

export function loadFrozen3(): DevMeal[] {
  return loadDevset(FROZEN_3_FILE);
}

export function loadFrozen4(): DevMeal[] {
  return loadDevset(FROZEN_4_FILE);
}

export function loadFrozen5(): DevMeal[] {
  return loadDevset(FROZEN_5_FILE);
}

export function loadFrozen6(): DevMeal[] {
  return loadDevset(FROZEN_6_FILE);
}

export function loadFrozen7(): DevMeal[] {
  return loadDevset(FROZEN_7_FILE);
}

export function loadFrozen8(): DevMeal[] {
  return loadDevset(FROZEN_8_FILE);
}

export function loadFrozen9(): DevMeal[] {
  return loadDevset(FROZEN_9_FILE);
}

export function loadFrozen10(): DevMeal[] {
  return loadDevset(FROZEN_10_FILE);
}

export function loadFrozen11(): DevMeal[] {
  return loadDevset(FROZEN_11_FILE);
}

export function loadFrozenPassing(file: string = FROZEN_PASSING_FILE): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { passing: string[] }).passing;
}

export function expectedTotals(db: FoodDatabase, meal: DevMeal): { calories: number; carbs: number } {
  let calories = 0;
  let carbs = 0;
  for (const it of meal.items) {
    const food = db.get(`fndds:${it.code}`);
    if (!food) throw new Error(`Dev set meal ${meal.id}: no FNDDS food ${it.code}`);
    calories += (food.per100g.calories * it.grams) / 100;
    carbs += (food.per100g.carbs * it.grams) / 100;
  }
  return { calories, carbs };
}

export function evaluateMeal(
  db: FoodDatabase,
  meal: DevMeal,
  parse: (text: string) => AnalyzedItem[],
): MealResult {
  const started = performance.now();
  const items = parse(meal.text);
  const ms = performance.now() - started;
  const expected = expectedTotals(db, meal);
  const actual = {
    calories: items.reduce((s, i) => s + i.calories, 0),
    carbs: items.reduce((s, i) => s + i.carbs, 0),
  };
  const picked = new Set(items.map((i) => i.foodId));
  const matched = meal.items.filter((i) => picked.has(`fndds:${i.code}`)).length;
  return {
    meal,
    expected,
    actual,
    items,
    foodsMatched: meal.items.length === 0 ? (items.length === 0 ? 1 : 0) : matched / meal.items.length,
    carbsOk:
      Math.abs(actual.carbs - expected.carbs) <= CARB_TOLERANCE_G &&
      (meal.items.length > 0 || items.length === 0),
    ms,
  };
}

export interface Summary {
  meals: number;
  carbsWithinTolerance: number;
  kcalMeanAbsError: number;
  foodsMatched: number;
  p50ms: number;
  p95ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(results: MealResult[]): Summary {
  const n = results.length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    meals: n,
    carbsWithinTolerance: results.filter((r) => r.carbsOk).length / n,
    kcalMeanAbsError: results.reduce((s, r) => s + Math.abs(r.actual.calories - r.expected.calories), 0) / n,
    foodsMatched: results.reduce((s, r) => s + r.foodsMatched, 0) / n,
    p50ms: percentile(times, 50),
    p95ms: percentile(times, 95),
  };
}

export function describeFailure(r: MealResult): string {
  const got = r.items.map((i) => `${i.name} ${i.grams ?? '?'} g`).join('; ') || 'nothing';
  const want = r.meal.items.map((i) => `${i.food} ${i.grams} g`).join('; ') || 'nothing';
  return (
    `${r.meal.id} "${r.meal.text}": carbs ${r.actual.carbs.toFixed(1)} vs ${r.expected.carbs.toFixed(1)} g, ` +
    `kcal ${Math.round(r.actual.calories)} vs ${Math.round(r.expected.calories)}\n    got:  ${got}\n    want: ${want}`
  );
}
