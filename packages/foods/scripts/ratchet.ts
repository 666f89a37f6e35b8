// `npm run ratchet:parse -w @forkcast/foods [-- --write]`: the frozen parts' ratchets (decisions 100, 108, 115, 196, 134,
// 136, 137, 139, 160, 167, 176, 184). Prints how many meals of each frozen part pass, and which listed ones regressed (by id and count only: a frozen part
// is scored, never read meal by meal for tuning). With --write, adds the new passes to each part's passing file;
// it never removes an id, and refuses to write while a listed meal of any part fails. A listed id waived by a decision
// (test/ratchet-waivers.json, decision 197) is not a regression; it is printed with the count of waived ids failing.
import { existsSync, writeFileSync } from 'node:fs';
import { loadFoodDatabase, parseMeal } from '../src/index.ts';
import { evaluateMeal, FROZEN_PARTS, loadDevset, loadFrozenPassing, waivedIds } from '../src/evaluate.ts';

const db = loadFoodDatabase();
const write = process.argv.includes('--write');
// A part without its passing file has no ratchet yet: only --write may start one, so a deleted or misnamed file
// fails here instead of reading as "nothing listed, nothing regressed".
const unlisted = FROZEN_PARTS.filter((part) => !existsSync(part.passingFile));
if (unlisted.length > 0 && !write) {
  for (const part of unlisted)
    console.log(`${part.name}: no passing file (${part.passingFile}); --write starts one`);
  process.exit(1);
}
const parts = FROZEN_PARTS.map((part) => {
  const results = loadDevset(part.file).map((m) => evaluateMeal(db, m, (t) => parseMeal(t, { db })));
  const listed = new Set(existsSync(part.passingFile) ? loadFrozenPassing(part.passingFile) : []);
  const passing = results.filter((r) => r.carbsOk).map((r) => r.meal.id);
  const waived = waivedIds(part.name);
  const failing = [...listed].filter((id) => !passing.includes(id));
  const regressed = failing.filter((id) => !waived.has(id));
  const added = passing.filter((id) => !listed.has(id));
  console.log(
    `${part.name}: ${passing.length}/${results.length} pass; listed ${listed.size}; new passes ${added.length}` +
      (waived.size > 0 ? `; waived ${waived.size} (${failing.length - regressed.length} failing)` : ''),
  );
  if (regressed.length > 0)
    console.log(`${part.name} regressed (listed, now failing): ${regressed.join(', ')}`);
  return { part, listed, passing, regressed };
});
if (parts.some((p) => p.regressed.length > 0)) {
  process.exitCode = 1;
} else if (write) {
  for (const { part, listed, passing } of parts) {
    const ids = [...new Set([...listed, ...passing])].sort();
    writeFileSync(part.passingFile, `${JSON.stringify({ passing: ids }, null, 2)}\n`);
    console.log(`wrote ${ids.length} ids to ${part.passingFile}`);
  }
}
