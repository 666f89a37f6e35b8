// Lists the training part's failures (test/devset.json only; never a frozen part), for classing failures by hand.
// Usage: npx tsx scripts/failures.ts [style|batch]
import { analyzeMeal, loadFoodDatabase } from '../src/index.ts';
import { describeFailure, evaluateMeal, loadDevset } from '../src/evaluate.ts';

const db = loadFoodDatabase();
const filter = process.argv[2];
const meals = loadDevset().filter(
  (m) => !filter || m.style === filter || (m as { batch?: string }).batch === filter,
);
const results = meals.map((m) => evaluateMeal(db, m, (t) => analyzeMeal(t, { db }).items));
const failing = results.filter((r) => !r.carbsOk);
for (const r of failing) {
  console.log(describeFailure(r));
  console.log('    fndds: ' + r.items.map((i) => `${i.foodId} ${db.get(i.foodId!)?.name}`).join('; '));
}
console.log(`${failing.length} of ${results.length} failing`);
