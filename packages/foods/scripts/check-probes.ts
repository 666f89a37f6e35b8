// A check set (test/*-probes.json): checks each expected pattern names at least one food without running the parser;
// with --run, reads every probe and prints what it read and which pass. Usage: npx tsx scripts/check-probes.ts FILE [--run]
import { readFileSync } from 'node:fs';
import { analyzeMeal, loadFoodDatabase } from '../src/index.ts';
const db = loadFoodDatabase();
const file = process.argv[2]!;
const set = JSON.parse(readFileSync(file, 'utf8')) as {
  probes: {
    text: string;
    carbs?: number;
    kcal?: number;
    expect: { name: string; grams?: [number, number]; optional?: boolean }[];
  }[];
};
const names = db.foods.map((f) => f.name);
set.probes.forEach((p, n) =>
  p.expect.forEach((e) => {
    if (!names.some((x) => new RegExp(e.name, 'i').test(x)))
      console.log(`probe ${n + 1}: no food for ${e.name}`);
  }),
);
if (process.argv.includes('--run')) {
  const pass: number[] = [];
  let carbsWithin = 0;
  let carbsTold = 0;
  let kcalTold = 0;
  let kcalError = 0;
  set.probes.forEach((p, n) => {
    const items = analyzeMeal(p.text, { db }).items;
    const fits = (e: (typeof p.expect)[number], i: (typeof items)[number]) =>
      new RegExp(e.name, 'i').test(db.get(i.foodId!)?.name ?? '') &&
      (!e.grams || (i.grams !== null && i.grams >= e.grams[0] && i.grams <= e.grams[1]));
    const used = p.expect.map(() => false);
    const assign = (k: number): boolean => {
      if (k === items.length) return p.expect.every((e, j) => e.optional === true || used[j]);
      for (let j = 0; j < p.expect.length; j++) {
        if (used[j] || !fits(p.expect[j]!, items[k]!)) continue;
        used[j] = true;
        if (assign(k + 1)) return true;
        used[j] = false;
      }
      return false;
    };
    const ok = assign(0);
    if (ok) pass.push(n + 1);
    // A probe with its carbohydrate truth (decision 201) is also counted within 7.5 g, as bench:parse counts meals.
    const carbs = items.reduce((sum, i) => sum + (i.carbs ?? 0), 0);
    const within = p.carbs !== undefined && Math.abs(carbs - p.carbs) <= 7.5;
    if (p.carbs !== undefined) carbsTold++;
    if (within) carbsWithin++;
    // A probe with its kcal truth (decision 186) adds to the kcal mean absolute error.
    if (p.kcal !== undefined) {
      kcalTold++;
      kcalError += Math.abs(items.reduce((sum, i) => sum + (i.calories ?? 0), 0) - p.kcal);
    }
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${n + 1} ${p.text}${p.carbs === undefined ? '' : ` (carbs ${carbs.toFixed(1)} of ${p.carbs}${within ? '' : ' OFF'})`}\n     ${items.map((i) => `${db.get(i.foodId!)?.name} ${i.grams} g`).join('; ')}`,
    );
  });
  console.log(`${pass.length}/${set.probes.length}: ${JSON.stringify(pass)}`);
  if (carbsTold > 0) console.log(`carbohydrate within 7.5 g: ${carbsWithin}/${carbsTold}`);
  if (kcalTold > 0) console.log(`kcal mean absolute error: ${(kcalError / kcalTold).toFixed(1)}`);
}
