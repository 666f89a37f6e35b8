// `npm run ratchet:parse -w @forkcast/foods [-- --write]`: the frozen part's ratchet (decision 100).
// Prints how many frozen meals pass, and which listed ones regressed (by id and count only: the frozen part is
// scored, never read meal by meal for tuning). With --write, adds the new passes to test/frozen-passing.json;
// it never removes an id, and refuses to write while a listed meal fails.
import { writeFileSync } from 'node:fs';
import { loadFoodDatabase, parseMeal } from '../src/index.ts';
import { evaluateMeal, FROZEN_PASSING_FILE, loadFrozen, loadFrozenPassing } from '../src/evaluate.ts';

const db = loadFoodDatabase();
const results = loadFrozen().map((m) => evaluateMeal(db, m, (t) => parseMeal(t, { db })));
const listed = new Set(loadFrozenPassing());
const passing = results.filter((r) => r.carbsOk).map((r) => r.meal.id);
const regressed = [...listed].filter((id) => !passing.includes(id));
const added = passing.filter((id) => !listed.has(id));
console.log(
  `frozen: ${passing.length}/${results.length} pass; listed ${listed.size}; new passes ${added.length}`,
);
if (regressed.length > 0) {
  console.log(`regressed (listed, now failing): ${regressed.join(', ')}`);
  process.exitCode = 1;
} else if (process.argv.includes('--write')) {
  const ids = [...new Set([...listed, ...passing])].sort();
  writeFileSync(FROZEN_PASSING_FILE, `${JSON.stringify({ passing: ids }, null, 2)}\n`);
  console.log(`wrote ${ids.length} ids to ${FROZEN_PASSING_FILE}`);
}
