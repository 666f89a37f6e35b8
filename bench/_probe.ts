import { loadFoodDatabase, parseMeal } from '@forkcast/foods';
const db = loadFoodDatabase();
for (const t of process.argv.slice(2)) {
  const r = parseMeal(t, { db }) as any;
  console.log('## ' + t);
  for (const i of r.items ?? r) console.log(`   [${i.name}] -> ${i.foodId} ${i.matchedName} C${i.carbs} ${i.grams} g conf ${i.confidence?.toFixed?.(2)}`);
  if (r.unmatched?.length) console.log('   unmatched:', JSON.stringify(r.unmatched));
}
