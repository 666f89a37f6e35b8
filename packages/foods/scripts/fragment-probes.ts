// Decision 173's probes, reported: for each, whether the names hold no context words and the foods are the expected.
import { analyzeMeal, loadFoodDatabase } from '../src/index.ts';
import { CONTEXT_WORDS, FRAGMENT_PROBES } from '../src/fragment-probes.ts';
const db = loadFoodDatabase();

let names = 0,
  foods = 0;
for (const [text, heads] of FRAGMENT_PROBES) {
  const items = analyzeMeal(text, { db }).items;
  const fnd = items.map((i) => (i.foodId ? (db.get(i.foodId)?.name ?? '') : ''));
  const nOk = items.every((i) => !CONTEXT_WORDS.test(i.name));
  const fOk =
    items.length === heads.length && heads.every((h, k) => fnd[k]!.toLowerCase().includes(h.toLowerCase()));
  names += +nOk;
  foods += +fOk;
  console.log(
    `${nOk ? 'ok  ' : 'NAME'} ${fOk ? 'ok  ' : 'FOOD'} ${text}\n      ${items.map((i) => `${i.name} [${i.foodId && db.get(i.foodId)?.name}] ${i.grams} g`).join('; ')}`,
  );
}
console.log(`names clean ${names}/${FRAGMENT_PROBES.length}, foods right ${foods}/${FRAGMENT_PROBES.length}`);
