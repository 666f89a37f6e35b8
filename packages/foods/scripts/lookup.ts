// Lists the database's foods whose name matches each pattern given (case-insensitive regular expressions), with
// carbohydrate and kcal per 100 g, to choose a check set's expected foods by reading the database, not the parser.
// Usage: npx tsx scripts/lookup.ts '^Fufu' 'plantain.*oil'
import { loadFoodDatabase } from '../src/index.ts';

const db = loadFoodDatabase();
const max = Number(process.env.MAX ?? 12);
for (const pattern of process.argv.slice(2)) {
  const re = new RegExp(pattern, 'i');
  console.log(`# ${pattern}`);
  for (const f of db.foods
    .filter((x) => re.test(x.name))
    .sort((a, b) => Number(b.id.startsWith('fndds')) - Number(a.id.startsWith('fndds')))
    .slice(0, max))
    console.log(
      `  ${f.id.split(':')[0]!.padEnd(6)} ${f.per100g.carbs.toFixed(1).padStart(5)} c ${String(Math.round(f.per100g.calories)).padStart(4)} kcal  ${f.name}`,
    );
}
