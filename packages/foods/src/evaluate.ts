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
  /** A batch written by hand and split in half before any change: its other half is a frozen part (FROZEN_PARTS). */
  batch?: '108' | '115' | '196' | '134' | '136' | '137' | '139' | '160' | '167' | '176' | '184';
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

const testFile = (name: string) => fileURLToPath(new URL(`../test/${name}`, import.meta.url));

/** The training part: the only part anything may be tuned or fitted against (decision 100). */
export const DEVSET_FILE = testFile('devset.json');

/**
 * A frozen test part: never tuned against, its file's SHA-256 pinned by a test (evaluate.test.ts), its passing meals a
 * ratchet (`passingFile`: ids may only be added, never removed). Each but the first is half of a batch written by hand
 * and split before any change; the batch's other half is in the training part, labelled `batch`.
 */
export interface FrozenPart {
  name: string;
  /** The decision that wrote it and says how. */
  decision: number;
  /** The label of its batch's meals (the training half carries it too); the first part has none. */
  batch: DevMeal['batch'] | null;
  about: string;
  file: string;
  passingFile: string;
}

const part = (name: string, decision: number, batch: DevMeal['batch'] | null, about: string): FrozenPart => ({
  name,
  decision,
  batch,
  about,
  file: testFile(`${name}.json`),
  passingFile: testFile(`${name}-passing.json`),
});

/** Every frozen part, in the order the bench prints them. */
export const FROZEN_PARTS: readonly FrozenPart[] = [
  part('frozen', 100, null, 'half of the dev set the parser was first built on, written before any tuning'),
  part('frozen-2', 108, '108', 'half of a fresh batch written before measuring'),
  part('frozen-3', 115, '115', 'half of a third fresh batch written before measuring'),
  part('frozen-4', 196, '196', 'half of a fresh batch of meals from other countries'),
  part('frozen-5', 134, '134', 'half of a fresh batch of typical US meals, described or weighed'),
  part(
    'frozen-6',
    136,
    '136',
    'half of a fresh batch of typical US meals said naturally (sentences and chat)',
  ),
  part('frozen-7', 137, '137', 'half of a second fresh batch of meals from other countries'),
  part(
    'frozen-8',
    139,
    '139',
    'half of an end-of-day batch of typical US meals (sentences, chat, weighed), measured once after the day',
  ),
  part(
    'frozen-9',
    160,
    '160',
    "half of a batch by an author who had not read the parser's vocabulary: US sentences and chat, other countries weighed",
  ),
  part(
    'frozen-10',
    167,
    '167',
    "half of an end-of-day batch by an author who had not read the parser's vocabulary, measured once after the day",
  ),
  part(
    'frozen-11',
    176,
    '176',
    "half of a batch of typical everyday meals by an author who had not read the parser's vocabulary",
  ),
  part(
    'frozen-12',
    184,
    '184',
    "half of a second batch of typical everyday meals by an author who had not read the parser's vocabulary",
  ),
];

/** One frozen part by its name. */
export function frozenPart(name: string): FrozenPart {
  const found = FROZEN_PARTS.find((p) => p.name === name);
  if (!found) throw new Error(`No frozen part ${name}`);
  return found;
}

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

/** The meals of one frozen part. */
export function loadFrozen(name: string): DevMeal[] {
  return loadDevset(frozenPart(name).file);
}

export function loadFrozenPassing(file: string): string[] {
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
