// `npm run fit:parse -w @forkcast/foods [-- --write]`: fits the parser's numeric constants (data/weights.json) on
// the TRAINING part only (decision 105) and prints the fit. Coordinate ascent over each constant's grid, two
// rounds: the most training meals within 7.5 g of carbohydrate, then the lowest kcal mean absolute error. A
// change must win at least MIN_GAIN meals, or lower the kcal error by MIN_KCAL_GAIN at the same count, so a
// constant does not move on noise. The frozen part is never loaded here.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadFoodDatabase, parseMeal } from '../src/index.ts';
import { evaluateMeal, loadDevset } from '../src/evaluate.ts';
import { WEIGHT_SPECS, WEIGHTS, WEIGHTS_FILE } from '../src/weights.ts';
import type { WeightName } from '../src/weights.ts';

const MIN_GAIN = 2;
const MIN_KCAL_GAIN = 0.5;
const ROUNDS = 2;

const db = loadFoodDatabase();
const train = loadDevset();

interface Fit {
  ok: number;
  kcal: number;
}

function score(): Fit {
  let ok = 0;
  let kcal = 0;
  for (const m of train) {
    const r = evaluateMeal(db, m, (t) => parseMeal(t, { db }));
    if (r.carbsOk) ok++;
    kcal += Math.abs(r.actual.calories - r.expected.calories);
  }
  return { ok, kcal: kcal / train.length };
}

const better = (a: Fit, b: Fit) =>
  a.ok >= b.ok + MIN_GAIN || (a.ok >= b.ok && a.kcal <= b.kcal - MIN_KCAL_GAIN);
const show = (f: Fit) =>
  `${f.ok}/${train.length} (${((100 * f.ok) / train.length).toFixed(1)}%), kcal MAE ${f.kcal.toFixed(1)}`;

const names = Object.keys(WEIGHT_SPECS) as WeightName[];
const start = Object.fromEntries(names.map((n) => [n, WEIGHTS[n]])) as Record<WeightName, number>;
let best = score();
console.log(`training part, ${train.length} meals; start: ${show(best)}`);
for (let round = 1; round <= ROUNDS; round++) {
  let moved = false;
  for (const name of names) {
    const current = WEIGHTS[name];
    let choice = { value: current, fit: best };
    const tried: string[] = [];
    for (const value of WEIGHT_SPECS[name].grid) {
      if (value === current) continue;
      WEIGHTS[name] = value;
      const fit = score();
      tried.push(`${value}: ${fit.ok}/${fit.kcal.toFixed(1)}`);
      if (better(fit, choice.fit)) choice = { value, fit };
    }
    WEIGHTS[name] = choice.value;
    if (choice.value !== current) {
      moved = true;
      best = choice.fit;
    }
    console.log(
      `  round ${round} ${name.padEnd(22)} ${String(current).padStart(6)} -> ${String(choice.value).padEnd(6)} [${tried.join('; ')}]`,
    );
  }
  if (!moved) break;
}
console.log(`fit: ${show(best)}`);
for (const n of names) if (WEIGHTS[n] !== start[n]) console.log(`  ${n}: ${start[n]} -> ${WEIGHTS[n]}`);
if (process.argv.includes('--write')) {
  const file = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as {
    weights: Record<string, { value: number }>;
  };
  for (const n of names) file.weights[n]!.value = WEIGHTS[n];
  // Number grids on one line, as the formatter keeps them.
  const text = JSON.stringify(file, null, 2).replace(
    /\[\s+([\d.,\s]*?)\s+\]/g,
    (_m, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`,
  );
  writeFileSync(WEIGHTS_FILE, `${text}\n`);
  console.log(`wrote ${WEIGHTS_FILE}`);
}
