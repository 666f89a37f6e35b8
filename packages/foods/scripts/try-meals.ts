// Prints the parser's reading of each line of a file (or each argument): the foods, grams and carbohydrate, and the
// phrases it skipped. For probing phrasings written for a step, never a data part.
// Usage: npx tsx scripts/try-meals.ts 'ugali 300 g' ... | npx tsx scripts/try-meals.ts -f phrases.txt
import { readFileSync } from 'node:fs';
import { analyzeMeal, loadFoodDatabase } from '../src/index.ts';

const db = loadFoodDatabase();
const args = process.argv.slice(2);
const texts =
  args[0] === '-f'
    ? readFileSync(args[1]!, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
    : args;
for (const text of texts) {
  const r = analyzeMeal(text, { db });
  const carbs = r.items.reduce((s, i) => s + (i.carbs ?? 0), 0);
  const items = r.items.map((i) => `${db.get(i.foodId!)?.name ?? i.name} ${Math.round(i.grams ?? 0)} g`);
  const skipped = r.unmatched?.length ? `  [skipped: ${r.unmatched.join(' | ')}]` : '';
  console.log(`${text}\n   ${carbs.toFixed(1)} c: ${items.join('; ')}${skipped}`);
}
