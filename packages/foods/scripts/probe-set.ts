// A check set written as data (decisions 203, 206): each food of a message is a pattern of its FNDDS name, the FNDDS
// food a coder records and its grams; `writeProbeSet` computes each probe's carbs and kcal from those and rewrites
// the set's probes in test/, keeping its ratchet lists as they stand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadFoodDatabase } from '../src/index.ts';

/** One expected food: what the parser's pick must match, the food a coder records, its grams, the grams accepted. */
export type ProbeFood = [
  pattern: string,
  truth: string,
  grams: number,
  range: [number, number],
  optional?: boolean,
];

export function writeProbeSet(file: string, about: string, set: [text: string, foods: ProbeFood[]][]): void {
  const db = loadFoodDatabase();
  const probes = set.map(([text, foods]) => {
    let carbs = 0,
      kcal = 0;
    const why: string[] = [];
    for (const [, truth, g] of foods) {
      if (!g) continue;
      const re = new RegExp(truth, 'i');
      const f =
        db.foods.find((x) => x.id.startsWith('fndds') && re.test(x.name)) ??
        db.foods.find((x) => re.test(x.name));
      if (!f) {
        console.error('NO TRUTH', text, truth);
        continue;
      }
      carbs += (f.per100g.carbs * g) / 100;
      kcal += (f.per100g.calories * g) / 100;
      why.push(`${f.name} ${g} g`);
    }
    return {
      text,
      why: why.join('; '),
      carbs: Math.round(carbs * 10) / 10,
      kcal: Math.round(kcal),
      expect: foods.map(([name, , , grams, optional]) => ({
        name,
        grams,
        ...(optional ? { optional: true } : {}),
      })),
    };
  });
  const out = new URL(`../test/${file}`, import.meta.url);
  // The ratchet lists are kept as they stand; only the probes are rewritten.
  const kept = (existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {}) as Record<string, unknown>;
  writeFileSync(
    out,
    JSON.stringify(
      {
        about,
        passing: kept.passing ?? [],
        passingWhy: kept.passingWhy ?? '',
        carbsWithin: kept.carbsWithin ?? [],
        carbsWithinWhy: kept.carbsWithinWhy ?? '',
        probes,
      },
      null,
      2,
    ) + '\n',
  );
  for (const p of probes) console.log(p.carbs, p.kcal, '|', p.text, '|', p.why);
}
