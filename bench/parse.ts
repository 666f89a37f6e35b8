// `npm run bench:parse`: the meal parser's accuracy on the dev set and its latency per description.
// Prints figures only; nothing here asserts a time (house rule: no timed assertions).
import { loadFoodDatabase, parseMeal } from '@forkcast/foods';
import { describeFailure, evaluateMeal, loadDevset, summarize } from '@forkcast/foods/evaluate';

const loadStarted = performance.now();
const db = loadFoodDatabase();
const loadMs = performance.now() - loadStarted;

const meals = loadDevset();
// Warm the JIT the way a running server is warm: the first parses compile the hot paths.
for (const m of meals.slice(0, 20)) parseMeal(m.text, { db });

const rounds = 5;
let results = meals.map((m) => evaluateMeal(db, m, (t) => parseMeal(t, { db })));
const times: number[][] = results.map((r) => [r.ms]);
for (let round = 1; round < rounds; round++) {
  results = meals.map((m, i) => {
    const r = evaluateMeal(db, m, (t) => parseMeal(t, { db }));
    times[i]!.push(r.ms);
    return r;
  });
}
// Each meal's latency is its median over the rounds, so one GC pause does not decide p95.
const stable = results.map((r, i) => ({
  ...r,
  ms: times[i]!.sort((a, b) => a - b)[Math.floor(rounds / 2)]!,
}));
const s = summarize(stable);

const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
if (verbose) for (const r of stable.filter((x) => !x.carbsOk)) console.log(describeFailure(r));

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`Food database: ${db.foods.length} foods, loaded and indexed in ${loadMs.toFixed(0)} ms`);
console.log(`Dev set: ${s.meals} meal descriptions`);
console.log(`  meals within 7.5 g of carbohydrate: ${pct(s.carbsWithinTolerance)}`);
console.log(`  kcal mean absolute error per meal:  ${s.kcalMeanAbsError.toFixed(1)} kcal`);
console.log(`  expected foods picked exactly:      ${pct(s.foodsMatched)}`);
console.log(
  `Latency per description (median of ${rounds} rounds each): p50 ${s.p50ms.toFixed(2)} ms, p95 ${s.p95ms.toFixed(2)} ms`,
);
