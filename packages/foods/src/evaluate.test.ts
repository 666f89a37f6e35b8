// The dev set (issue 5 part 6): 200+ meal descriptions with the FNDDS foods and portions a coder would record.
import { describe, expect, it } from 'vitest';
import { loadFoodDatabase, parseMeal } from './index.ts';
import { CARB_TOLERANCE_G, describeFailure, evaluateMeal, loadDevset, summarize } from './evaluate.ts';
import type { DevItem } from './evaluate.ts';

const db = loadFoodDatabase();
const meals = loadDevset();

/** Grams of a dev-set item recomputed from the USDA Portions and Weights table, never trusted from the file. */
function gramsFromUsda(item: DevItem): number {
  const food = db.get(`fndds:${item.code}`);
  if (!food) throw new Error(`no FNDDS food ${item.code}`);
  if (item.portion === 'Quantity not specified') return food.defaultPortion!.grams * item.count;
  let m = /^(\d*\.?\d+) oz$/.exec(item.portion);
  if (m) return Number(m[1]) * 28.3495 * item.count;
  m = /^(\d*\.?\d+) g$/.exec(item.portion);
  if (m) return Number(m[1]) * item.count;
  m = /^(\d*\.?\d+) x (.+?)( \/ 8)?$/.exec(item.portion);
  const name = m ? m[2]! : item.portion;
  const portion = food.portions.find((p) => p.name === name);
  if (!portion) throw new Error(`${food.name} has no portion "${name}"`);
  return (m ? Number(m[1]) / (m[3] ? 8 : 1) : 1) * portion.grams * item.count;
}

describe('the dev set', () => {
  it('holds at least 200 meals, each food and amount checked against the USDA tables', () => {
    expect(meals.length).toBeGreaterThanOrEqual(200);
    for (const meal of meals) {
      for (const item of meal.items) {
        expect(db.get(`fndds:${item.code}`)?.name, `${meal.id} ${item.code}`).toBe(item.food);
        expect(gramsFromUsda(item), `${meal.id} ${item.food}`).toBeCloseTo(item.grams, 0);
      }
    }
  });
});

describe('parseMeal on the dev set', () => {
  const results = meals.map((m) => evaluateMeal(db, m, (t) => parseMeal(t, { db })));
  const failures = results.filter((r) => !r.carbsOk);

  it(`puts at least 90% of meals within ${CARB_TOLERANCE_G} g of carbohydrate`, () => {
    const s = summarize(results);
    // The message names every meal outside the tolerance, with what was found and what was expected.
    expect(
      s.carbsWithinTolerance,
      `Meals outside the tolerance:\n${failures.map(describeFailure).join('\n')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('finds nothing in text that names no food', () => {
    const empty = results.filter((r) => r.meal.items.length === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const r of empty) expect(r.items, r.meal.text).toEqual([]);
  });
});
